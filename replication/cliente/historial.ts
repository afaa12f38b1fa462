/**
 * La historia en el dispositivo (issue 32, decisión 70). Sin pedirla, el dispositivo guarda lo abierto de
 * su ámbito y la historia de los meses de su ventana (la dice cada sync.pull en `ventana`). Un mes anterior
 * se pide con sync.historial y se guarda con caducidad (HISTORIAL_DIAS): mientras no caduca va en cada
 * sync.pull (`historial`) y sus cambios siguen llegando por el registro, con el poke de siempre. Al dejar
 * un mes (sale de la ventana o caduca lo pedido) sync.desalojar dice qué quitar; lo que toca la cola se
 * conserva (rebase.ts: queda retenido y se refresca).
 *
 * El mes se anota antes de pedir su foto: una descarga que corra a la vez ya lo pide en `historial`, así
 * que ningún cambio de ese mes se queda entre la foto y el registro. Si la foto falla, se quita el mes.
 *
 * La oficina no guarda sin pedirla la ventana de las colecciones bajo demanda (las dice sync.pull en
 * `bajoDemanda`: las rondas realizadas y sus lecturas, decisión 78): la pantalla que las lista las suscribe
 * (`suscribir`), con la misma caducidad y el mismo mecanismo que un mes pedido.
 */
import type { DocDe } from '../../schemas';
import type { RespuestaSyncDesalojar, RespuestaSyncHistorial } from '../metodos';
import { METODOS_EN_LINEA } from '../metodos-en-linea';
import { cerrojoEscritura, type ContextoLocal } from './cola';
import { HISTORIAL_DIAS, leerEstadoSync, modificarEstadoSync, RENOVAR_TRAS_MS } from './estado-local';
import { aplicarEstadoServidor, estadoServidorDe, type EstadoServidor } from './rebase';
import type { ClienteRpc } from './rpc';

export { HISTORIAL_DIAS, RENOVAR_TRAS_MS } from './estado-local';

type MesPedido = NonNullable<DocDe<'sync'>['historial']>[number];

/** Los meses pedidos que no han caducado. */
export const historialVivo = (historial: readonly MesPedido[] | undefined, ahora = Date.now()): MesPedido[] =>
  (historial ?? []).filter((h) => Date.parse(h.caduca) > ahora);

type Suscripcion = NonNullable<DocDe<'sync'>['suscripciones']>[number];

/**
 * Baja por páginas la foto de sync.historial de un mes (de toda la historia, o con `coleccion` de una
 * colección bajo demanda) o de un registro (`coleccion` y `padre`, por-padre.ts) y la escribe con el rebase
 * de siempre. Devuelve `recibidos` más lo que llegó.
 */
export const bajarHistoria = async (
  ctx: ContextoLocal,
  rpc: ClienteRpc,
  pedido: { mes: string; coleccion?: string } | { coleccion: string; padre: string },
  recibidos: number,
  alProgreso?: (recibidos: number) => void,
): Promise<number> => {
  let total = recibidos;
  let cursor: string | null = null;
  do {
    const r: RespuestaSyncHistorial = await rpc.leer(METODOS_EN_LINEA.syncHistorial, { ...pedido, cursor, limite: 2000 });
    await aplicarEstadoServidor(ctx, estadoServidorDe(r.documentos, []));
    total += r.documentos.length;
    alProgreso?.(total);
    cursor = r.cursor;
  } while (cursor !== null);
  return total;
};

/** Las suscripciones de pantallas a colecciones bajo demanda que no han caducado. */
export const suscripcionesVivas = (suscripciones: readonly Suscripcion[] | undefined, ahora = Date.now()): Suscripcion[] =>
  (suscripciones ?? []).filter((s) => Date.parse(s.caduca) > ahora);

/**
 * Quita del dispositivo los documentos de esos meses que ya no le tocan (salvo lo que toca la cola); de las
 * colecciones bajo demanda que no están en `suscripciones`, también los de la ventana.
 */
export const desalojarMeses = async (
  ctx: ContextoLocal,
  rpc: ClienteRpc,
  meses: readonly string[],
  historial: readonly string[],
  suscripciones: readonly string[] = [],
): Promise<number> => {
  if (meses.length === 0) return 0;
  let cursor: string | null = null;
  let quitados = 0;
  do {
    const r: RespuestaSyncDesalojar = await rpc.leer(METODOS_EN_LINEA.syncDesalojar, {
      meses: [...meses], historial: [...historial], suscripciones: [...suscripciones], cursor,
    });
    const servidor: EstadoServidor = estadoServidorDe([], r.eliminados);
    await aplicarEstadoServidor(ctx, servidor);
    quitados += r.eliminados.length;
    cursor = r.cursor;
  } while (cursor !== null);
  return quitados;
};

/**
 * Tras un sync.pull completo: guarda la ventana que dijo el servidor y suelta los meses que el dispositivo
 * tenía y ya no le tocan (los de la ventana de antes que no están en la de hoy y los pedidos que caducaron).
 */
