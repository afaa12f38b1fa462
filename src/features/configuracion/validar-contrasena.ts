/** Validación del formulario de cambio de contraseña: actual, nueva (≥ 6 caracteres) y repetición igual. */
import { contrasena, requerido } from '../../lib/validacion';
import { MENSAJES_CONFIGURACION } from './configuracion.labels';


export interface FormularioContrasena {
  actual: string;
  nueva: string;
  repetida: string;
}

export type ErroresContrasena = Record<keyof FormularioContrasena, string | null>;

export const validarContrasena = (f: FormularioContrasena): ErroresContrasena => ({
  actual: requerido(f.actual),
  nueva: requerido(f.nueva) ?? contrasena(f.nueva),
  repetida: requerido(f.repetida) ?? (f.repetida !== f.nueva ? MENSAJES_CONFIGURACION.contrasenasDistintas : null),
});

export const sinErrores = (e: ErroresContrasena): boolean => e.actual === null && e.nueva === null && e.repetida === null;
