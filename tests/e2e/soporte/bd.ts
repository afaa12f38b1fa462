/**
 * Bases de datos de las e2e: una base PostgreSQL nueva por fichero de specs (vigia_e2e_<azar>, creada y
 * borrada a través de la base `postgres`) y una conexión `pg` para inspeccionarla mientras el servidor
 * corre; o la carpeta PGlite del servidor, que se abre aquí solo con el servidor ya parado.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const URL_PG_ADMIN = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type FilaBd = Record<string, unknown>;

export interface ConexionBd {
  query<T extends FilaBd = FilaBd>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  cerrar(): Promise<void>;
}

export interface BaseDatosPrueba {
  nombre: string;
  url: string;
  conectar(): Promise<ConexionBd>;
  borrar(): Promise<void>;
}

const urlDe = (nombre: string): string => {
  const u = new URL(URL_PG_ADMIN);
  u.pathname = `/${nombre}`;
  return u.toString();
};

const conPg = async (url: string): Promise<ConexionBd> => {
  const cliente = new pg.Client({ connectionString: url });
  cliente.on('error', () => undefined);
  await cliente.connect();
  return {
    async query<T extends FilaBd = FilaBd>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const r = await cliente.query<T>(sql, [...params]);
      return r.rows;
    },
    cerrar: () => cliente.end(),
  };
};

const admin = async <T>(fn: (c: ConexionBd) => Promise<T>): Promise<T> => {
  let c: ConexionBd;
  try {
    c = await conPg(URL_PG_ADMIN);
  } catch (e) {
    throw new Error(`PostgreSQL no responde en ${URL_PG_ADMIN} (${e instanceof Error ? e.message : String(e)}): ejecuta scripts/preparar-entorno.sh`, { cause: e });
  }
  try {
    return await fn(c);
  } finally {
    await c.cerrar();
  }
};

/** Crea una base vacía vigia_e2e_<azar> en el PostgreSQL local. */
export const crearBaseDatosPrueba = async (): Promise<BaseDatosPrueba> => {
  const nombre = `vigia_e2e_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${nombre}`));
  return {
    nombre,
    url: urlDe(nombre),
    conectar: () => conPg(urlDe(nombre)),
    borrar: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`)).then(() => undefined),
  };
};

/** Abre la carpeta de datos PGlite de un servidor ya parado (PGlite no admite dos procesos a la vez). */
export const abrirPglite = async (dataDir: string): Promise<ConexionBd> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    async query<T extends FilaBd = FilaBd>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const r = await db.query<T>(sql, [...params]);
      return r.rows;
    },
    cerrar: () => db.close(),
  };
};