export const ajustarMeses = async (ctx: ContextoLocal, rpc: ClienteRpc, ventana: readonly string[], bajoDemanda: readonly string[] = []): Promise<void> => {
  const estado = await leerEstadoSync(ctx.db);
  const vivos = historialVivo(estado.historial).map((h) => h.mes);
  const suscritas = suscripcionesVivas(estado.suscripciones).map((s) => s.coleccion);
  const conserva = new Set([...ventana, ...vivos]);
  const antes = [...(estado.ventana ?? []), ...(estado.historial ?? []).map((h) => h.mes)];
  const dejar = [...new Set(antes.filter((m) => !conserva.has(m)))];
  await desalojarMeses(ctx, rpc, dejar, vivos, suscritas);
  // Una suscripción caducada, o una colección que pasa a ser bajo demanda (el dispositivo guardaba su
  // ventana): se suelta la ventana de esa colección (sync.desalojar no la conserva sin suscripción).
  // Sin ventana guardada, el dispositivo no ha acabado nunca una descarga: lo que tiene llegó con estas
  // mismas reglas (la foto ya no trae la ventana de lo bajo demanda) y no hay nada que soltar. Pedirlo en la
  // primera descarga de la oficina repasaba toda la ventana de la empresa (142 s a escala 100 × 3 años).
  const nuevas = estado.ventana === undefined ? [] : bajoDemanda.filter((c) => !(estado.bajo_demanda ?? []).includes(c) && !suscritas.includes(c));
  const caducadas = (estado.suscripciones ?? []).map((s) => s.coleccion).filter((c) => !suscritas.includes(c));
  if (caducadas.length + nuevas.length > 0) await desalojarMeses(ctx, rpc, ventana, vivos, suscritas);
  await modificarEstadoSync(ctx.db, (actual) => ({
    ventana: [...ventana], historial: historialVivo(actual.historial), bajo_demanda: [...bajoDemanda], suscripciones: suscripcionesVivas(actual.suscripciones),
  }));
};

/**
 * Suscribe el dispositivo a una colección de historia bajo demanda (la abre una pantalla de la oficina,
 * decisión 78): la anota con caducidad (HISTORIAL_DIAS desde ahora; abrirla otra vez la renueva) y, si no
 * la tenía, baja la historia de la ventana de esa colección y sus herederas (sync.historial con
 * `coleccion`, un mes tras otro). Mientras dura va en cada sync.pull (`suscripciones`) y sus cambios llegan
 * por el registro y el poke. Como con los meses, se anota antes de pedir la foto; si falla, se quita.
 * Devuelve cuántos documentos llegaron (0 si ya la tenía).
 */
export const suscribir = async (ctx: ContextoLocal, rpc: ClienteRpc, coleccion: string, alProgreso?: (recibidos: number) => void): Promise<number> => {
  const caduca = new Date(Date.now() + HISTORIAL_DIAS * 86_400_000).toISOString();
  // Renovada hace menos de un día: nada que escribir (abrir la lista no reescribe el estado cada vez, que
  // avisaría a todo lo que lo observa).
  const vigente = suscripcionesVivas((await leerEstadoSync(ctx.db)).suscripciones).find((s) => s.coleccion === coleccion);
  if (vigente && Date.parse(caduca) - Date.parse(vigente.caduca) < RENOVAR_TRAS_MS) return 0;
  let yaLaTenia = false;
  let ventana: readonly string[] = [];
  await ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), () =>
    modificarEstadoSync(ctx.db, (actual) => {
      const vivas = suscripcionesVivas(actual.suscripciones);
      yaLaTenia = vivas.some((s) => s.coleccion === coleccion);
      ventana = actual.ventana ?? [];
      return { suscripciones: [...vivas.filter((s) => s.coleccion !== coleccion), { coleccion, caduca }] };
    }),
  );
  if (yaLaTenia) return 0;
  let recibidos = 0;
  try {
    for (const mes of ventana) recibidos = await bajarHistoria(ctx, rpc, { mes, coleccion }, recibidos, alProgreso);
  } catch (e) {
    await modificarEstadoSync(ctx.db, (actual) => ({ suscripciones: (actual.suscripciones ?? []).filter((s) => s.coleccion !== coleccion) }));
    throw e;
  }
  return recibidos;
};

/**
 * Pide la historia de un mes y la guarda (con la caducidad de HISTORIAL_DIAS). Devuelve cuántos
 * documentos llegaron. Sin conexión, o si el servidor la rechaza, lanza el error del cliente RPC (en
 * español) y el mes no queda pedido.
 */
export const cargarHistorial = async (ctx: ContextoLocal, rpc: ClienteRpc, mes: string, alProgreso?: (recibidos: number) => void): Promise<number> => {
  const caduca = new Date(Date.now() + HISTORIAL_DIAS * 86_400_000).toISOString();
  await ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), () =>
    modificarEstadoSync(ctx.db, (actual) => ({ historial: [...historialVivo(actual.historial).filter((h) => h.mes !== mes), { mes, caduca }] })),
  );
  try {
    return await bajarHistoria(ctx, rpc, { mes }, 0, alProgreso);
  } catch (e) {
    await modificarEstadoSync(ctx.db, (actual) => ({ historial: (actual.historial ?? []).filter((h) => h.mes !== mes) }));
    throw e;
  }
};
