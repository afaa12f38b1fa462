/**
 * GET /salud/admision: lo que ha contado la admisión de este proceso (admision.ts) desde que arrancó: los
 * 503 por motivo, las peticiones abandonadas en la fila, los turnos dados, respetados y ajenos, y lo que
 * hay ahora en curso y en la fila. Lo lee el bench de la flota (bench/flota-tormenta.ts) junto a lo que
 * cuentan los dispositivos.
 * Solo desde la propia máquina y sin pasar por un proxy: la conexión viene de 127.0.0.0/8 o ::1 y no trae
 * X-Forwarded-For ni Forwarded; si no, 404 (como si no existiera). No toca la base.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Admision } from './admision';

export const RUTA_CUENTAS_ADMISION = '/salud/admision';

const esLocal = (req: FastifyRequest): boolean => {
  const ip = (req.raw.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const local = ip === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ip);
  return local && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
};

export const rutaCuentasAdmision: FastifyPluginAsync<{ admision: Admision }> = async (app, { admision }) => {
  app.get(RUTA_CUENTAS_ADMISION, async (req, reply) => {
    if (!esLocal(req)) return reply.code(404).send({ error: `No encontrado: GET ${RUTA_CUENTAS_ADMISION}` });
    return reply.header('cache-control', 'no-store').send(admision.cuentas());
  });
};
