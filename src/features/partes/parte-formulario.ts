/**
 * Lógica pura del formulario de edición del parte. El formulario muestra, campo a campo, lo que el
 * usuario ha tocado (borrador) o, si no lo ha tocado, el valor actual del documento: así un cambio que
 * llega por debajo (otra pestaña, una descarga) se ve al instante sin pisar lo que se está escribiendo.
 */
import { maximo } from '../../lib/validacion';
import { esEstadoParte, type EstadoParte } from './partes.labels';

export const MAX_OBSERVACIONES = 4000;

/** Campos editables en esta pantalla y su valor en el documento. */
export interface ValoresParte {
  observaciones: string | null;
  estado: number;
}

/** Lo que el usuario ha tocado: solo los campos presentes se consideran editados. */
export interface BorradorParte {
  observaciones?: string;
  estado?: EstadoParte;
}

export interface CambiosParte {
  observaciones?: string | null;
  estado?: EstadoParte;
}

/** Texto normalizado para comparar y guardar: '' y solo espacios equivalen a sin observaciones (null). */
const normalizarTexto = (t: string | null | undefined): string | null => (t === null || t === undefined || t.trim() === '' ? null : t);

/** Lo que se ve en el formulario. */
export const valoresVisibles = (doc: ValoresParte, borrador: BorradorParte): { observaciones: string; estado: number } => ({
  observaciones: borrador.observaciones ?? doc.observaciones ?? '',
  estado: borrador.estado ?? doc.estado,
});

/** Solo los campos que difieren del documento: lo que se manda en `cambios`. */
export const calcularCambios = (doc: ValoresParte, borrador: BorradorParte): CambiosParte => {
  const cambios: CambiosParte = {};
  if (borrador.observaciones !== undefined) {
    const nuevo = normalizarTexto(borrador.observaciones);
    if (nuevo !== normalizarTexto(doc.observaciones)) cambios.observaciones = nuevo;
  }
  if (borrador.estado !== undefined && borrador.estado !== doc.estado) cambios.estado = borrador.estado;
  return cambios;
};

export const hayCambios = (cambios: CambiosParte): boolean => Object.keys(cambios).length > 0;

export interface ErroresParte {
  observaciones: string | null;
}

export const validarParte = (valores: { observaciones: string }): ErroresParte => ({
  observaciones: maximo(valores.observaciones, MAX_OBSERVACIONES),
});

export const esValido = (errores: ErroresParte): boolean => errores.observaciones === null;

/**
 * Tras guardar, el borrador de los campos guardados se suelta en cuanto el documento ya los refleja
 * (hasta entonces se sigue viendo lo escrito, sin parpadeo al valor anterior).
 */
export const soltarGuardados = (doc: ValoresParte, borrador: BorradorParte, guardados: CambiosParte): BorradorParte => {
  const siguiente: BorradorParte = { ...borrador };
  if (
    guardados.observaciones !== undefined &&
    normalizarTexto(borrador.observaciones) === guardados.observaciones &&
    normalizarTexto(doc.observaciones) === guardados.observaciones
  ) {
    delete siguiente.observaciones;
  }
  if (guardados.estado !== undefined && borrador.estado === guardados.estado && doc.estado === guardados.estado) {
    delete siguiente.estado;
  }
  return siguiente;
};

/** El valor del desplegable 'Estado' ('0', '1', '2') como estado de parte, o null si no vale. */
export const leerEstado = (valor: string): EstadoParte | null => {
  if (!/^\d$/.test(valor)) return null;
  const n = Number(valor);
  return esEstadoParte(n) ? n : null;
};
