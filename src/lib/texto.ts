/**
 * Los normalizadores de texto de los formularios, una vez: lo que se guarda de lo que el usuario escribió.
 * Un formulario los usa como `normalizar` de un campo o al pasar sus valores a cambios.
 */

/** El texto sin espacios al principio ni al final. */
export const recortar = (v: string): string => v.trim();

/** El texto recortado, o null si queda vacío (un campo opcional que la base guarda como null). */
export const textoONulo = (v: string): string | null => {
  const t = v.trim();
  return t === '' ? null : t;
};

/**
 * '' si solo hay espacios; si no, el texto tal cual (un área cuyos saltos y sangrías cuentan, como las
 * observaciones de un parte, no se recorta).
 */
export const vacioSiEnBlanco = (v: string): string => (v.trim() === '' ? '' : v);

/** null si solo hay espacios; si no, el texto tal cual (sin recortar: sus saltos y sangrías cuentan). */
export const nuloSiEnBlanco = (v: string): string | null => (v.trim() === '' ? null : v);

/** null si está vacío; si no, el texto tal cual (para valores que ya pasaron por `recortar`). */
export const vacioANulo = (v: string): string | null => (v === '' ? null : v);
