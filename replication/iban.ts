/**
 * IBAN (ISO 13616) con sus dígitos de control: la misma regla en los formularios (src/lib/validacion.ts)
 * y en los mutadores de los dos lados (validacion-campos.ts), así que el servidor rechaza lo mismo que la
 * pantalla.
 */

export const IBAN_INCORRECTO = 'El IBAN no es correcto';

/** 'ES91 2100-0418…' → 'ES9121000418…'. */
export const normalizarIban = (valor: string): string => valor.replace(/[\s-]/g, '').toUpperCase();

/** País, dígitos de control y cuenta, con el módulo 97 igual a 1; de España, 24 caracteres. */
export const esIban = (valor: string): boolean => {
  const limpio = normalizarIban(valor);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(limpio)) return false;
  if (limpio.startsWith('ES') && limpio.length !== 24) return false;
  const reordenado = limpio.slice(4) + limpio.slice(0, 4);
  let resto = 0;
  for (const ch of reordenado) {
    const n = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    resto = Number(`${resto}${n}`) % 97;
  }
  return resto === 1;
};

/** Para los mutadores: 'El IBAN no es correcto' si falta o no lo es. */
export const comprobarIban = (valor: unknown): string | null => (typeof valor === 'string' && esIban(valor) ? null : IBAN_INCORRECTO);
