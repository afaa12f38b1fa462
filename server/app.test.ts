/**
 * crearServidor en proceso, escuchando de verdad en un puerto libre: migra, monta núcleo y sincronización,
 * responde por HTTP y cierra lo que abrió (y solo eso).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearServidor, type Servidor } from './app';
import { crearUsuario } from './auth/usuarios';
import { BACKENDS, crearBaseTemporal } from './db/backends-prueba';
import type { Db } from './db/tipos';
import { PASSWORD_PRUEBA, USUARIO_TECNICO } from './http/app-prueba';

const entrar = async (s: Servidor): Promise<string> => {
  const form = new FormData();
  form.set('username', USUARIO_TECNICO.login);
  form.set('password', PASSWORD_PRUEBA);
  const r = await fetch(`${s.url}/token/`, { method: 'POST', body: form });
  expect(r.status).toBe(200);
  const { token } = await r.json();
  return token;
};

describe.each(BACKENDS)('crearServidor con una Db dada ($nombre)', (backend) => {
  let db: Db;
  let s: Servidor;
  beforeAll(async () => {
    db = await backend.abrir();
    s = await crearServidor({ db, puerto: 0, semilla: false, distDir: '/nonexistent-vigia-dist' });
  });
  afterAll(async () => {
    await s.cerrar();
    await db.cerrar();
  });

  it('escucha en un puerto libre, con las migraciones aplicadas y los métodos de núcleo y sincronización', async () => {
    expect(s.puerto).toBeGreaterThan(0);
    expect(s.url).toBe(`http://127.0.0.1:${s.puerto}`);
    await crearUsuario(db, USUARIO_TECNICO);
    const token = await entrar(s);
    const r = await fetch(`${s.url}/api/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'parametro.select' },
        { jsonrpc: '2.0', id: 2, method: 'sync.pull', params: { checkpoint: 0 } },
      ]),
    });
    expect(r.status).toBe(200);
    const [parametros, pull] = await r.json();
    expect(parametros).toEqual({ jsonrpc: '2.0', id: 1, result: [] });
    expect(pull.id).toBe(2);
    expect(pull.error).toBeUndefined();
    expect(Array.isArray(pull.result.documentos)).toBe(true);
    const sinToken = await fetch(`${s.url}/api/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(sinToken.status).toBe(403);
    const app = await fetch(`${s.url}/app/`);
    expect(app.status).toBe(503);
    expect(app.headers.get('x-frame-options')).toBe('DENY');
  });

  it('cerrar() para el servidor pero no cierra la Db que se le dio', async () => {
    await s.cerrar();
    await expect(fetch(`${s.url}/app/`)).rejects.toThrow();
    expect(await db.query('SELECT 1 AS uno')).toEqual([{ uno: 1 }]);
  });
});

describe('crearServidor abre y cierra su propia base', () => {
  const bases: { borrar: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const b of bases) await b.borrar();
  });

  it('con databaseUrl (PostgreSQL) y con dataDir null (PGlite en memoria)', async () => {
    const base = await crearBaseTemporal();
    bases.push(base);
    for (const opciones of [{ databaseUrl: base.url }, { dataDir: null }]) {
      const s = await crearServidor({ ...opciones, puerto: 0, semilla: false, distDir: '/nonexistent-vigia-dist' });
      expect(s.db.tipo).toBe('databaseUrl' in opciones ? 'postgres' : 'pglite');
      expect((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM migracion'))[0]?.n).toBeGreaterThan(0);
      await s.cerrar();
      await expect(s.db.query('SELECT 1')).rejects.toThrow();
    }
  });
});
