/**
 * Db sobre PGlite (PostgreSQL embebido en el proceso): en disco con un directorio, en memoria sin él.
 * PGlite es una sola conexión: sus propias esperas serializan las consultas y las transacciones
 * (una consulta fuera espera a que termine la transacción en curso). LISTEN/NOTIFY funcionan dentro
 * del proceso. Las reglas comunes con pg están en comun.ts.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { comprobarFueraDeTransaccion, enTransaccion, validarCanal } from './comun';
import type { Consulta, Db, Fila } from './tipos';

/** Fechas sin hora (date) como texto 'YYYY-MM-DD', igual que en postgres.ts. */
const OID_DATE = 1082;

const consultar = async <T extends Fila>(q: PGlite | Transaction, sql: string, params?: readonly unknown[]): Promise<T[]> => {
  if (params === undefined || params.length === 0) {
    const resultados = await q.exec(sql);
    // exec no es genérico; la forma de la fila la fija quien escribe el SQL, como en query<T>.
    return (resultados.at(-1)?.rows ?? []) as T[];
  }
  const resultado = await q.query<T>(sql, [...params]);
  return resultado.rows;
};

export const abrirPglite = async (dir: string | null): Promise<Db> => {
  if (dir !== null) await mkdir(dir, { recursive: true });
  const opciones = { parsers: { [OID_DATE]: (x: string) => x } };
  const pg = dir !== null ? new PGlite(dir, opciones) : new PGlite(opciones);
  await pg.waitReady;

  return {
    tipo: 'pglite',
    query: <T extends Fila = Fila>(sql: string, params?: readonly unknown[]) => {
      comprobarFueraDeTransaccion();
      return consultar<T>(pg, sql, params);
    },
    transaccion: <T>(fn: (q: Consulta, inicial: readonly Fila[]) => Promise<T>, inicio?: string, fin?: (resultado: T) => string | undefined) => {
      comprobarFueraDeTransaccion();
      return pg.transaction(async (tx) => {
        const inicial = inicio === undefined ? [] : await consultar(tx, inicio);
        const resultado = await enTransaccion(() => fn({ query: (sql, params) => consultar(tx, sql, params) }, inicial));
        const antesDelCommit = fin?.(resultado);
        if (antesDelCommit !== undefined) await tx.exec(antesDelCommit);
        return resultado;
      });
    },
    escuchar: async (canal, fn) => {
      const dejar = await pg.listen(validarCanal(canal), (payload) => {
        try {
          fn(payload);
        } catch (error) {
          console.error(`Error en el oyente del canal ${canal}:`, error);
        }
      });
      return async () => {
        if (!pg.closed) await dejar();
      };
    },
    notificar: async (canal, payload) => {
      comprobarFueraDeTransaccion();
      await pg.query('SELECT pg_notify($1, $2)', [validarCanal(canal), payload]);
    },
    cerrar: async () => {
      if (!pg.closed) await pg.close();
    },
  };
};
