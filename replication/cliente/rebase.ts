/**
 * Rebase: escribe en local el estado del servidor de unos documentos y vuelve a correr encima, en orden,
 * los mutadores de las entradas de la cola que siguen vivas ('nuevo', 'pendiente', 'fallido') y tocan
 * esos documentos. Todo ocurre en memoria (TxEnMemoria sobre el estado del servidor) y se vuelca con
 * una sola escritura en bloque por colección, con el cerrojo de escritura tomado.
 *
 * - Afectadas: las entradas vivas cuyos `documentos` cruzan los del servidor, y por cierre transitivo las
 *   que cruzan los documentos de esas. Para que la base de cada documento sea de verdad la del servidor,
 *   quien llama puede traer antes (`completar`, con sync.documentos) los que le falten.
 * - Un documento que el servidor da por eliminado (borrado o fuera del ámbito del usuario) se borra en
 *   local, salvo que una entrada viva lo toque: entonces se conserva y se apunta en `refrescar` para
 *   volver a preguntarlo cuando ya no esté pendiente.
 * - Un mutador que ya no se puede aplicar encima del estado nuevo se salta (el servidor decidirá al subir).
 */
import { claveDe, esColeccion } from '../../schemas';
import { obtenerMutador } from './registro-mutadores';
import type { DocPull, EliminadoPull } from '../metodos';
import { conRegistro, parseRef, refDoc, type Doc } from '../tx';
import { cerrojoEscritura, entradasEnOrden, type ContextoLocal, type EntradaCola } from './cola';
import { modificarEstadoSync } from './estado-local';
import { TxEnMemoria, type Cambios } from './tx-memoria';
import { escribirCambios, lectorRxdb, soloEsquema } from './tx-rxdb';

/** Estado del servidor por referencia: el documento, o null si ya no está para este usuario. */
export type EstadoServidor = Map<string, Doc | null>;

export const estadoServidorDe = (documentos: readonly DocPull[], eliminados: readonly EliminadoPull[]): EstadoServidor => {
  const m: EstadoServidor = new Map();
  for (const e of eliminados) if (esColeccion(e.coleccion)) m.set(refDoc(e.coleccion, e.id), null);
  for (const d of documentos) {
    if (!esColeccion(d.coleccion)) continue;
    const doc = soloEsquema(d.coleccion, d.doc);
    const id = doc[claveDe(d.coleccion)];
    if (typeof id === 'string') m.set(refDoc(d.coleccion, id), doc);
  }
  return m;
};

/** Entradas vivas afectadas por unas referencias (cierre transitivo) y todas las referencias que tocan. */
export const afectadas = (vivas: readonly EntradaCola[], refs: Iterable<string>): { entradas: EntradaCola[]; refs: Set<string> } => {
  const todas = new Set(refs);
  const elegidas = new Set<EntradaCola>();
  let cambio = true;
  while (cambio) {
    cambio = false;
    for (const e of vivas) {
      if (elegidas.has(e) || !e.documentos.some((r) => todas.has(r))) continue;
      elegidas.add(e);
      for (const r of e.documentos) todas.add(r);
      cambio = true;
    }
  }
  return { entradas: vivas.filter((e) => elegidas.has(e)), refs: todas };
};

/** Referencias que hay que pedir al servidor para que el rebase parta de su estado (sin cerrojo). */
export const refsQueFaltan = async (ctx: ContextoLocal, servidor: EstadoServidor): Promise<string[]> => {
  const vivas = await entradasEnOrden(ctx.db);
  const { refs } = afectadas(vivas, servidor.keys());
  return [...refs].filter((r) => !servidor.has(r) && esColeccion(parseRef(r).coleccion));
};

export interface OpcionesRebase {
  /** Además de escribir, guarda el checkpoint y el cursor (página del pull), en el mismo cerrojo. */
  checkpoint?: { checkpoint: number; cursor: string | null };
  /** Referencias que dejan de estar por refrescar porque este estado las trae. */
  refrescadas?: readonly string[];
}

/** Escribe el estado del servidor con el rebase de lo pendiente encima. Devuelve los documentos escritos. */
export const aplicarEstadoServidor = async (ctx: ContextoLocal, servidor: EstadoServidor, opciones: OpcionesRebase = {}): Promise<number> =>
  ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), async () => {
    const vivas = await entradasEnOrden(ctx.db);
    const protegidas = new Set(vivas.flatMap((e) => e.documentos));
    const retenidas: string[] = [];
    const base: Cambios = new Map();
    for (const [ref, doc] of servidor) {
      if (doc === null && protegidas.has(ref)) retenidas.push(ref);
      else base.set(ref, doc);
    }
    const tx = new TxEnMemoria(lectorRxdb(ctx.db), base);
    for (const entrada of afectadas(vivas, base.keys()).entradas) {
      const mutador = await obtenerMutador(entrada.metodo);
      if (!mutador) continue;
      try {
        await mutador.aplicar(conRegistro(tx).tx, entrada.params, { lado: 'cliente', usuario: ctx.usuario, ahora: entrada.creado });
      } catch {
        // Ya no se puede aplicar sobre el estado del servidor: queda en la cola y el servidor decidirá.
      }
    }
    await escribirCambios(ctx.db, tx.cambios);

    const quitar = new Set(opciones.refrescadas ?? []);
    await modificarEstadoSync(ctx.db, (actual) => ({
      ...(opciones.checkpoint ?? {}),
      refrescar: [...new Set([...(actual.refrescar ?? []).filter((r) => !quitar.has(r)), ...retenidas])],
    }));
    return tx.cambios.size;
  });
