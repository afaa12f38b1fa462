/**
 * Formulario de edición del parte, declarado para el hook genérico (src/ui/formulario/useFormulario):
 * valores que se editan, sus validadores y la conversión de los cambios al `cambios` de
 * `parteTrabajo.updateSync` (observaciones vacías → null).
 */
import type { DocDe } from '../../../schemas';
import { MAX_DESCRIPCION_PARTE, MAX_OBSERVACIONES_PARTE } from '../../../replication/validacion-campos';
import { fechaValida, maximoDe, requerido, requeridoValor } from '../../lib/validacion';
import type { Normalizadores, Validadores } from '../../ui/formulario/useFormulario';
import { esEstadoParte, type EstadoParte } from './partes.labels';

// Las mismas que exige el servidor (replication/validacion-campos.ts).
export const MAX_OBSERVACIONES = MAX_OBSERVACIONES_PARTE;
export const MAX_DESCRIPCION = MAX_DESCRIPCION_PARTE;

/** Campos editables en esta pantalla. */
export interface ValoresParte {
  descripcion: string;
  observaciones: string;
  estado: number;
  clasificacion: string;
  /** 'YYYY-MM-DD', null si se vacía, o el texto escrito si no es una fecha. */
  fecha: string | null;
  ffijada: string | null;
}

export const valoresDeParte = (doc: DocDe<'partetrabajo'>): ValoresParte => ({
  descripcion: doc.descripcion,
  observaciones: doc.observaciones ?? '',
  estado: doc.estado,
  clasificacion: doc.clasificacion,
  fecha: doc.fecha,
  ffijada: doc.ffijada ?? null,
});

export const validadoresParte: Validadores<ValoresParte> = {
  descripcion: [requerido, maximoDe(MAX_DESCRIPCION)],
  observaciones: [maximoDe(MAX_OBSERVACIONES)],
  clasificacion: [requerido],
  fecha: [requeridoValor, fechaValida],
  ffijada: [fechaValida],
};

/** Solo espacios equivale a sin observaciones. */
export const normalizadoresParte: Normalizadores<ValoresParte> = {
  observaciones: (v) => (v.trim() === '' ? '' : v),
};

export interface CambiosParte {
  descripcion?: string;
  observaciones?: string | null;
  estado?: EstadoParte;
  clasificacion?: string;
  fecha?: string;
  ffijada?: string | null;
}

/** Los cambios del formulario (ya validados) como `cambios` de parteTrabajo.updateSync. */
export const aCambiosParte = (c: Partial<ValoresParte>): CambiosParte => {
  const cambios: CambiosParte = {};
  if (c.descripcion !== undefined) cambios.descripcion = c.descripcion;
  if (c.observaciones !== undefined) cambios.observaciones = c.observaciones === '' ? null : c.observaciones;
  if (c.estado !== undefined && esEstadoParte(c.estado)) cambios.estado = c.estado;
  if (c.clasificacion !== undefined) cambios.clasificacion = c.clasificacion;
  if (typeof c.fecha === 'string') cambios.fecha = c.fecha;
  if (c.ffijada !== undefined) cambios.ffijada = c.ffijada;
  return cambios;
};

/** El valor del desplegable 'Estado' ('0', '1', '2') como estado de parte, o null si no vale. */
export const leerEstado = (valor: string): EstadoParte | null => {
  if (!/^\d$/.test(valor)) return null;
  const n = Number(valor);
  return esEstadoParte(n) ? n : null;
};
