/**
 * Cabeceras de seguridad en todas las respuestas. La Content-Security-Policy estricta llega más
 * adelante: se configura con `csp` (variable CONTENT_SECURITY_POLICY) y se envía tal cual; mientras sea
 * null no se envía ninguna (ojo: ajv compila validadores con `new Function`, ver DESIGN.md).
 */
import type { FastifyInstance } from 'fastify';

export interface OpcionesSeguridad {
  /** Valor de Content-Security-Policy, o null para no enviarla. */
  csp: string | null;
}

export const CABECERAS_SEGURIDAD: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export const instalarCabecerasSeguridad = (app: FastifyInstance, { csp }: OpcionesSeguridad): void => {
  const cabeceras = csp === null ? CABECERAS_SEGURIDAD : { ...CABECERAS_SEGURIDAD, 'content-security-policy': csp };
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(cabeceras);
  });
};
