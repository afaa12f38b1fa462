/**
 * POST /token/: inicio de sesión con usuario y contraseña (multipart/form-data, como la app original;
 * también x-www-form-urlencoded y JSON). Responde RespuestaToken o 401 'Usuario o contraseña
 * incorrectos'. Si el usuario no existe se compara igualmente contra un hash señuelo, para que el
 * tiempo de respuesta no revele qué usuarios existen. Cada intento queda en `intento_login`.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RespuestaToken } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import { ErrorHttp, MENSAJES_HTTP, estadoDeError } from '../http/errores';
import { obtenerHashSenuelo, verificarPassword } from './password';
import { emitirToken } from './tokens';
import { buscarPorLogin, usuarioDeFila } from './usuarios';

export interface OpcionesLogin {
  db: Db;
  tokenTtlHoras: number;
}

export const MENSAJE_CREDENCIALES = 'Usuario o contraseña incorrectos';
const MAX_CAMPO = 200;
const LIMITE_FORMULARIO = 16 * 1024;

type Campos = Partial<Record<'username' | 'password', string>>;

const FORMULARIO_NO_VALIDO = 'El formulario de inicio de sesión no es válido';

const camposMultipart = async (req: FastifyRequest): Promise<Campos> => {
  const campos: Campos = {};
  try {
    for await (const parte of req.parts({ limits: { fields: 10, fieldSize: 1024, files: 0, parts: 10 } })) {
      if (parte.type !== 'field') continue;
      if (parte.valueTruncated) throw new ErrorHttp(400, 'El usuario o la contraseña son demasiado largos');
      if ((parte.fieldname === 'username' || parte.fieldname === 'password') && campos[parte.fieldname] === undefined && typeof parte.value === 'string') {
        campos[parte.fieldname] = parte.value;
      }
    }
  } catch (error) {
    if (error instanceof ErrorHttp) throw error;
    if (estadoDeError(error) < 500) throw new ErrorHttp(400, FORMULARIO_NO_VALIDO);
    throw error;
  }
  return campos;
};

const camposDeCuerpo = (cuerpo: unknown): Campos => {
  if (typeof cuerpo !== 'object' || cuerpo === null || Array.isArray(cuerpo)) return {};
  const campos: Campos = {};
  for (const clave of ['username', 'password'] as const) {
    const valor: unknown = Object.prototype.hasOwnProperty.call(cuerpo, clave) ? Reflect.get(cuerpo, clave) : undefined;
    if (typeof valor === 'string') campos[clave] = valor;
  }
  return campos;
};

const faltan = (c: Campos): string | null => {
  const usuario = c.username === undefined || c.username.trim() === '';
  const password = c.password === undefined || c.password === '';
  if (usuario && password) return 'Faltan el usuario y la contraseña';
  if (usuario) return 'Falta el usuario';
  if (password) return 'Falta la contraseña';
  return null;
};

export const rutaToken: FastifyPluginAsync<OpcionesLogin> = async (app, { db, tokenTtlHoras }) => {
  await app.register(fastifyMultipart);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: LIMITE_FORMULARIO }, (_req, cuerpo, hecho) => {
    hecho(null, Object.fromEntries(new URLSearchParams(String(cuerpo))));
  });

  app.setErrorHandler((error, req, reply) => {
    const estado = estadoDeError(error);
    if (estado >= 500) req.log.error({ err: error }, 'Error interno en el inicio de sesión');
    const mensaje =
      error instanceof ErrorHttp ? error.message
      : estado === 413 ? MENSAJES_HTTP.demasiadoGrande
      : estado === 415 ? 'Tipo de contenido no admitido: envía el usuario y la contraseña como formulario'
      : estado < 500 ? FORMULARIO_NO_VALIDO
      : MENSAJES_HTTP.interno;
    return reply.code(estado).header('cache-control', 'no-store').send({ error: mensaje });
  });

  const iniciarSesion = async (req: FastifyRequest): Promise<RespuestaToken> => {
    const campos = req.isMultipart() ? await camposMultipart(req) : camposDeCuerpo(req.body);
    const falta = faltan(campos);
    if (falta !== null) throw new ErrorHttp(400, falta);
    const login = (campos.username ?? '').trim();
    const password = campos.password ?? '';
    if (login.length > MAX_CAMPO || password.length > MAX_CAMPO) throw new ErrorHttp(400, 'El usuario o la contraseña son demasiado largos');

    const fila = await buscarPorLogin(db, login);
    let correcto = false;
    if (fila !== null && fila.activo) correcto = await verificarPassword(password, fila.hash);
    else await verificarPassword(password, await obtenerHashSenuelo()); // mismo coste que si existiera
    await db.query('INSERT INTO intento_login (login, ip, correcto) VALUES ($1, $2, $3)', [login, req.ip, correcto]);
    if (!correcto || fila === null) throw new ErrorHttp(401, MENSAJE_CREDENCIALES);

    const { usuario } = usuarioDeFila(fila);
    const { token } = await emitirToken(db, usuario.idusuario, tokenTtlHoras);
    return { token, usuario };
  };

  for (const url of ['/token/', '/token']) {
    app.post(url, async (req, reply) => {
      const respuesta = await iniciarSesion(req);
      return reply.header('cache-control', 'no-store').send(respuesta);
    });
  }
};
