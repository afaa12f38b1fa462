/**
 * La app estática bajo /app/: redirección desde /, fallback de la SPA a index.html, caché (no-cache para
 * index.html y sw.js, immutable para assets/ con huella), 404 para ficheros que faltan, 503 en español
 * si no se ha compilado, y las cabeceras de seguridad en todas las respuestas.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CON_HUELLA, estaticos } from './estaticos';
import { cspPorDefecto, instalarCabecerasSeguridad } from './seguridad';

const INDICE = '<!doctype html><html lang="es"><title>Vigía</title><div id="root"></div></html>';

const montar = async (distDir: string, csp: string | null = null): Promise<FastifyInstance> => {
  const app = Fastify();
  instalarCabecerasSeguridad(app, { csp });
  await app.register(estaticos, { distDir });
  await app.ready();
  return app;
};

const comprobarSeguridad = (cabeceras: Record<string, unknown>): void => {
  expect(cabeceras['x-content-type-options']).toBe('nosniff');
  expect(cabeceras['x-frame-options']).toBe('DENY');
  expect(cabeceras['referrer-policy']).toBe('strict-origin-when-cross-origin');
};

describe('app compilada en dist/', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vigia-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDICE);
    await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Vigía"}');
    await writeFile(path.join(dir, 'assets', 'index-Bx3kT9a1.js'), 'console.log("vigía");');
    app = await montar(dir, "default-src 'self'");
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('/ redirige (302) a /app/, y /app a /app/', async () => {
    const r = await app.inject('/');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/app/');
    comprobarSeguridad(r.headers);
    const sinBarra = await app.inject('/app');
    expect(sinBarra.statusCode).toBe(302);
    expect(sinBarra.headers.location).toBe('/app/');
    expect((await app.inject('/app?x=1')).headers.location).toBe('/app/?x=1');
  });

  it('/app/ sirve index.html sin caché', async () => {
    const r = await app.inject('/app/');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(INDICE);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    comprobarSeguridad(r.headers);
    expect(r.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('las rutas de la SPA que no son ficheros reciben index.html', async () => {
    for (const url of ['/app/clientes/12', '/app/partes/asignados?x=1', '/app/offline/partes/3a0b4c5d-1111-2222-3333-444455556666/firmar']) {
      const r = await app.inject(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(INDICE);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
    const navegacion = await app.inject({ url: '/app/clientes/a.b', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(navegacion.body).toBe(INDICE);
  });

  it('sw.js y el manifiesto sin caché; assets/ con huella, immutable', async () => {
    const sw = await app.inject('/app/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/app/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    const js = await app.inject('/app/assets/index-Bx3kT9a1.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("vigía");');
    expect(js.headers['cache-control']).toBe(CACHE_CON_HUELLA);
    comprobarSeguridad(js.headers);
  });

  it('un fichero que falta da 404 (no index.html)', async () => {
    for (const url of ['/app/assets/index-NoExiste.js', '/app/favicon.ico']) {
      const r = await app.inject(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('<div id="root">');
    }
  });

  it('no sale de dist/ con rutas relativas', async () => {
    const r = await app.inject('/app/../package.json');
    expect(r.body).not.toContain('"name": "vigia"');
    const codificada = await app.inject('/app/%2e%2e/%2e%2e/etc/passwd');
    expect(codificada.body).not.toContain('root:');
  });
});

describe('sin dist/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await montar(path.join(tmpdir(), 'vigia-no-existe-dist'));
  });
  afterAll(async () => {
    await app.close();
  });

  it('/app/ y sus rutas responden 503 con una página en español que dice cómo compilar', async () => {
    expect((await app.inject('/app')).headers.location).toBe('/app/');
    for (const url of ['/app/', '/app/clientes/1']) {
      const r = await app.inject(url);
      expect(r.statusCode, url).toBe(503);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.body).toContain('La aplicación no está compilada');
      expect(r.body).toContain('npm run build');
      comprobarSeguridad(r.headers);
      expect(r.headers['content-security-policy']).toBe(cspPorDefecto());
    }
    expect((await app.inject('/')).headers.location).toBe('/app/');
  });
});
