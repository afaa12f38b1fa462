/**
 * Descarga (solo la pestaña líder): `sync.pull` desde el checkpoint guardado hasta que `hayMas` sea
 * false. La primera descarga es una foto por páginas: se devuelve tal cual el cursor recibido hasta que
 * llegue null. Cada página:
 *
 * 1. trae antes, con sync.documentos, la versión del servidor de los documentos que tocan las entradas
 *    pendientes afectadas y no vienen en la página (para que el rebase parta del servidor);
 * 2. se escribe con el rebase de lo pendiente encima (rebase.ts): una escritura en bloque por colección;
 * 3. solo después guarda checkpoint y cursor en `sync` (mismo cerrojo).
 * Mientras se escribe una página ya se ha pedido la siguiente (bajarCambios).
 *
 * Al terminar, la ventana de historia que dijo el servidor se guarda y se sueltan los meses que ya no
 * tocan (historial.ts), y lo de los registros padre cuya suscripción caducó (por-padre.ts).
 *
 * `resincronizar` (checkpoint más viejo que el registro del servidor): se vacían las colecciones
 * sincronizadas, salvo lo que toca la cola, y se baja todo desde 0. `refrescarPendientes` procesa las
 * referencias apuntadas en `sync.refrescar` (descartes y documentos retenidos).
 */
import { claveDe, colecciones } from '../../schemas';
import type { ParamsSyncPull } from '../metodos';
import { METODOS_EN_LINEA } from '../metodos-en-linea';
import { parseRef } from '../tx';
import { cerrojoEscritura, entradasEnOrden, type ContextoLocal } from './cola';
import { guardarEstadoSync, leerEstadoSync } from './estado-local';
import { ajustarMeses, historialVivo, suscripcionesVivas } from './historial';
import { padresParaPull, type PorPadre } from './padres-suscritos';
import { ajustarPadres } from './por-padre';
import { aplicarEstadoServidor, estadoServidorDe, refsQueFaltan, type EstadoServidor } from './rebase';
import { ErrorRpc, ErrorTransporte, type ClienteRpc } from './rpc';
import { coleccionGenerica } from './tx-rxdb';

/**
 * La pausa tras la primera página de una foto si nadie dice cuánto esperar (OpcionesDescarga.trasPrimeraPagina;
 * decisión 84). La app espera a que su primera pantalla enseñe los datos (decisión 85).
 */
export const PAUSA_TRAS_PRIMERA_PAGINA_MS = 250;

/** Una espera de `ms` milisegundos (la de por defecto tras la primera página). */
export const pausa = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface OpcionesDescarga {
  limite?: number;
  /** Documentos recibidos hasta ahora en esta descarga. */
  alProgreso?: (recibidos: number) => void;
  /**
   * En la primera descarga de un dispositivo, a qué esperar tras escribir la primera página (la de la
   * pantalla inicial, server/sync/prioridad.ts) antes de escribir la siguiente: la pantalla lee lo que
   * acaba de llegar sin esperar a que se escriba la página siguiente de la misma colección, que IndexedDB
   * pone delante de su lectura y que ocupa el hilo principal (decisiones 84 y 85). La siguiente página ya
   * se está pidiendo mientras tanto.
   */
  trasPrimeraPagina?: () => Promise<void>;
}

/** Pide al servidor unas referencias y las añade al estado (las que no existan llegan como null). */
const completarDesdeServidor = async (rpc: ClienteRpc, servidor: EstadoServidor, refs: readonly string[]): Promise<void> => {
  for (let i = 0; i < refs.length; i += 1000) {
    const r = await rpc.leer(METODOS_EN_LINEA.syncDocumentos, { refs: refs.slice(i, i + 1000) });
    for (const [ref, doc] of estadoServidorDe(r.documentos, r.eliminados)) servidor.set(ref, doc);
  }
};

/**
 * Trae los documentos que el rebase necesita y la página no trae. Si el servidor rechaza la consulta
 * (error JSON-RPC, no de red), el rebase parte de la versión local de esos documentos: mejor una página
 * escrita que una descarga atascada.
 */
const completarSiSePuede = async (ctx: ContextoLocal, rpc: ClienteRpc, servidor: EstadoServidor): Promise<void> => {
  const faltan = await refsQueFaltan(ctx, servidor);
  if (faltan.length === 0) return;
  try {
    await completarDesdeServidor(rpc, servidor, faltan);
  } catch (e) {
    if (!(e instanceof ErrorRpc)) throw e;
  }
};

/** Vacía las colecciones sincronizadas salvo los documentos que toca la cola; checkpoint a 0. */
const vaciar = async (ctx: ContextoLocal): Promise<void> =>
  ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), async () => {
    const protegidas = new Set((await entradasEnOrden(ctx.db)).flatMap((e) => e.documentos));
    for (const c of colecciones) {
      const conservar = [...protegidas].map(parseRef).filter((r) => r.coleccion === c).map((r) => r.id);
      await coleccionGenerica(ctx.db, c).find({ selector: { [claveDe(c)]: { $nin: conservar } } }).remove();
    }
    await guardarEstadoSync(ctx.db, { checkpoint: 0, cursor: null });
  });

