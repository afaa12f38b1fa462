/**
 * Monta la aplicación Fastify del núcleo: cabeceras de seguridad, POST /token/, POST /api/ con los
 * métodos del núcleo (sesión, parámetros) más los que se pasen, y la app estática bajo /app/.
 * No escucha ni abre la base: eso lo hace server/app.ts. Las pruebas del núcleo la usan directamente.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { metodosSesion } from '../auth/metodos';
import { rutaToken } from '../auth/login';
import type { Db } from '../db/tipos';
import { metodoParametroSelect } from '../rpc/parametro';
import { rutaApi } from '../rpc/ruta';
import { crearDespachador } from '../rpc/servidor';
import type { MetodoRpc } from '../rpc/tipos';
import { estadoDeError, MENSAJES_HTTP } from './errores';
import { estaticos } from './estaticos';
import { instalarCabecerasSeguridad } from './seguridad';

export interface OpcionesApp {
  db: Db;
  /** Métodos RPC además de los del núcleo (los de sincronización, en server/app.ts). */
  metodos?: readonly MetodoRpc[];
  tokenTtlHoras: number;
  limiteApiBytes: number;
  distDir: string;
  csp: string | null;
  /** Registro de peticiones y errores (pino, de Fastify). */
  registrar: boolean;
}

export const metodosNucleo = (o: { tokenTtlHoras: number }): MetodoRpc[] => [...metodosSesion(o), metodoParametroSelect];

export const construirApp = async (o: OpcionesApp): Promise<FastifyInstance> => {
  const app = Fastify({ logger: o.registrar });
  instalarCabecerasSeguridad(app, { csp: o.csp });

  app.setNotFoundHandler(async (req, reply) =>
    reply.code(404).send({ error: `No encontrado: ${req.method} ${req.url.split('?')[0] ?? ''}` }));
  app.setErrorHandler(async (error, req, reply) => {
    const estado = estadoDeError(error);
    if (estado >= 500) req.log.error({ err: error }, 'Error interno');
    const mensaje = estado === 413 ? MENSAJES_HTTP.demasiadoGrande : estado >= 500 ? MENSAJES_HTTP.interno : 'Petición no válida';
    return reply.code(estado).send({ error: mensaje });
  });

  const despachador = crearDespachador([...metodosNucleo(o), ...(o.metodos ?? [])], {
    registrarError: (error, metodo) => app.log.error({ err: error, metodo }, `Error interno en el método ${metodo}`),
  });
  await app.register(rutaToken, { db: o.db, tokenTtlHoras: o.tokenTtlHoras });
  await app.register(rutaApi, { db: o.db, despachador, limiteBytes: o.limiteApiBytes });
  await app.register(estaticos, { distDir: o.distDir });
  return app;
};
