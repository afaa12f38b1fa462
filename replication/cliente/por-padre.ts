/**
 * Lo bajo demanda por registro en el dispositivo (issue 32, punto 3; decisión 90). De las colecciones que
 * sync.pull dice en `porPadre` (para la oficina y la delegación, el material de los sistemas) el dispositivo
 * no guarda nada sin pedirlo: la pantalla de un registro padre (la ficha de un sistema, su plano) lo suscribe
 * (`suscribirPadre`). La suscripción se anota con caducidad (HISTORIAL_DIAS; abrirla otra vez la renueva)
 * antes de pedir la foto de ese padre (sync.historial con `padre`): una descarga que corra a la vez ya lo pide
 * en `padres` y ningún cambio se queda entre la foto y el registro. Si la foto falla, se quita. Un cambio
 * hecho en el dispositivo también suscribe el padre de lo que escribe, sin foto (padres-suscritos.ts,
 * decisión 91); la pantalla la trae en cuanto hay conexión.
 *
 * Mientras dura, el padre va en cada sync.pull (`padres`) y lo suyo sigue vivo por el registro y el poke. Al
 * caducar (o si pasan de MAX_PADRES por colección, los más viejos), el dispositivo suelta lo suyo él mismo
 * (`ajustarPadres`, tras cada descarga completa): sabe qué documentos son de ese padre por el campo que dijo el
 * servidor. Lo que toca la cola se conserva (rebase.ts: queda retenido y se refresca). Cuando una colección
 * pasa a ser bajo demanda por registro (un dispositivo que la tenía entera), se suelta lo que no es de un padre
 * suscrito.
 */
import { esColeccion } from '../../schemas';
import { cerrojoEscritura, type ContextoLocal } from './cola';
import { leerEstadoSync, modificarEstadoSync, RENOVAR_TRAS_MS } from './estado-local';
import { bajarHistoria } from './historial';
import { caducidadPadre, padresVivos, type PadreSuscrito, type PorPadre } from './padres-suscritos';
import { aplicarEstadoServidor, estadoServidorDe } from './rebase';
import type { ClienteRpc } from './rpc';
import { coleccionGenerica } from './tx-rxdb';

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
 * con caducidad y, si no tenía su foto (no estaba suscrito, o lo suscribió un cambio local: `foto: false`),
 * la baja por páginas (sync.historial con `padre`). Renovarlo (ya suscrito y con foto) no baja nada. Devuelve
 * cuántos documentos llegaron. Sin conexión, o si el servidor lo rechaza, lanza el error del cliente RPC (en
 * español) y el padre queda como estaba: sin suscribir, o suscrito sin foto si lo suscribió un cambio local.
 */
export const suscribirPadre = async (
  ctx: ContextoLocal,
  rpc: ClienteRpc,
  coleccion: string,
  id: string,
  alProgreso?: (recibidos: number) => void,
): Promise<number> => {
  const caduca = caducidadPadre();
  const es = (p: { coleccion: string; id: string }): boolean => p.coleccion === coleccion && p.id === id;
  const vigente = padresVivos((await leerEstadoSync(ctx.db)).padres).find(es);
  if (vigente && vigente.foto !== false && Date.parse(caduca) - Date.parse(vigente.caduca) < RENOVAR_TRAS_MS) return 0;
  // Se anota antes de pedir la foto (sin ella aún, `foto: false`): una descarga que corra a la vez ya lo pide.
  const previo = { conFoto: false, sinFoto: false };
  await ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), () =>
    modificarEstadoSync(ctx.db, (actual) => {
      const vivos = padresVivos(actual.padres);
      const estaba = vivos.find(es);
      previo.conFoto = estaba !== undefined && estaba.foto !== false;
      previo.sinFoto = estaba?.foto === false;
      return { padres: [...vivos.filter((p) => !es(p)), previo.conFoto ? { coleccion, id, caduca } : { coleccion, id, caduca, foto: false }] };
    }),
  );
  if (previo.conFoto) return 0;
  try {
    const n = await bajarHistoria(ctx, rpc, { coleccion, padre: id }, 0, alProgreso);
    await modificarEstadoSync(ctx.db, (actual) => ({
      padres: (actual.padres ?? []).map((p) => (es(p) ? { coleccion: p.coleccion, id: p.id, caduca: p.caduca } : p)),
    }));
    return n;
  } catch (e) {
    // Lo que suscribió un cambio local sigue suscrito (sin foto); lo que suscribía solo esta pantalla, no.
    if (!previo.sinFoto) await modificarEstadoSync(ctx.db, (actual) => ({ padres: (actual.padres ?? []).filter((p) => !es(p)) }));
    throw e;
  }
};
