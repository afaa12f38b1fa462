/**
 * Subida de la cola (solo la pestaña líder): las entradas 'pendiente' en `orden`, en lotes JSON-RPC de
 * hasta `tamLote` llamadas. Cada llamada es el método del mutador con la envoltura
 * {idsync_upload, creado, params}; el servidor la aplica una sola vez aunque llegue repetida.
 *
 * - Una entrada sale de la cola solo cuando vuelve su resultado.
 * - Un rechazo definitivo (esRechazoDefinitivo) la pasa a 'fallido' con el mensaje del servidor y NO
 *   detiene las demás.
 * - Un fallo de red o un 5xx de todo el lote detiene la subida (ErrorTransporte, tras guardar lo ya
 *   confirmado); el motor reintenta con espera creciente. ErrorSesion (403) sube tal cual.
 * - Un error transitorio de una sola llamada (error interno) deja esa entrada para el reintento y sigue
 *   con los lotes siguientes, salvo con las entradas que tocan alguno de sus documentos (ni con las que
 *   tocan los de esas): se quedan detrás de ella para no aplicarse antes que un cambio anterior del mismo
 *   documento. Al terminar lanza ErrorTransporte para que el motor reintente.
 * - Un lote no pasa de BYTES_LOTE de parámetros (los adjuntos viajan en base64): una entrada más grande
 *   va sola, así el cuerpo nunca supera el límite del servidor por juntar varios ficheros.
 * - La cola se lee por páginas en `orden` (desde la última entrada vista), nunca entera: con 50.000
 *   entradas, leerla en cada lote hacía la subida cuadrática y paraba la pestaña cientos de ms cada vez.
 *   Una entrada que vuelve a 'pendiente' por detrás del cursor (Reintentar) sube en el ciclo siguiente,
 *   que el motor pide al ver el cambio.
 * - Lo que escribe en la cola tras cada respuesta (quitar las confirmadas, anotar fallos e intentos) lo
 *   escribe con el cerrojo de escritura, como toda escritura de la cola (`mutar`, reintentar, descartar).
 *   Las entradas retiradas sin borrar las barre el motor antes de llamar aquí, y un fallo al barrerlas se
 *   ve (motor.ts), no se calla.
 */
import { MENSAJES } from '../errores';
import type { EnvolturaMutacion } from '../mutadores';
import type { VigiaDatabase } from './tipos';
import { cerrojoEscritura, type ContextoLocal, type EntradaCola } from './cola';
import { renovarPadresSubidos } from './padres-suscritos';
import { sinRetiradas } from './retiradas';
import { ErrorTransporte, type ClienteRpc } from './rpc';

export interface ResultadoSubida {
  confirmadas: number;
  fallidas: number;
}

/** Tamaño orientativo máximo de los parámetros de un lote (caracteres JSON). */
export const BYTES_LOTE = 4 * 1024 * 1024;

/** Las primeras entradas cuyo tamaño sumado no pasa de `maximo` (al menos una). */
export const recortarPorTamano = <E extends { params: unknown }>(entradas: readonly E[], maximo: number = BYTES_LOTE): E[] => {
  const lote: E[] = [];
  let total = 0;
  for (const e of entradas) {
    const tam = JSON.stringify(e.params ?? null).length;
    if (lote.length > 0 && total + tam > maximo) break;
    lote.push(e);
    total += tam;
  }
  return lote;
};

/** Las siguientes entradas 'pendiente' tras el orden `desde` (todas, retiradas incluidas, para el cursor). */
const paginaPendientes = async (db: VigiaDatabase, desde: number, limite: number): Promise<EntradaCola[]> =>
  (await db.syncupload.find({ selector: { estado: 'pendiente', orden: { $gt: desde } }, sort: [{ orden: 'asc' }], limit: limite }).exec()).map((d) =>
    d.toMutableJSON(),
  );

export const subirPendientes = async (
  ctx: ContextoLocal,
  rpc: ClienteRpc,
  tamLote: number,
  /** Tras cada lote que el servidor contestó (para limpiar un error de conexión ya superado). */
  alResponder: () => void = () => undefined,
): Promise<ResultadoSubida> => {
  const total: ResultadoSubida = { confirmadas: 0, fallidas: 0 };
  const aplazadas = new Set<string>();
  /** Documentos con un cambio aplazado: lo posterior que los toca espera detrás (orden por documento). */
  const bloqueados = new Set<string>();
  const { db } = ctx;
  /** Orden de la última entrada ya vista en esta subida: la siguiente página empieza detrás. */
  let cursor = -1;
  for (;;) {
    const candidatas: EntradaCola[] = [];
    let vistas: EntradaCola[] = [];
    let agotada = false;
    while (candidatas.length < tamLote && !agotada) {
      const pagina = await paginaPendientes(db, vistas.at(-1)?.orden ?? cursor, tamLote);
      agotada = pagina.length < tamLote;
      const vigentes = new Set(sinRetiradas(db, pagina).map((e) => e.idsync_upload));
      for (const e of pagina) {
        vistas.push(e);
        if (!vigentes.has(e.idsync_upload)) continue;
        if (aplazadas.has(e.idsync_upload) || e.documentos.some((d) => bloqueados.has(d))) {
          for (const d of e.documentos) bloqueados.add(d);
          continue;
        }
        candidatas.push(e);
        if (candidatas.length >= tamLote) break;
      }
    }
    const lote = recortarPorTamano(candidatas);
    // Lo visto tras la última del lote (si el tamaño lo recortó) se vuelve a leer en la vuelta siguiente.
    const ultima = lote.at(-1);
    if (ultima) vistas = vistas.filter((e) => e.orden <= ultima.orden);
    cursor = vistas.at(-1)?.orden ?? cursor;
    if (lote.length === 0) {
      if (aplazadas.size > 0) throw new ErrorTransporte(MENSAJES.sinServidor);
      return total;
    }
    const resultados = await rpc.lote(
      lote.map((e) => ({
        nombre: e.idsync_upload,
        metodo: e.metodo,
        params: { idsync_upload: e.idsync_upload, creado: e.creado, params: e.params, ...(e.reloj ? { reloj: e.reloj } : {}) } satisfies EnvolturaMutacion,
      })),
    );
    alResponder();
    await ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), async () => {
      const confirmadas: string[] = [];
      const subidos: string[] = [];
      for (const e of lote) {
        const r = resultados.get(e.idsync_upload);
        if (r?.ok) {
          confirmadas.push(e.idsync_upload);
          subidos.push(...e.documentos);
          continue;
        }
        const doc = await db.syncupload.findOne(e.idsync_upload).exec();
        if (r && r.error.definitivo) {
          total.fallidas++;
          await doc?.incrementalPatch({ estado: 'fallido', error: r.error.message, intentos: e.intentos + 1 });
        } else {
          aplazadas.add(e.idsync_upload);
          for (const d of e.documentos) bloqueados.add(d);
          await doc?.incrementalPatch({ intentos: e.intentos + 1, error: r?.error.message ?? null });
        }
      }
      // Lo que sube renueva la suscripción del padre de lo que toca (decisión 91), antes de la descarga que sigue.
      // Si no se puede (sin espacio), la confirmación sigue: lo más que pasa es que vuelva como eliminado.
      await renovarPadresSubidos(db, subidos).catch((e: unknown) => {
        console.warn(`[subida] no se pudo renovar la suscripción de lo subido: ${e instanceof Error ? e.message : String(e)}`);
      });
      await db.syncupload.bulkRemove(confirmadas);
      total.confirmadas += confirmadas.length;
    });
  }
};
