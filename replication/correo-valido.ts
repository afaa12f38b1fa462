/**
 * Correo electrónico válido: la misma regla en los formularios (src/lib/validacion.ts) y en los mutadores
 * de los dos lados (validacion-campos.ts), así que el servidor rechaza lo mismo que la pantalla.
 */

export const EMAIL_INCORRECTO = 'El correo electrónico no es correcto';

/**
 * Parte local y dominio con al menos un punto, sin espacios, una sola arroba, etiquetas del dominio sin
 * guiones en los extremos y dominio de primer nivel de 2 letras o más.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Longitud máxima de una dirección (RFC 5321). */
export const MAX_EMAIL = 254;

export const esEmail = (valor: string): boolean => {
  const t = valor.trim();
  if (t.length > MAX_EMAIL || !EMAIL.test(t)) return false;
  const local = t.slice(0, t.indexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
};

/** Para un campo opcional: vacío o null valen; otro valor tiene que ser un correo. */
export const comprobarEmailOpcional = (valor: unknown): string | null => {
  if (valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '')) return null;
  return typeof valor === 'string' && esEmail(valor) ? null : EMAIL_INCORRECTO;
};
