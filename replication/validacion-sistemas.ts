/**
 * Comprobaciones por campo de los sistemas y lo que cuelga de ellos, en los dos lados (ver
 * validacion-campos.ts): el formulario muestra los mismos mensajes antes de encolar y el servidor los
 * repite porque no se fía del dispositivo. Longitudes máximas compartidas con las pantallas.
 */
export const MAX_DESCRIPCION_SISTEMA = 200;
export const MAX_OBSERVACIONES_SISTEMA = 4000;

const CAMPO_REQUERIDO = 'Campo requerido';
const mensajeMaximo = (n: number): string => `No puede ser mayor a ${n} caracteres.`;

type Comprobacion = (valor: unknown) => string | null;

/** Texto obligatorio de hasta `n` caracteres. */
export const textoRequerido =
  (n: number): Comprobacion =>
  (v) => {
    if (typeof v !== 'string' || v.trim() === '') return CAMPO_REQUERIDO;
    return [...v].length > n ? mensajeMaximo(n) : null;
  };

/** Texto opcional (null o vacío valen) de hasta `n` caracteres. */
export const textoOpcionalHasta =
  (n: number): Comprobacion =>
  (v) =>
    typeof v === 'string' && [...v].length > n ? mensajeMaximo(n) : null;

export const VALIDACIONES_SISTEMA: Readonly<Record<string, Comprobacion>> = {
  descripcion: textoRequerido(MAX_DESCRIPCION_SISTEMA),
  observaciones: textoOpcionalHasta(MAX_OBSERVACIONES_SISTEMA),
};
