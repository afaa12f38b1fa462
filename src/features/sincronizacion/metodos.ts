/** Descripción legible de un método de la cola de subida ('parteTrabajo.updateSync' → 'Modificación de parte de trabajo'). */
import { entidades } from '../../../schemas';
import { etiquetasEntidad } from '../../lib/entidades.labels';
import { etiquetasAccionMetodo, etiquetasMetodosEspeciales } from './sincronizacion.labels';

const esAccionGenerica = (x: string): x is keyof typeof etiquetasAccionMetodo => Object.prototype.hasOwnProperty.call(etiquetasAccionMetodo, x);

export const describirMetodo = (metodo: string): string => {
  const especial = etiquetasMetodosEspeciales[metodo];
  if (especial) return especial;
  const punto = metodo.lastIndexOf('.');
  if (punto <= 0) return metodo;
  const prefijo = metodo.slice(0, punto);
  const accion = metodo.slice(punto + 1);
  const entidad = Object.values(entidades).find((e) => e.metodo === prefijo);
  if (!entidad || !esAccionGenerica(accion)) return metodo;
  return `${etiquetasAccionMetodo[accion]} de ${etiquetasEntidad[entidad.coleccion]}`;
};

/** Referencia 'coleccion:id' legible ('partetrabajo:12' → 'parte de trabajo 12'). */
export const describirDocumento = (ref: string): string => {
  const i = ref.indexOf(':');
  if (i <= 0) return ref;
  const coleccion = ref.slice(0, i);
  const id = ref.slice(i + 1);
  const entidad = Object.values(entidades).find((e) => e.coleccion === coleccion);
  return entidad ? `${etiquetasEntidad[entidad.coleccion]} ${id}` : ref;
};
