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
 */
import type { DocDe } from '../../schemas';
import type { RespuestaSyncDesalojar, RespuestaSyncHistorial } from '../metodos';
import { METODOS_EN_LINEA } from '../metodos-en-linea';
import { cerrojoEscritura, type ContextoLocal } from './cola';
import { leerEstadoSync, modificarEstadoSync } from './estado-local';
import { aplicarEstadoServidor, estadoServidorDe, type EstadoServidor } from './rebase';
import type { ClienteRpc } from './rpc';

/** Días que se guarda un mes de historia pedido desde que se pidió o se volvió a abrir. */
export const HISTORIAL_DIAS = 7;

type MesPedido = NonNullable<DocDe<'sync'>['historial']>[number];

/** Los meses pedidos que no han caducado. */
export const historialVivo = (historial: readonly MesPedido[] | undefined, ahora = Date.now()): MesPedido[] =>
  (historial ?? []).filter((h) => Date.parse(h.caduca) > ahora);

/** Quita del dispositivo los documentos de esos meses que ya no le tocan (salvo lo que toca la cola). */
export const desalojarMeses = async (ctx: ContextoLocal, rpc: ClienteRpc, meses: readonly string[], historial: readonly string[]): Promise<number> => {
  if (meses.length === 0) return 0;
  let cursor: string | null = null;
  let quitados = 0;
  do {
    const r: RespuestaSyncDesalojar = await rpc.leer(METODOS_EN_LINEA.syncDesalojar, { meses: [...meses], historial: [...historial], cursor });
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
export const ajustarMeses = async (ctx: ContextoLocal, rpc: ClienteRpc, ventana: readonly string[]): Promise<void> => {
  const estado = await leerEstadoSync(ctx.db);
  const vivos = historialVivo(estado.historial).map((h) => h.mes);
  const conserva = new Set([...ventana, ...vivos]);
  const antes = [...(estado.ventana ?? []), ...(estado.historial ?? []).map((h) => h.mes)];
  const dejar = [...new Set(antes.filter((m) => !conserva.has(m)))];
  await desalojarMeses(ctx, rpc, dejar, vivos);
  await modificarEstadoSync(ctx.db, (actual) => ({ ventana: [...ventana], historial: historialVivo(actual.historial) }));
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
  let recibidos = 0;
  try {
    let cursor: string | null = null;
    do {
      const r: RespuestaSyncHistorial = await rpc.leer(METODOS_EN_LINEA.syncHistorial, { mes, cursor, limite: 2000 });
      await aplicarEstadoServidor(ctx, estadoServidorDe(r.documentos, []));
      recibidos += r.documentos.length;
      alProgreso?.(recibidos);
      cursor = r.cursor;
    } while (cursor !== null);
  } catch (e) {
    await modificarEstadoSync(ctx.db, (actual) => ({ historial: (actual.historial ?? []).filter((h) => h.mes !== mes) }));
    throw e;
  }
  return recibidos;
};
