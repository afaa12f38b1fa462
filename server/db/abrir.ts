/**
 * Abre la base de datos: PostgreSQL real si hay databaseUrl; si no, PGlite en dataDir (null = memoria).
 */
import { abrirPglite } from './pglite';
import { abrirPostgres } from './postgres';
import type { Db } from './tipos';

export interface OpcionesDb {
  databaseUrl?: string;
  /** Directorio de datos de PGlite; null = en memoria. Por defecto ./data. */
  dataDir?: string | null;
}

export const abrirDb = async ({ databaseUrl, dataDir }: OpcionesDb): Promise<Db> => {
  if (databaseUrl !== undefined && databaseUrl !== '') return abrirPostgres(databaseUrl);
  return abrirPglite(dataDir === undefined ? './data' : dataDir);
};
