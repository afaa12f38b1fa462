/**
 * POST /api/: JSON-RPC 2.0 con `Authorization: Bearer <token>`. La sesión se comprueba antes de leer el
 * cuerpo (sin sesión válida: 403 con el error -32001, sin gastar en leer un cuerpo grande). El cuerpo se
 * lee como texto y se parsea aquí, para responder en español a JSON mal formado, tipos de contenido
 * equivocados y cuerpos por encima del límite (413). Los errores JSON-RPC van con HTTP 200.
 * Cada respuesta lleva la hora del servidor (X-Vigia-Hora) y cada petición con sesión anota el contacto de
 * su token (issue 29: el reloj del dispositivo, replication/hora-dispositivo.ts).
 * Antes que nada, la admisión (server/http/admision.ts): con demasiadas peticiones a la vez la petición
 * espera turno o se rechaza al momento con 503 y Retry-After, sin autenticarla ni tocar la base; la que
 * espera turno y cuyo cliente se va no se procesa, y un lote cuyo cliente se fue deja de ejecutarse. El
 * turno de los rechazados viaja en la cabecera Vigia-Turno (de ida y de vuelta).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { crearCacheSesiones } from '../auth/cache-sesiones';
import { autenticacionAmbigua, MENSAJE_AUTENTICACION_AMBIGUA, tokenDeCabecera, type SesionAutenticada } from '../auth/tokens';
import type { Db } from '../db/tipos';
import { estadoDeError } from '../http/errores';
import { CODIGOS_RPC, errorRpc, MENSAJES_RPC, RESPUESTA_SESION_INVALIDADA } from './errores';
import { crearAnotadorContactos } from '../sync/contactos';
import { CABECERA_HORA } from '../../replication/hora-dispositivo';
import type { Despachador } from './servidor';
import { CODIGO_OCUPADO_SERVIDOR, mensajeServidorOcupado, type Admision } from '../http/admision';
import { CABECERA_TURNO } from '../../replication/turno-servidor';

export interface OpcionesApi {
  db: Db;
  despachador: Despachador;
  /** Tamaño máximo del cuerpo en bytes. */
  limiteBytes: number;
  /** Cuántas peticiones se procesan a la vez y el rechazo pronto del resto; sin ella, todas entran. */
  admision?: Admision;
}

const esJson = (tipo: string | undefined): boolean => {
  const medio = (tipo ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return medio === 'application/json' || medio === 'application/json-rpc' || (medio.startsWith('application/') && medio.endsWith('+json'));
};

/** Origen de la petición: la cabecera Origin si es un origen http(s), o el protocolo y el Host. */
const origenDe = (req: FastifyRequest): string => {
  const origin = req.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^\s/?#]+$/i.test(origin) ? origin : `${req.protocol}://${req.host}`;
};

const responder = (reply: FastifyReply, estado: number, json: string | Buffer): FastifyReply =>
  reply.code(estado).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);

const responderError = (reply: FastifyReply, estado: number, codigo: number, mensaje: string): FastifyReply =>
  responder(reply, estado, JSON.stringify(errorRpc(null, codigo, mensaje)));

/** ¿Se fue ya el cliente de esta petición (conexión cerrada)? */
const clienteIdo = (req: FastifyRequest): boolean => req.raw.socket.destroyed;

export const rutaApi: FastifyPluginAsync<OpcionesApi> = async (app, { db, despachador, limiteBytes, admision }) => {
  const sesiones = new WeakMap<FastifyRequest, SesionAutenticada>();
  // La sesión de cada token, recordada unos segundos (cache-sesiones.ts).
  const cache = crearCacheSesiones(db);
  // Los contactos de cada sesión, para comprobar el último contacto que declara un cambio sin red (sync/contactos.ts).
  const anotarContacto = crearAnotadorContactos(db);
  app.addHook('onClose', async () => cache.cerrar());

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: limiteBytes }, (_req, cuerpo, hecho) => {
    hecho(null, String(cuerpo));
  });

  if (admision !== undefined) {
    app.addHook('onRequest', async (req, reply) => {
      const cabecera = req.headers[CABECERA_TURNO];
      const entrada = await admision.entrar(() => clienteIdo(req), (fn) => reply.raw.once('close', fn), typeof cabecera === 'string' ? cabecera : null);
      // El turno (en el 503, o la prórroga en la respuesta de quien entró con él): el cliente lo devuelve al repetir.
      if (entrada.tipo !== 'abandonada' && entrada.turno !== null) reply.header(CABECERA_TURNO, entrada.turno);
      if (entrada.tipo === 'dentro') {
        // Al terminar la respuesta, o al cortarse la conexión, el turno pasa a la siguiente.
        reply.raw.once('close', entrada.salir);
        return;
      }
      const segundos = entrada.tipo === 'rechazada' ? entrada.reintentarTrasS : 1;
      reply.header('retry-after', String(segundos));
      return responderError(reply, 503, CODIGO_OCUPADO_SERVIDOR, mensajeServidorOcupado(segundos));
    });
  }

  app.addHook('onRequest', async (req, reply) => {
    if (autenticacionAmbigua(req.raw.rawHeaders)) return responderError(reply, 400, CODIGOS_RPC.peticionNoValida, MENSAJE_AUTENTICACION_AMBIGUA);
    const token = tokenDeCabecera(req.headers.authorization);
    const sesion = token === null ? null : await cache.autenticar(token);
    if (sesion === null) return responder(reply, 403, JSON.stringify(RESPUESTA_SESION_INVALIDADA));
    sesiones.set(req, sesion);
    anotarContacto(sesion.idtoken);
  });

  // La hora del servidor en cada respuesta: el dispositivo mide con ella el desfase de su reloj (issue 29).
  app.addHook('onSend', async (_req, reply) => {
    reply.header(CABECERA_HORA, new Date().toISOString());
  });

  app.setErrorHandler((error, req, reply) => {
    const estado = estadoDeError(error);
    if (estado === 413) return responderError(reply, 413, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.demasiadoGrande);
    if (estado === 415) return responderError(reply, 200, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.tipoContenido);
    if (estado < 500) return responderError(reply, 400, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.peticionNoValida);
    req.log.error({ err: error }, 'Error interno en /api/');
    return responderError(reply, 500, CODIGOS_RPC.interno, MENSAJES_RPC.interno);
  });

  const manejar = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const sesion = sesiones.get(req);
    if (sesion === undefined) return responder(reply, 403, JSON.stringify(RESPUESTA_SESION_INVALIDADA));
    if (!esJson(req.headers['content-type'])) return responderError(reply, 200, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.tipoContenido);
    let cuerpo: unknown;
    try {
      cuerpo = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      return responderError(reply, 200, CODIGOS_RPC.jsonMalFormado, MENSAJES_RPC.jsonMalFormado);
    }
    const salida = await despachador.procesar(cuerpo, { ...sesion, db, origen: origenDe(req) }, () => clienteIdo(req));
    if (salida === null) return reply.code(204).header('cache-control', 'no-store').send();
    return responder(reply, 200, salida);
  };

  app.post('/api/', manejar);
  app.post('/api', manejar);
};
