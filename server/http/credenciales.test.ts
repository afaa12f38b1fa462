/**
 * Credenciales en el borde HTTP: el registro de peticiones no guarda tokens (ni `?token=` en la URL ni
 * la cabecera Authorization) y una petición con dos credenciales (dos cabeceras Authorization) se
 * rechaza con 400 en vez de usar la primera en silencio.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearUsuario } from '../auth/usuarios';
import { BACKENDS } from '../db/backends-prueba';
import { aplicarMigraciones } from '../db/migraciones';
import type { Db } from '../db/tipos';
import { instalarStream } from '../sync/stream';
import { PASSWORD_PRUEBA, USUARIO_TECNICO } from './app-prueba';
import { construirApp } from './construir';
import { urlSinSecretos } from './registro';

const AMBIGUA = 'Petición rechazada: manda el token de sesión una sola vez (una cabecera Authorization o ?token=, no varias)';

describe('urlSinSecretos', () => {
  it('oculta el valor de los parámetros secretos, con cualquier codificación, y deja lo demás', () => {
    expect(urlSinSecretos('/api/stream?token=abc')).toBe('/api/stream?token=[oculto]');
    expect(urlSinSecretos('/api/stream?a=1&TOKEN=abc&b=2')).toBe('/api/stream?a=1&TOKEN=[oculto]&b=2');
    expect(urlSinSecretos('/api/stream?tok%65n=abc&token')).toBe('/api/stream?tok%65n=[oculto]&token=[oculto]');
    expect(urlSinSecretos('/x?password=1&access_token=2&%E0=3')).toBe('/x?password=[oculto]&access_token=[oculto]&%E0=[oculto]');
    expect(urlSinSecretos('/app/partes?pagina=2')).toBe('/app/partes?pagina=2');
    expect(urlSinSecretos('/salud')).toBe('/salud');
  });
});

describe('registro y credenciales sobre el servidor', () => {
  let db: Db;
  let app: FastifyInstance;
  let url: string;
  let token: string;
  const lineas: string[] = [];

  const pedir = (ruta: string, cabeceras: Record<string, string | string[]>, metodo = 'GET', cuerpo?: string): Promise<{ estado: number; texto: string }> =>
    new Promise((resolve, reject) => {
      const req = http.request(`${url}${ruta}`, { method: metodo, headers: cabeceras }, (res) => {
        let texto = '';
        res.setEncoding('utf8');
        res.on('data', (t: string) => {
          texto += t;
        });
        res.on('end', () => resolve({ estado: res.statusCode ?? 0, texto }));
      });
      req.on('error', reject);
      req.end(cuerpo);
    });

  beforeAll(async () => {
    const backend = BACKENDS.find((b) => b.nombre === 'pglite');
    if (!backend) throw new Error('Falta el backend PGlite');
    db = await backend.abrir();
    await aplicarMigraciones(db);
    await crearUsuario(db, USUARIO_TECNICO);
    app = await construirApp({
      db, tokenTtlHoras: 1, limiteApiBytes: 1024 * 1024, distDir: '/nonexistent-vigia-dist', csp: null,
      registrar: { write: (linea: string) => void lineas.push(linea) },
    });
    instalarStream(app, { db, poda: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const r = await app.inject({
      method: 'POST', url: '/token/', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: USUARIO_TECNICO.login, password: PASSWORD_PRUEBA }).toString(),
    });
    token = (r.json() as { token: string }).token;
  });
  afterAll(async () => {
    await app?.close();
    await db?.cerrar();
  });

  it('el registro no guarda el token de ?token= ni la cabecera Authorization', async () => {
    lineas.length = 0;
    // Token que no vale (403) y token válido pero ambiguo (400): las dos URLs llevan el token.
    const malo = await app.inject({ method: 'GET', url: '/api/stream?token=SECRETO-de-la-url' });
    expect(malo.statusCode).toBe(403);
    const doble = await app.inject({ method: 'GET', url: `/api/stream?x=1&token=${token}`, headers: { authorization: `Bearer ${token}` } });
    expect(doble.statusCode).toBe(400);
    const api = await app.inject({
      method: 'POST', url: '/api/', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'parametro.select', params: {} }),
    });
    expect(api.statusCode).toBe(200);
    const todo = lineas.join('');
    expect(lineas.length).toBeGreaterThanOrEqual(6); // entrada y salida de cada petición
    expect(todo).not.toContain('SECRETO-de-la-url');
    expect(todo).not.toContain(token);
    expect(todo.toLowerCase()).not.toContain('authorization');
    expect(todo).toContain('"url":"/api/stream?token=[oculto]"');
    expect(todo).toContain('"url":"/api/stream?x=1&token=[oculto]"');
  });

  it('/api/ con dos cabeceras Authorization: 400 con el motivo en español, sin usar ninguna', async () => {
    const cuerpo = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'parametro.select', params: {} });
    const bien = await pedir('/api/', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, 'POST', cuerpo);
    expect(bien.estado).toBe(200);
    const r = await pedir('/api/', { authorization: [`Bearer ${token}`, 'Bearer de-otro'], 'content-type': 'application/json' }, 'POST', cuerpo);
    expect(r.estado).toBe(400);
    expect(JSON.parse(r.texto)).toMatchObject({ jsonrpc: '2.0', id: null, error: { message: AMBIGUA } });
  });

  it('/api/stream con cabecera y ?token=, o con dos cabeceras: 400 con el motivo', async () => {
    const casos: [string, Record<string, string | string[]>][] = [
      [`/api/stream?token=${token}`, { authorization: `Bearer ${token}` }],
      ['/api/stream', { authorization: [`Bearer ${token}`, `Bearer ${token}`] }],
    ];
    for (const [ruta, cabeceras] of casos) {
      const r = await pedir(ruta, cabeceras);
      expect(r.estado).toBe(400);
      expect(JSON.parse(r.texto)).toEqual({ error: AMBIGUA });
    }
  });
});
