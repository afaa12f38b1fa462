/**
 * Versión 63: `fecha_desc` en partes y órdenes (clave ascendente de «más nuevos primero», ver
 * claveDescendente) y `documentos` en la cola de subida (qué documentos toca cada entrada, para el
 * rebase y para no borrar lo pendiente). Las entradas antiguas no lo guardaban: se deduce de sus
 * parámetros cuando se puede (id / doc[clave] con el prefijo del método, y cualquier parámetro que se
 * llame como la clave primaria de una entidad).
 */
import { claveDescendente, entidades, esColeccion, type Coleccion, type ColeccionCualquiera } from '../schemas';
import { refDoc } from '../replication/tx';
import type { PasoMigracion } from './tipos';

/** Campos que aparecieron en la versión 63, por colección (también sirve para derivar los esquemas 62). */
export const CAMPOS_NUEVOS_V63: Partial<Record<ColeccionCualquiera, readonly string[]>> = {
  partetrabajo: ['fecha_desc'],
  ordentrabajo: ['fecha_desc'],
  syncupload: ['documentos'],
};

const esObjeto = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const coleccionDeMetodo = (metodo: string): Coleccion | null => {
  const prefijo = metodo.slice(0, metodo.indexOf('.'));
  const e = Object.values(entidades).find((x) => x.metodo === prefijo);
  return e && esColeccion(e.coleccion) ? e.coleccion : null;
};

/** Documentos ('coleccion:id') que toca una entrada de la cola, deducidos de su método y parámetros. */
export const documentosDeParams = (metodo: string, params: unknown): string[] => {
  if (!esObjeto(params)) return [];
  const refs = new Set<string>();
  const propia = coleccionDeMetodo(metodo);
  if (propia) {
    const clave = entidades[propia].clave;
    if (typeof params.id === 'string') refs.add(refDoc(propia, params.id));
    if (esObjeto(params.doc) && typeof params.doc[clave] === 'string') refs.add(refDoc(propia, params.doc[clave]));
  }
  for (const e of Object.values(entidades)) {
    const valor = params[e.clave];
    if (typeof valor === 'string' && valor.length > 0) refs.add(refDoc(e.coleccion, valor));
  }
  return [...refs];
};

const conFechaDesc = (clave: string): PasoMigracion => (doc) =>
  typeof doc.fecha === 'string' && typeof doc[clave] === 'string'
    ? { ...doc, fecha_desc: claveDescendente(doc.fecha, doc[clave]) }
    : doc;

export const pasosV63: Partial<Record<ColeccionCualquiera, PasoMigracion>> = {
  partetrabajo: conFechaDesc(entidades.partetrabajo.clave),
  ordentrabajo: conFechaDesc(entidades.ordentrabajo.clave),
  syncupload: (doc) => ({
    ...doc,
    documentos: Array.isArray(doc.documentos) ? doc.documentos : documentosDeParams(String(doc.metodo), doc.params),
  }),
};
