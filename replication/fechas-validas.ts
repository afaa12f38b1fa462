/**
 * Fechas e instantes que se aceptan en cualquier entrada (parámetros de métodos y campos de documentos):
 * una fecha 'AAAA-MM-DD' que existe en el calendario y un instante ISO 8601 con zona ('Z' o ±hh:mm).
 * Lo comprueban zod en los parámetros y ajv en los documentos (server/sync/validacion.ts); texto que no
 * lo es (`"' OR '1'='1"`) es un error de validación en español, nunca llega a la base de datos.
 */
import { z } from './zod';

export const MENSAJE_FECHA_NO_VALIDA = 'La fecha no es válida (AAAA-MM-DD)';
export const MENSAJE_INSTANTE_NO_VALIDO = 'La fecha y hora no es válida (ISO 8601 con zona horaria)';

export const HORA_INCORRECTA = 'La hora no es correcta (hh:mm)';

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** ¿Hora 'hh:mm' de 00:00 a 23:59? */
export const esHora = (s: string): boolean => HORA.test(s);
const INSTANTE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** ¿'AAAA-MM-DD' de un día que existe? */
export const esFecha = (s: string): boolean => {
  const m = FECHA.exec(s);
  if (!m) return false;
  const [a, mes, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const fecha = new Date(0);
  fecha.setUTCFullYear(a, mes - 1, d); // Date.UTC llevaría los años 0–99 a 1900–1999
  return fecha.getUTCFullYear() === a && fecha.getUTCMonth() === mes - 1 && fecha.getUTCDate() === d;
};

/** ¿Instante ISO 8601 con zona horaria de un día que existe? */
export const esInstante = (s: string): boolean => {
  const m = INSTANTE.exec(s);
  return m !== null && esFecha(m[1] ?? '') && !Number.isNaN(Date.parse(s));
};

/**
 * El mismo instante, en zod (para `creado` y los parámetros): su formato ISO ya comprueba el calendario
 * (31/02 no) y sale en el esquema JSON ('date-time'); lo prueba texto-seguro.test.ts junto a esInstante.
 */
export const zInstante = z.iso.datetime({ offset: true, error: MENSAJE_INSTANTE_NO_VALIDO }).max(35, MENSAJE_INSTANTE_NO_VALIDO);
