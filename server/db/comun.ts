/**
 * Reglas comunes a los dos accesos a PostgreSQL (PGlite y pg), para que se comporten igual:
 * - Sin parámetros, una consulta va por el protocolo simple y admite varias sentencias (migraciones);
 *   se devuelven las filas de la última. Con parámetros, una sola sentencia.
 * - Los parámetros jsonb se pasan como texto (JSON.stringify): pg convertiría un array JS en un array
 *   de PostgreSQL y PGlite en JSON, así que solo el texto significa lo mismo en los dos.
 * - Dentro de `transaccion(fn)` solo se consulta con la Consulta que recibe fn: usar la Db ahí
 *   bloquearía PGlite (una sola conexión) y en pg escribiría fuera de la transacción. Se detecta y falla.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const dentroDeTransaccion = new AsyncLocalStorage<true>();

export const enTransaccion = <T>(fn: () => Promise<T>): Promise<T> => dentroDeTransaccion.run(true, fn);

export const comprobarFueraDeTransaccion = (): void => {
  if (dentroDeTransaccion.getStore() === true) {
    throw new Error('Consulta a la Db dentro de una transacción: usa la Consulta que recibe la función de transaccion()');
  }
};

const CANAL = /^[a-z_][a-z0-9_]{0,62}$/;

/** Nombre de canal LISTEN/NOTIFY válido (se interpola en LISTEN, así que se restringe). */
export const validarCanal = (canal: string): string => {
  if (!CANAL.test(canal)) throw new Error(`Nombre de canal no válido: ${canal}`);
  return canal;
};

/**
 * Un texto como literal de SQL, para el `inicio` de una transacción (que no lleva parámetros): comillas
 * dobladas y, si hay barras, la forma E'…' con ellas dobladas (la misma regla que pg.escapeLiteral).
 */
export const literal = (texto: string): string => {
  const dobladas = texto.replace(/'/g, "''");
  return texto.includes('\\') ? ` E'${dobladas.replace(/\\/g, '\\\\')}'` : `'${dobladas}'`;
};

/**
 * Una lista de textos como literal de SQL de tipo text[]: cada elemento entre comillas dobles con sus
 * comillas y barras escapadas (la forma de texto de un array de PostgreSQL), y el conjunto con `literal`.
 */
export const literalTextos = (textos: readonly string[]): string =>
  `${literal(`{${textos.map((t) => `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`)}::text[]`;
