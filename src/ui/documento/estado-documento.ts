/**
 * En qué estado está "un documento por id" para una pantalla de detalle: se decide aquí, sin React, de lo
 * que se sabe (la consulta, el permiso y la descarga inicial), para que cada ficha diga lo mismo y lo
 * diga verdad: mientras la primera descarga no ha terminado, que falte el registro no significa que no
 * exista.
 */
export type EstadoDocumento<D> =
  /** Sin permiso de ver la entidad: ni se consulta. */
  | { fase: 'sinPermiso' }
  /** La consulta local aún no ha contestado. */
  | { fase: 'cargando' }
  /** No está en el dispositivo, pero la descarga inicial sigue: puede llegar. */
  | { fase: 'descargando'; recibidos: number | null }
  /** No está en este dispositivo (y la descarga ya terminó). */
  | { fase: 'noEsta' }
  /** Está, anulado (estado 0): se muestra, con el aviso. */
  | { fase: 'anulado'; doc: D }
  | { fase: 'listo'; doc: D };

export interface DatosDocumento<D> {
  permitido: boolean;
  /** undefined: la consulta no ha contestado; null: no existe en local. */
  doc: D | null | undefined;
  /** ¿Ha terminado alguna vez la descarga inicial de este dispositivo? */
  descargaHecha: boolean;
  /** Documentos recibidos en la descarga en curso, si hay una. */
  recibidos: number | null;
}

/** Un documento cuenta como anulado si su entidad tiene `estado` y vale 0. */
const esAnulado = (doc: object): boolean => 'estado' in doc && doc.estado === 0;

export const estadoDocumento = <D extends object>(d: DatosDocumento<D>): EstadoDocumento<D> => {
  if (!d.permitido) return { fase: 'sinPermiso' };
  if (d.doc === undefined) return { fase: 'cargando' };
  if (d.doc === null) return d.descargaHecha ? { fase: 'noEsta' } : { fase: 'descargando', recibidos: d.recibidos };
  return esAnulado(d.doc) ? { fase: 'anulado', doc: d.doc } : { fase: 'listo', doc: d.doc };
};
