/**
 * 'Campo requerido', sin más dependencias: la pantalla de entrada lo usa desde el chunk de entrada, y
 * validacion.ts (que lo reexporta) arrastra zod con la comprobación de horas.
 */
export const CAMPO_REQUERIDO = 'Campo requerido';

/** 'Campo requerido' si el texto está vacío (o solo tiene espacios), si no null. */
export const requerido = (valor: string): string | null => (valor.trim() === '' ? CAMPO_REQUERIDO : null);
