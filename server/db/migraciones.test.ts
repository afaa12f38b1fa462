/**
 * Migraciones: se aplican en orden y una sola vez, quedan anotadas con su checksum, y el arranque falla si
 * un fichero ya aplicado cambia o desaparece (son de solo añadir). En PGlite y en PostgreSQL real.
 */
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from './backends-prueba';
import { aplicarMigraciones, checksumMigracion, leerMigraciones } from './migraciones';
import type { Db } from './tipos';

describe('ficheros de server/db/migraciones', () => {
  it('tienen nombres NNN_nombre.sql sin números repetidos, y 001 crea las tablas del núcleo', async () => {
    const migraciones = await leerMigraciones();
    expect(migraciones[0]?.nombre).toBe('001_nucleo.sql');
    const numeros = migraciones.map((m) => m.numero);
    expect(numeros).toEqual([...numeros].sort((a, b) => a - b));
    for (const tabla of ['usuario', 'token', 'intento_login']) expect(migraciones[0]?.sql).toContain(`CREATE TABLE ${tabla} (`);
  });

  it('el checksum no depende de los finales de línea', () => {
    expect(checksumMigracion('a;\r\nb;\r\n')).toBe(checksumMigracion('a;\nb;\n'));
    expect(checksumMigracion('a;\n')).not.toBe(checksumMigracion('b;\n'));
  });

  it('rechaza nombres mal formados y números repetidos', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vigia-mig-'));
    try {
      await writeFile(path.join(dir, '1_corto.sql'), 'SELECT 1;');
      await expect(leerMigraciones(dir)).rejects.toThrow('Nombre de migración no válido: 1_corto.sql');
      await unlink(path.join(dir, '1_corto.sql'));
      await writeFile(path.join(dir, '002_a.sql'), 'SELECT 1;');
      await writeFile(path.join(dir, '002_b.sql'), 'SELECT 1;');
      await expect(leerMigraciones(dir)).rejects.toThrow('Dos migraciones con el número 002');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(BACKENDS)('aplicarMigraciones sobre $nombre', (backend) => {
  describe('las migraciones del repositorio', () => {
    let db: Db;
    beforeAll(async () => {
      db = await backend.abrir();
    });
    afterAll(async () => {
      await db.cerrar();
    });

    it('se aplican todas la primera vez, con su checksum, y ninguna la segunda', async () => {
      const ficheros = await leerMigraciones();
      expect(await aplicarMigraciones(db)).toEqual(ficheros.map((m) => m.nombre));
      const anotadas = await db.query<{ nombre: string; checksum: string }>('SELECT nombre, checksum FROM migracion ORDER BY nombre');
      expect(anotadas).toEqual(ficheros.map((m) => ({ nombre: m.nombre, checksum: m.checksum })));
      expect(await aplicarMigraciones(db)).toEqual([]);
      const tablas = await db.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE tablename IN ('usuario', 'token', 'intento_login') ORDER BY 1");
      expect(tablas.map((f) => f.t)).toEqual(['intento_login', 'token', 'usuario']);
    });
  });

  describe('la guarda de solo añadir', () => {
    let db: Db;
    let dir: string;
    beforeAll(async () => {
      db = await backend.abrir();
    });
    afterAll(async () => {
      await db.cerrar();
    });
    beforeEach(async () => {
      // Una base para todas las pruebas del bloque (abrir PGlite es caro): cada una empieza sin tablas.
      await db.query('DROP TABLE IF EXISTS a, b, c, d, migracion CASCADE');
      dir = await mkdtemp(path.join(tmpdir(), 'vigia-mig-'));
      await writeFile(path.join(dir, '001_a.sql'), 'CREATE TABLE a (x int);');
      await writeFile(path.join(dir, '002_b.sql'), 'CREATE TABLE b (x int);\nINSERT INTO b VALUES (1);');
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('aplica solo las nuevas, en orden', async () => {
      expect(await aplicarMigraciones(db, { directorio: dir })).toEqual(['001_a.sql', '002_b.sql']);
      await writeFile(path.join(dir, '010_c.sql'), 'CREATE TABLE c (x int REFERENCES b (x));');
      await db.query('ALTER TABLE b ADD PRIMARY KEY (x)');
      expect(await aplicarMigraciones(db, { directorio: dir })).toEqual(['010_c.sql']);
    });

    it('falla si un fichero ya aplicado ha cambiado', async () => {
      await aplicarMigraciones(db, { directorio: dir });
      await writeFile(path.join(dir, '001_a.sql'), 'CREATE TABLE a (x int, y int);');
      await expect(aplicarMigraciones(db, { directorio: dir })).rejects.toThrow('La migración 001_a.sql ha cambiado después de aplicarse');
    });

    it('falla si falta el fichero de una migración aplicada', async () => {
      await aplicarMigraciones(db, { directorio: dir });
      await unlink(path.join(dir, '002_b.sql'));
      await expect(aplicarMigraciones(db, { directorio: dir })).rejects.toThrow('Falta el fichero de la migración ya aplicada 002_b.sql');
    });

    it('una migración que falla no deja nada a medias', async () => {
      await writeFile(path.join(dir, '003_mala.sql'), 'CREATE TABLE d (x int);\nSELECT * FROM no_existe;');
      await expect(aplicarMigraciones(db, { directorio: dir })).rejects.toThrow(/La migración 003_mala.sql ha fallado: .*no_existe/);
      const tablas = await db.query("SELECT tablename FROM pg_tables WHERE tablename IN ('a', 'b', 'd', 'migracion')");
      expect(tablas).toEqual([]);
    });
  });
});
