/**
 * Bases de datos para las pruebas del servidor, una por backend: PGlite en memoria y una base temporal
 * `vigia_t_<aleatorio>` en el PostgreSQL real (PRUEBAS_POSTGRES_URL, por defecto el local), que se
 * borra al cerrar la Db. Uso: `describe.each(BACKENDS)('$nombre', (backend) => ...)`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { abrirPglite } from './pglite';
import { abrirPostgres } from './postgres';
import type { Db } from './tipos';

export const URL_POSTGRES_PRUEBAS = process.env.PRUEBAS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BackendPrueba {
  nombre: Db['tipo'];
  /** Abre una base vacía y propia; su `cerrar()` también la borra. */
  abrir(): Promise<Db>;
}

const conAdmin = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: URL_POSTGRES_PRUEBAS });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

/** URL de la misma instancia con otra base de datos. */
const urlConBase = (base: string): string => {
  const u = new URL(URL_POSTGRES_PRUEBAS);
  u.pathname = `/${base}`;
  return u.toString();
};

export const crearBaseTemporal = async (): Promise<{ url: string; borrar: () => Promise<void> }> => {
  const nombre = `vigia_t_${randomBytes(6).toString('hex')}`;
  await conAdmin((c) => c.query(`CREATE DATABASE ${nombre}`));
  return {
    url: urlConBase(nombre),
    borrar: () => conAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    }),
  };
};

export const BACKENDS: BackendPrueba[] = [
  { nombre: 'pglite', abrir: () => abrirPglite(null) },
  {
    nombre: 'postgres',
    abrir: async () => {
      const base = await crearBaseTemporal();
      const db = await abrirPostgres(base.url);
      return {
        ...db,
        cerrar: async () => {
          await db.cerrar();
          await base.borrar();
        },
      };
    },
  },
];
