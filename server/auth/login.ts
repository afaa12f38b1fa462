/**
 * POST /token/: inicio de sesión con usuario y contraseña (multipart/form-data, como la app original;
 * también x-www-form-urlencoded y JSON). Responde RespuestaToken o 401 'Usuario o contraseña
 * incorrectos'. Si el usuario no existe se compara igualmente contra un hash señuelo, para que el
 * tiempo de respuesta no revele qué usuarios existen. Cada intento queda en `intento_login`, y tras
 * demasiados fallos (limite-login.ts) responde 429 'Demasiados intentos...' aunque la contraseña sea buena.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RespuestaToken } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import { ErrorHttp, MENSAJES_HTTP, estadoDeError } from '../http/errores';
import { anotarIntento, mensajeDemasiadosIntentos, segundosBloqueo } from './limite-login';
import { obtenerHashSenuelo, verificarPassword } from './password';
import { esTextoValido, MENSAJE_TEXTO_NO_VALIDO } from '../../replication/texto-seguro';
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
    // Todo fallo al leer el formulario viene del cuerpo que mandó el cliente: ficheros o partes de más, y
    // también un multipart cortado o sin límite (busboy lanza errores sin código HTTP, que darían un 500).
    throw new ErrorHttp(400, FORMULARIO_NO_VALIDO);
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

  const iniciarSesion = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const campos = req.isMultipart() ? await camposMultipart(req) : camposDeCuerpo(req.body);
    const falta = faltan(campos);
    if (falta !== null) throw new ErrorHttp(400, falta);
    const login = (campos.username ?? '').trim();
    const password = campos.password ?? '';
    if (login.length > MAX_CAMPO || password.length > MAX_CAMPO) throw new ErrorHttp(400, 'El usuario o la contraseña son demasiado largos');
    // PostgreSQL no admite el carácter nulo en un texto: sin esto la consulta del usuario daría un 500.
    if (!esTextoValido(login) || !esTextoValido(password)) throw new ErrorHttp(400, MENSAJE_TEXTO_NO_VALIDO);

    const espera = await segundosBloqueo(db, login, req.ip);
    if (espera !== null) {
      await anotarIntento(db, { login, ip: req.ip, correcto: false, bloqueado: true });
      return reply.code(429).header('cache-control', 'no-store').header('retry-after', String(Math.ceil(espera)))
        .send({ error: mensajeDemasiadosIntentos(Math.max(1, Math.ceil(espera / 60))) });
    }

    const fila = await buscarPorLogin(db, login);
    let correcto = false;
    if (fila !== null && fila.activo) correcto = await verificarPassword(password, fila.hash);
    else await verificarPassword(password, await obtenerHashSenuelo()); // mismo coste que si existiera
    await anotarIntento(db, { login, ip: req.ip, correcto });
    if (!correcto || fila === null) throw new ErrorHttp(401, MENSAJE_CREDENCIALES);

    const { usuario } = usuarioDeFila(fila);
    const { token, expira } = await emitirToken(db, usuario.idusuario, tokenTtlHoras);
    const respuesta: RespuestaToken = { token, usuario, expira };
    return reply.header('cache-control', 'no-store').send(respuesta);
  };

  for (const url of ['/token/', '/token']) app.post(url, iniciarSesion);
};
