/**
 * GET /api/stream: server-sent events que avisan ("poke") a cada dispositivo conectado de que algo de
 * su conjunto de trabajo ha cambiado; el líder del cliente entonces hace sync.pull.
 *
 * - Token en `Authorization: Bearer …` o en `?token=` (EventSource no manda cabeceras); 403 si no vale.
 * - Al conectar se manda un poke con el último seq confirmado (lo que cambió mientras no había stream).
 * - Cada aviso de NOTIFY (de este proceso o de otro) se reenvía como `event: poke` a los clientes cuyas
 *   etiquetas cortan las del aviso (a todos si es '*', y siempre a los de ámbito 'todo').
 * - Un comentario `: ping` cada 15 s mantiene viva la conexión a través de proxies.
 * También programa la poda periódica del registro de cambios: es el enganche del motor de
 * sincronización con el ciclo de vida del servidor.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { MENSAJES } from '../../replication/errores';
import type { UsuarioSesion } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import type { AmbitoUsuario } from '../seed/tipos';
import { cortan, etiquetasUsuario } from './ambito';
import { TODAS, type Aviso } from './aviso';
import { suscribirAvisos } from './difusor';
import { DIAS_REGISTRO, programarPoda } from './poda';
import { seqConfirmado } from './registro';

export const RUTA_STREAM = '/api/stream';

export interface DepsStream {
  db: Db;
  autenticar(token: string): Promise<{ usuario: UsuarioSesion; ambito: AmbitoUsuario } | null>;
  /** Milisegundos entre pings (15 s). */
  pingMs?: number;
  /** Poda periódica del registro (por defecto cada 6 h, conservando 90 días); null la desactiva. */
  poda?: { cadaMs: number; dias: number } | null;
}

interface ClienteStream {
  etiquetas: string[] | null;
  res: ServerResponse;
}

const PODA_POR_DEFECTO = { cadaMs: 6 * 60 * 60 * 1000, dias: DIAS_REGISTRO };

const tokenDe = (req: FastifyRequest): string | null => {
  const cabecera = req.headers.authorization;
  const m = typeof cabecera === 'string' ? /^Bearer\s+(.+)$/i.exec(cabecera.trim()) : null;
  if (m?.[1]) return m[1];
  const enQuery = new URL(req.url, 'http://localhost').searchParams.get('token');
  return enQuery && enQuery.length > 0 ? enQuery : null;
};

const poke = (seq: number): string => `event: poke\ndata: ${JSON.stringify({ seq })}\n\n`;

export const instalarStream = (app: FastifyInstance, deps: DepsStream): void => {
  const clientes = new Set<ClienteStream>();
  let ultimoSeq = 0;
  let cancelar: (() => Promise<void>) | null = null;
  let ping: NodeJS.Timeout | null = null;
  let detenerPoda: (() => void) | null = null;

  const escribir = (c: ClienteStream, texto: string): void => {
    if (!c.res.writableEnded && !c.res.destroyed) c.res.write(texto);
  };

  const alAviso = (aviso: Aviso): void => {
    ultimoSeq = Math.max(ultimoSeq, aviso.seq);
    const texto = poke(ultimoSeq);
    for (const c of clientes) {
      if (aviso.ambito === TODAS || c.etiquetas === null || cortan(aviso.ambito, c.etiquetas)) escribir(c, texto);
    }
  };

  app.addHook('onReady', async () => {
    cancelar = await suscribirAvisos(deps.db, alAviso);
    ping = setInterval(() => {
      for (const c of clientes) escribir(c, ': ping\n\n');
    }, deps.pingMs ?? 15_000);
    ping.unref();
    const poda = deps.poda === undefined ? PODA_POR_DEFECTO : deps.poda;
    if (poda) detenerPoda = programarPoda(deps.db, poda);
  });

  // Antes de cerrar el servidor HTTP: un stream abierto no termina solo y haría esperar al cierre.
  app.addHook('preClose', async () => {
    for (const c of clientes) c.res.end();
    clientes.clear();
  });

  app.addHook('onClose', async () => {
    if (ping) clearInterval(ping);
    detenerPoda?.();
    if (cancelar) await cancelar();
  });

  app.get(RUTA_STREAM, async (req, reply) => {
    const token = tokenDe(req);
    const sesion = token ? await deps.autenticar(token) : null;
    if (!sesion) return reply.code(403).send({ error: MENSAJES.sesionInvalidada });
    const seq = await seqConfirmado(deps.db);
    ultimoSeq = Math.max(ultimoSeq, seq);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const cliente: ClienteStream = { etiquetas: etiquetasUsuario(sesion.usuario, sesion.ambito), res };
    clientes.add(cliente);
    res.on('close', () => clientes.delete(cliente));
    res.write('retry: 3000\n\n');
    escribir(cliente, poke(seq));
  });
};
