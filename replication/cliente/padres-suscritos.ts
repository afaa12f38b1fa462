/**
 * Los registros padre suscritos del dispositivo (decisiones 90 y 91), sin red: cuáles siguen vivos, cómo se
 * piden en sync.pull, si el dispositivo tiene lo de uno, y la suscripción que hace un cambio local.
 *
 * Un cambio hecho en el dispositivo que escribe un documento de una colección bajo demanda por registro (una
 * línea nueva, un aviso de un sistema) suscribe su padre (`anotarPadresEscritos`, desde `mutar`, con el
 * cerrojo de escritura tomado): si no, al subir, el registro de cambios del servidor lo devolvería como
 * eliminado (es de un padre que el dispositivo no pide) y desaparecería de la pantalla en la que se hizo. Si
 * el padre no estaba suscrito, queda con `foto: false`: lo suyo nuevo baja por el registro, pero la foto de
 * lo que ya había no ha bajado y el dispositivo no dice que lo tiene hasta que una pantalla la traiga.
 */
import { esColeccion, type DocDe } from '../../schemas';
import { MAX_PADRES, type ParamsSyncPull } from '../metodos';
import { parseRef, type Doc } from '../tx';
import { HISTORIAL_DIAS, leerEstadoSync, modificarEstadoSync, RENOVAR_TRAS_MS } from './estado-local';
import type { VigiaDatabase } from './tipos';
import { lectorRxdb } from './tx-rxdb';

export type PadreSuscrito = NonNullable<DocDe<'sync'>['padres']>[number];
export type PorPadre = NonNullable<DocDe<'sync'>['por_padre']>[number];

/** Hasta cuándo se guarda lo de un padre suscrito (o renovado) ahora. */
export const caducidadPadre = (ahora = Date.now()): string => new Date(ahora + HISTORIAL_DIAS * 86_400_000).toISOString();

/** Los padres suscritos que no han caducado; de cada colección, como mucho los MAX_PADRES más recientes. */
export const padresVivos = (padres: readonly PadreSuscrito[] | undefined, ahora = Date.now()): PadreSuscrito[] => {
  const vivos = (padres ?? []).filter((p) => Date.parse(p.caduca) > ahora).sort((a, b) => b.caduca.localeCompare(a.caduca));
  const porColeccion = new Map<string, number>();
  return vivos.filter((p) => {
    const n = (porColeccion.get(p.coleccion) ?? 0) + 1;
    porColeccion.set(p.coleccion, n);
    return n <= MAX_PADRES;
  });
};

/** Lo suscrito agrupado por colección, como lo pide sync.pull (`padres`). */
export const padresParaPull = (padres: readonly PadreSuscrito[] | undefined, ahora = Date.now()): NonNullable<ParamsSyncPull['padres']> => {
  const grupos = new Map<string, string[]>();
  for (const p of padresVivos(padres, ahora)) grupos.set(p.coleccion, [...(grupos.get(p.coleccion) ?? []), p.id]);
  return [...grupos].map(([coleccion, ids]) => ({ coleccion, ids: ids.sort() }));
};

/**
 * ¿Tiene el dispositivo lo que de `coleccion` cuelga de este padre? (no es bajo demanda por registro, o está
 * suscrito y su foto llegó)
 */
export const padreDisponible = (estado: Pick<DocDe<'sync'>, 'por_padre' | 'padres'> | null | undefined, coleccion: string, id: string, ahora = Date.now()): boolean =>
  !(estado?.por_padre ?? []).some((p) => p.coleccion === coleccion) ||
  padresVivos(estado?.padres, ahora).some((p) => p.coleccion === coleccion && p.id === id && p.foto !== false);

/** Los padres (colección bajo demanda, id del padre) de los documentos que deja un cambio local. */
export const padresEscritos = (porPadre: readonly PorPadre[], cambios: Iterable<readonly [string, Doc | null]>): { coleccion: string; id: string }[] => {
  const pares = new Map<string, { coleccion: string; id: string }>();
  for (const [ref, doc] of cambios) {
    if (doc === null) continue;
    const { coleccion } = parseRef(ref);
    const p = porPadre.find((x) => x.coleccion === coleccion);
    const id = p ? doc[p.campo] : undefined;
    if (typeof id === 'string' && id !== '') pares.set(`${coleccion}:${id}`, { coleccion, id });
  }
  return [...pares.values()];
};

/**
 * Suscribe (o renueva) los padres de lo que escribe un cambio local. Se llama con el cerrojo de escritura
 * tomado (`mutar`). No lee nada más que el estado, y no escribe si el cambio no toca nada bajo demanda por
 * registro.
 */
export const anotarPadresEscritos = async (db: VigiaDatabase, cambios: Iterable<readonly [string, Doc | null]>, ahora = Date.now()): Promise<number> => {
  const estado = await leerEstadoSync(db);
  const porPadre = estado.por_padre;
  if (!porPadre || porPadre.length === 0) return 0;
  return anotar(db, estado.padres, padresEscritos(porPadre, cambios), ahora);
};

/**
 * Lo mismo al subir (subida.ts, con el cerrojo de escritura tomado): los documentos que tocan las entradas que
 * el servidor acaba de confirmar renuevan la suscripción de su padre. Un cambio hecho sin conexión más de
 * HISTORIAL_DIAS antes de subir encuentra su padre caducado; sin esto, la descarga siguiente lo devolvería como
 * eliminado.
 */
export const renovarPadresSubidos = async (db: VigiaDatabase, refs: readonly string[], ahora = Date.now()): Promise<number> => {
  const estado = await leerEstadoSync(db);
  const porPadre = estado.por_padre;
  if (!porPadre || porPadre.length === 0) return 0;
  const lector = lectorRxdb(db);
  const cambios: [string, Doc | null][] = [];
  for (const ref of new Set(refs)) {
    const { coleccion, id } = parseRef(ref);
    if (esColeccion(coleccion) && porPadre.some((p) => p.coleccion === coleccion)) cambios.push([ref, await lector.get(coleccion, id)]);
  }
  return anotar(db, estado.padres, padresEscritos(porPadre, cambios), ahora);
};

const anotar = async (db: VigiaDatabase, suscritos: readonly PadreSuscrito[] | undefined, pares: readonly { coleccion: string; id: string }[], ahora: number): Promise<number> => {
  if (pares.length === 0) return 0;
  const caduca = caducidadPadre(ahora);
  // Ya suscritos y renovados hace menos de RENOVAR_TRAS_MS: nada que escribir (el estado lo observan las pantallas).
  const vivos = padresVivos(suscritos, ahora);
  const alDia = pares.every((x) => vivos.some((p) => p.coleccion === x.coleccion && p.id === x.id && Date.parse(caduca) - Date.parse(p.caduca) < RENOVAR_TRAS_MS));
  if (alDia) return pares.length;
  await modificarEstadoSync(db, (actual) => {
    const vivos = padresVivos(actual.padres, ahora);
    const es = (p: PadreSuscrito, x: { coleccion: string; id: string }): boolean => p.coleccion === x.coleccion && p.id === x.id;
    const renovados = vivos.map((p) => (pares.some((x) => es(p, x)) ? { ...p, caduca } : p));
    const nuevos = pares.filter((x) => !vivos.some((p) => es(p, x))).map((x) => ({ ...x, caduca, foto: false }));
    return { padres: [...renovados, ...nuevos] };
  });
  return pares.length;
};
