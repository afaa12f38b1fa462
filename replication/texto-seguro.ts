/**
 * Texto que se puede guardar: sin el carácter nulo (U+0000, que PostgreSQL no admite en text ni en
 * jsonb) y sin sustitutos UTF-16 sueltos (la mitad de un par, que no es Unicode válido). Lo comprueban
 * el servidor a la entrada de cada llamada (todo texto de los parámetros, también las claves) y el
 * dispositivo en los formularios y al encolar, con el mismo mensaje.
 */

/** Sustituto suelto: alto sin bajo detrás, o bajo sin alto delante. */
const SUSTITUTO_SUELTO = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NULO = String.fromCharCode(0);

export const MENSAJE_TEXTO_NO_VALIDO = 'El texto contiene caracteres no válidos';

export const esTextoValido = (s: string): boolean => !s.includes(NULO) && !SUSTITUTO_SUELTO.test(s);

/** Mensaje del formulario para un campo de texto, o null si vale. */
export const comprobarTexto = (v: unknown): string | null =>
  typeof v === 'string' && !esTextoValido(v) ? MENSAJE_TEXTO_NO_VALIDO : null;

/** Profundidad máxima que se recorre; más honda ya es una entrada no válida. */
export const PROFUNDIDAD_MAXIMA = 32;

/**
 * Primera ruta ('doc.observaciones', 'refs.3') con un texto no válido dentro de `valor`, '(demasiado
 * anidado)' si pasa de PROFUNDIDAD_MAXIMA niveles, o null si todo vale.
 */
export const buscarTextoNoValido = (valor: unknown, ruta = '', profundidad = 0): string | null => {
  if (typeof valor === 'string') return esTextoValido(valor) ? null : ruta || '(valor)';
  if (typeof valor !== 'object' || valor === null) return null;
  if (profundidad >= PROFUNDIDAD_MAXIMA) return '(demasiado anidado)';
  const entradas: [string, unknown][] = Array.isArray(valor)
    ? valor.map((v, i): [string, unknown] => [String(i), v])
    : Object.entries(valor);
  for (const [k, v] of entradas) {
    const aqui = ruta ? `${ruta}.${k}` : k;
    if (!esTextoValido(k)) return aqui;
    const r = buscarTextoNoValido(v, aqui, profundidad + 1);
    if (r !== null) return r;
  }
  return null;
};

/** El texto con cada carácter no válido cambiado por '�' (para nombrarlo en un mensaje sin repetirlo). */
export const textoMostrable = (s: string): string => Array.from(s, (c) => (esTextoValido(c) ? c : '\ufffd')).join('');
