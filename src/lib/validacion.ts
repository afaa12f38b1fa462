/** Mensajes y comprobaciones de validación de formularios (especificación, sección 5). */

export const CAMPO_REQUERIDO = 'Campo requerido';

export const mensajeMaximo = (n: number): string => `No puede ser mayor a ${n} caracteres.`;

/** 'Campo requerido' si el texto está vacío (o solo tiene espacios), si no null. */
export const requerido = (valor: string): string | null => (valor.trim() === '' ? CAMPO_REQUERIDO : null);

/** 'No puede ser mayor a {n} caracteres.' si el texto pasa de n caracteres, si no null. */
export const maximo = (valor: string, n: number): string | null => ([...valor].length > n ? mensajeMaximo(n) : null);
