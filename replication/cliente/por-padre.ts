/**
 * Lo bajo demanda por registro en el dispositivo (issue 32, punto 3; decisión 90). De las colecciones que
 * sync.pull dice en `porPadre` (para la oficina y la delegación, el material de los sistemas) el dispositivo
 * no guarda nada sin pedirlo: la pantalla de un registro padre (la ficha de un sistema, su plano) lo suscribe
 * (`suscribirPadre`). La suscripción se anota con caducidad (HISTORIAL_DIAS; abrirla otra vez la renueva)
 * antes de pedir la foto de ese padre (sync.historial con `padre`): una descarga que corra a la vez ya lo pide
 * en `padres` y ningún cambio se queda entre la foto y el registro. Si la foto falla, se quita.
 *
 * Mientras dura, el padre va en cada sync.pull (`padres`) y lo suyo sigue vivo por el registro y el poke. Al
 * caducar (o si pasan de MAX_PADRES por colección, los más viejos), el dispositivo suelta lo suyo él mismo
 * (`ajustarPadres`, tras cada descarga completa): sabe qué documentos son de ese padre por el campo que dijo el
 * servidor. Lo que toca la cola se conserva (rebase.ts: queda retenido y se refresca). Cuando una colección
 * pasa a ser bajo demanda por registro (un dispositivo que la tenía entera), se suelta lo que no es de un padre
 * suscrito.
 */
import { esColeccion, type DocDe } from '../../schemas';
import { MAX_PADRES, type ParamsSyncPull } from '../metodos';
import { cerrojoEscritura, type ContextoLocal } from './cola';
import { leerEstadoSync, modificarEstadoSync } from './estado-local';
import { bajarHistoria, HISTORIAL_DIAS, RENOVAR_TRAS_MS } from './historial';
import { aplicarEstadoServidor, estadoServidorDe } from './rebase';
import type { ClienteRpc } from './rpc';
import { coleccionGenerica } from './tx-rxdb';

type PadreSuscrito = NonNullable<DocDe<'sync'>['padres']>[number];
export type PorPadre = NonNullable<DocDe<'sync'>['por_padre']>[number];

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

/** ¿Tiene el dispositivo lo que de `coleccion` cuelga de este padre? (no es bajo demanda por registro, o está suscrito) */
export const padreDisponible = (estado: Pick<DocDe<'sync'>, 'por_padre' | 'padres'> | null | undefined, coleccion: string, id: string, ahora = Date.now()): boolean =>
  !(estado?.por_padre ?? []).some((p) => p.coleccion === coleccion) || padresVivos(estado?.padres, ahora).some((p) => p.coleccion === coleccion && p.id === id);

/** Quita del dispositivo (salvo lo que toca la cola) lo de `coleccion` cuyo `campo` cumple el selector. */
const soltar = async (ctx: ContextoLocal, coleccion: string, campo: string, selector: Record<string, unknown>): Promise<number> => {
  if (!esColeccion(coleccion)) return 0;
  const docs = await coleccionGenerica(ctx.db, coleccion).find({ selector: { [campo]: selector } }).exec();
  if (docs.length === 0) return 0;
  await aplicarEstadoServidor(ctx, estadoServidorDe([], docs.map((d) => ({ coleccion, id: String(d.primary) }))));
  return docs.length;
};

/**
 * Tras un sync.pull completo: guarda qué es bajo demanda por registro y suelta lo de los padres que ya no
 * están suscritos (caducados o de más) y, de una colección que acaba de pasar a serlo, lo que no es de un
 * padre suscrito. Devuelve cuántos documentos soltó.
 */
export const ajustarPadres = async (ctx: ContextoLocal, porPadre: readonly PorPadre[]): Promise<number> => {
  const estado = await leerEstadoSync(ctx.db);
  const vivos = padresVivos(estado.padres);
  const antes = estado.por_padre ?? [];
  let soltados = 0;
  for (const p of porPadre) {
    const suyos = vivos.filter((v) => v.coleccion === p.coleccion).map((v) => v.id);
    if (!antes.some((a) => a.coleccion === p.coleccion)) {
      soltados += await soltar(ctx, p.coleccion, p.campo, { $nin: suyos });
      continue;
    }
    const dejados = (estado.padres ?? []).filter((v) => v.coleccion === p.coleccion && !suyos.includes(v.id)).map((v) => v.id);
    if (dejados.length > 0) soltados += await soltar(ctx, p.coleccion, p.campo, { $in: dejados });
  }
  // Tras cada descarga: solo se escribe si algo cambió (el estado lo observan las pantallas abiertas).
  const nuevo = { por_padre: porPadre.map((p) => ({ coleccion: p.coleccion, campo: p.campo, padre: p.padre })), padres: vivos };
  const clave = (x: { por_padre: readonly PorPadre[]; padres: readonly PadreSuscrito[] }): string =>
    JSON.stringify([x.por_padre.map((p) => [p.coleccion, p.campo, p.padre]), x.padres.map((p) => [p.coleccion, p.id, p.caduca])]);
  if (clave(nuevo) !== clave({ por_padre: antes, padres: estado.padres ?? [] })) {
    await modificarEstadoSync(ctx.db, (actual) => ({ por_padre: nuevo.por_padre, padres: padresVivos(actual.padres) }));
  }
  return soltados;
};

/**
 * Suscribe el dispositivo a lo que de `coleccion` cuelga del registro `id` (lo abre una pantalla): lo anota
 * con caducidad y, si no lo tenía, baja su foto por páginas (sync.historial con `padre`). Renovarlo (ya
 * suscrito) no baja nada. Devuelve cuántos documentos llegaron. Sin conexión, o si el servidor lo rechaza,
 * lanza el error del cliente RPC (en español) y el padre no queda suscrito.
 */
export const suscribirPadre = async (
  ctx: ContextoLocal,
  rpc: ClienteRpc,
  coleccion: string,
  id: string,
  alProgreso?: (recibidos: number) => void,
): Promise<number> => {
  const caduca = new Date(Date.now() + HISTORIAL_DIAS * 86_400_000).toISOString();
  const vigente = padresVivos((await leerEstadoSync(ctx.db)).padres).find((p) => p.coleccion === coleccion && p.id === id);
  if (vigente && Date.parse(caduca) - Date.parse(vigente.caduca) < RENOVAR_TRAS_MS) return 0;
  let yaLoTenia = false;
  await ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), () =>
    modificarEstadoSync(ctx.db, (actual) => {
      const vivos = padresVivos(actual.padres);
      yaLoTenia = vivos.some((p) => p.coleccion === coleccion && p.id === id);
      return { padres: [...vivos.filter((p) => p.coleccion !== coleccion || p.id !== id), { coleccion, id, caduca }] };
    }),
  );
  if (yaLoTenia) return 0;
  try {
    return await bajarHistoria(ctx, rpc, { coleccion, padre: id }, 0, alProgreso);
  } catch (e) {
    await modificarEstadoSync(ctx.db, (actual) => ({ padres: (actual.padres ?? []).filter((p) => p.coleccion !== coleccion || p.id !== id) }));
    throw e;
  }
};
