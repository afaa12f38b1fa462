/**
 * Migraciones SQL del servidor: server/db/migraciones/NNN_nombre.sql, aplicadas en orden al arrancar y
 * anotadas en la tabla `migracion` con el sha256 de su texto. Son de solo añadir: si un fichero ya
 * aplicado cambia o desaparece, el arranque falla en vez de dejar la base a medias. Todo va en una
 * transacción con un cerrojo consultivo, así que varios procesos pueden arrancar a la vez.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './tipos';

export const DIRECTORIO_MIGRACIONES = fileURLToPath(new URL('./migraciones/', import.meta.url));

/** Número arbitrario, fijo, del cerrojo consultivo de las migraciones. */
const CERROJO = 72_610_001;
const NOMBRE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migracion {
  nombre: string;
  numero: number;
  sql: string;
  checksum: string;
}

export const checksumMigracion = (sql: string): string =>
  createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

export const leerMigraciones = async (directorio = DIRECTORIO_MIGRACIONES): Promise<Migracion[]> => {
  const ficheros = (await readdir(directorio)).filter((f) => f.endsWith('.sql')).sort();
  const vistas = new Map<number, string>();
  const lista: Migracion[] = [];
  for (const nombre of ficheros) {
    const m = NOMBRE.exec(nombre);
    if (m === null) throw new Error(`Nombre de migración no válido: ${nombre} (se espera NNN_nombre.sql)`);
    const numero = Number(m[1]);
    const repetida = vistas.get(numero);
    if (repetida !== undefined) throw new Error(`Dos migraciones con el número ${m[1]}: ${repetida} y ${nombre}`);
    vistas.set(numero, nombre);
    const sql = await readFile(path.join(directorio, nombre), 'utf8');
    lista.push({ nombre, numero, sql, checksum: checksumMigracion(sql) });
  }
  return lista;
};

/** Aplica las migraciones pendientes; devuelve los nombres de las aplicadas ahora. */
export const aplicarMigraciones = async (db: Db, opciones: { directorio?: string } = {}): Promise<string[]> => {
  const migraciones = await leerMigraciones(opciones.directorio);
  return db.transaccion(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(${CERROJO})`);
    await q.query(`CREATE TABLE IF NOT EXISTS migracion (
      nombre text PRIMARY KEY,
      checksum text NOT NULL,
      aplicada timestamptz NOT NULL DEFAULT now()
    )`);
    const aplicadas = await q.query<{ nombre: string; checksum: string }>('SELECT nombre, checksum FROM migracion');
    const porNombre = new Map(migraciones.map((m) => [m.nombre, m]));
    for (const a of aplicadas) {
      const fichero = porNombre.get(a.nombre);
      if (fichero === undefined) throw new Error(`Falta el fichero de la migración ya aplicada ${a.nombre}`);
      if (fichero.checksum !== a.checksum) {
        throw new Error(`La migración ${a.nombre} ha cambiado después de aplicarse: las migraciones son de solo añadir, crea una nueva`);
      }
    }
    const hechas = new Set(aplicadas.map((a) => a.nombre));
    const nuevas: string[] = [];
    for (const m of migraciones) {
      if (hechas.has(m.nombre)) continue;
      try {
        await q.query(m.sql);
      } catch (error) {
        const detalle = error instanceof Error ? error.message : String(error);
        throw new Error(`La migración ${m.nombre} ha fallado: ${detalle}`, { cause: error });
      }
      await q.query('INSERT INTO migracion (nombre, checksum) VALUES ($1, $2)', [m.nombre, m.checksum]);
      nuevas.push(m.nombre);
    }
    return nuevas;
  });
};
