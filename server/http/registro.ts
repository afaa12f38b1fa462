/**
 * Registro de peticiones (pino, de Fastify) sin secretos: la URL de cada petición se escribe con el
 * valor de los parámetros secretos (`?token=` del stream, que EventSource no puede mandar en cabecera)
 * y el token de los enlaces de firma (/api/firma/<token>, /app/firmar/<token>) sustituidos por
 * '[oculto]', y nunca se escriben cabeceras (Authorization, Cookie): el serializador de la petición
 * solo saca método, URL limpia, host y dirección remota, y `redact` tapa además cualquier
 * `headers.authorization` o `headers.cookie` que alguien registre a mano.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Parámetros de la URL cuyo valor no se escribe nunca en el registro (en minúsculas). */
export const PARAMETROS_SECRETOS: ReadonlySet<string> = new Set(['token', 'access_token', 'password', 'contrasena']);
export const OCULTO = '[oculto]';

/** Destino de las líneas del registro (por defecto, la salida estándar). */
export interface DestinoRegistro {
  write(linea: string): void;
}

const nombreParametro = (crudo: string): string | null => {
  try {
    return decodeURIComponent(crudo.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return null; // codificación rota: no se sabe qué es, se oculta
  }
};

/** Rutas cuyo siguiente segmento es un secreto: el token de un enlace de firma (server/sobres/). */
const RUTA_CON_TOKEN = /^(\/(?:api\/firma|app\/firmar)\/)[^/?#]+/;

/** La URL con el valor de los parámetros secretos (y el token de un enlace de firma) sustituido por '[oculto]'. */
export const urlSinSecretos = (crudo: string): string => {
  const url = crudo.replace(RUTA_CON_TOKEN, `$1${OCULTO}`);
  const i = url.indexOf('?');
  if (i < 0) return url;
  const consulta = url
    .slice(i + 1)
    .split('&')
    .map((par) => {
      const igual = par.indexOf('=');
      const crudo = igual < 0 ? par : par.slice(0, igual);
      const nombre = nombreParametro(crudo);
      return nombre === null || PARAMETROS_SECRETOS.has(nombre) ? `${crudo}=${OCULTO}` : par;
    })
    .join('&');
  return `${url.slice(0, i)}?${consulta}`;
};

const RUTAS_CABECERAS = ['authorization', 'cookie'].flatMap((c) => [`headers.${c}`, `*.headers.${c}`, `*.headers["${c}"]`]);

/** Opciones del logger de Fastify: las de pino más el serializador de peticiones sin secretos. */
export const opcionesRegistro = (destino?: DestinoRegistro): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level: 'info',
  ...(destino === undefined ? {} : { stream: destino }),
  redact: { paths: RUTAS_CABECERAS, censor: OCULTO },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: urlSinSecretos(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket.remotePort,
    }),
  },
});