/** Una página de sync.pull, validada (la que no cumple el esquema es un ErrorRespuesta: se reintenta). */
const pedirPagina = (rpc: ClienteRpc, params: ParamsSyncPull) => rpc.leer(METODOS_EN_LINEA.syncPull, params);

/**
 * Baja páginas hasta que el servidor dice que no hay más. La página siguiente se pide en cuanto llega la
 * actual (su checkpoint y su cursor ya dicen cuál es), mientras la actual se escribe: la consulta del
 * servidor y la escritura en IndexedDB van a la vez, y la descarga tarda lo que la más lenta de las dos y
 * no su suma. Se escriben en orden; si escribir una falla, la que ya se había pedido se abandona y la
 * siguiente descarga sigue desde el último checkpoint guardado.
 */
export const bajarCambios = async (ctx: ContextoLocal, rpc: ClienteRpc, opciones: OpcionesDescarga = {}): Promise<number> => {
  const { checkpoint: inicial, cursor: cursorInicial, historial, suscripciones: suscritas, padres: padresSuscritos } = await leerEstadoSync(ctx.db);
  // Los meses de historia pedidos que no han caducado también bajan, y la ventana de las colecciones bajo
  // demanda suscritas (historial.ts).
  const meses = historialVivo(historial).map((h) => h.mes);
  const suscripciones = suscripcionesVivas(suscritas).map((s) => s.coleccion);
  // Y lo de los registros padre suscritos de lo bajo demanda por registro (por-padre.ts).
  const padres = padresParaPull(padresSuscritos);
  const params = (checkpoint: number, cursor: string | null): ParamsSyncPull => ({
    checkpoint, cursor, ...(opciones.limite ? { limite: opciones.limite } : {}), ...(meses.length > 0 ? { historial: meses } : {}),
    ...(suscripciones.length > 0 ? { suscripciones } : {}), ...(padres.length > 0 ? { padres } : {}),
  });
  const pedir = (checkpoint: number, cursor: string | null) => {
    const pagina = pedirPagina(rpc, params(checkpoint, cursor));
    // Si nadie llega a esperarla (falló la escritura de la anterior), que su rechazo no quede suelto.
    pagina.catch(() => undefined);
    return pagina;
  };
  let recibidos = 0;
  let resincronizaciones = 0;
  let ventana: readonly string[] | undefined;
  let bajoDemanda: readonly string[] | undefined;
  let porPadre: readonly PorPadre[] | undefined;
  let siguiente = pedir(inicial, cursorInicial ?? null);
  /** ¿Es la primera página de la primera descarga de este dispositivo? */
  let primeraDeLaFoto = inicial === 0 && !cursorInicial;
  for (;;) {
    const p = await siguiente;
    ventana = p.ventana ?? ventana;
    bajoDemanda = p.bajoDemanda ?? bajoDemanda;
    porPadre = p.porPadre ?? porPadre;
    if (p.resincronizar) {
      if (++resincronizaciones > 1) throw new ErrorTransporte('El servidor pide resincronizar otra vez');
      await vaciar(ctx);
      siguiente = pedir(0, null);
      primeraDeLaFoto = true;
      continue;
    }
    if (p.hayMas) siguiente = pedir(p.checkpoint, p.cursor);
    const servidor = estadoServidorDe(p.documentos, p.eliminados);
    await completarSiSePuede(ctx, rpc, servidor);
    await aplicarEstadoServidor(ctx, servidor, { checkpoint: { checkpoint: p.checkpoint, cursor: p.cursor } });
    recibidos += p.documentos.length;
    opciones.alProgreso?.(recibidos);
    if (!p.hayMas) break;
    if (primeraDeLaFoto && opciones.trasPrimeraPagina) await opciones.trasPrimeraPagina();
    primeraDeLaFoto = false;
  }
  if (ventana) await ajustarMeses(ctx, rpc, ventana, bajoDemanda ?? []);
  if (porPadre) await ajustarPadres(ctx, porPadre);
  await guardarEstadoSync(ctx.db, { ultimo_pull: new Date().toISOString() });
  return recibidos;
};

/** Vuelve a pedir al servidor las referencias apuntadas en `sync.refrescar` y hace el rebase encima. */
export const refrescarPendientes = async (ctx: ContextoLocal, rpc: ClienteRpc): Promise<void> => {
  const { refrescar } = await leerEstadoSync(ctx.db);
  if (!refrescar || refrescar.length === 0) return;
  const servidor: EstadoServidor = new Map();
  await completarDesdeServidor(rpc, servidor, refrescar);
  await completarSiSePuede(ctx, rpc, servidor);
  await aplicarEstadoServidor(ctx, servidor, { refrescadas: refrescar });
};
