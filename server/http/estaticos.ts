/**
 * La app compilada (dist/ de Vite) bajo /app/, y / redirige allí.
 * - Rutas de la SPA (/app/clientes/12...) que no son ficheros: dist/index.html.
 * - index.html, sw.js y el resto de ficheros sin huella: `no-cache` (se revalidan siempre, para que una
 *   versión nueva llegue); dist/assets/* llevan huella en el nombre: un año e `immutable`.
 * - Sin dist/ (no se ha compilado): /app/ responde 503 con una página que dice cómo compilar.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

export interface OpcionesEstaticos {
  distDir: string;
}

export const CACHE_SIN_HUELLA = 'no-cache';
export const CACHE_CON_HUELLA = 'public, max-age=31536000, immutable';

const cacheDe = (fichero: string, distDir: string): string => {
  const relativo = path.relative(distDir, fichero).split(path.sep);
  return relativo.length > 1 && relativo[0] === 'assets' ? CACHE_CON_HUELLA : CACHE_SIN_HUELLA;
};

const PAGINA_SIN_COMPILAR = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vigía: falta compilar la app</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>La aplicación no está compilada</h1>
<p>El servidor está en marcha, pero no encuentra la app compilada (dist/).</p>
<p>Ejecuta <code>npm run build</code> y reinicia el servidor, o arranca con <code>npm start</code>, que compila cuando hace falta.</p>
</body>
</html>
`;

/** ¿Parece una ruta de la SPA (navegación) y no un fichero que falta? */
const esRutaDeApp = (req: FastifyRequest): boolean => {
  const ultimo = (req.url.split('?')[0] ?? '').split('/').pop() ?? '';
  const aceptaHtml = (req.headers.accept ?? '').includes('text/html');
  return (req.method === 'GET' || req.method === 'HEAD') && (aceptaHtml || !ultimo.includes('.'));
};

const noEncontrado = (req: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply.code(404).send({ error: `No encontrado: ${req.method} ${req.url.split('?')[0] ?? ''}` });

export const estaticos: FastifyPluginAsync<OpcionesEstaticos> = async (app, { distDir }) => {
  app.get('/', async (_req, reply) => reply.redirect('/app/', 302));

  if (!existsSync(path.join(distDir, 'index.html'))) {
    const sinCompilar = async (_req: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(PAGINA_SIN_COMPILAR);
    app.get('/app', async (req, reply) => reply.redirect(`/app/${req.url.slice(4)}`, 302));
    app.get('/app/', sinCompilar);
    app.get('/app/*', sinCompilar);
    return;
  }

  await app.register(async (ambito) => {
    // /app → /app/ (la base de la app lleva barra final; así las rutas relativas resuelven igual).
    ambito.addHook('onRequest', async (req, reply) => {
      if (req.url === '/app' || req.url.startsWith('/app?')) return reply.redirect(`/app/${req.url.slice(4)}`, 302);
    });
    await ambito.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      redirect: true,
      index: ['index.html'],
      setHeaders: (reply, fichero) => {
        reply.header('cache-control', cacheDe(fichero, distDir));
      },
    });
    ambito.setNotFoundHandler(async (req, reply) => {
      if (!esRutaDeApp(req)) return noEncontrado(req, reply);
      return reply.header('cache-control', CACHE_SIN_HUELLA).sendFile('index.html');
    });
  }, { prefix: '/app' });
};
