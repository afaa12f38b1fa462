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
import { LIMITES_PETICION } from '../rpc/limites';
import { crearDespachador } from '../rpc/servidor';
import type { MetodoRpc } from '../rpc/tipos';
import { crearAdmision, LIMITES_ADMISION, type LimitesAdmision } from './admision';
import { rutaCuentasAdmision } from './cuentas-admision';
import { estadoDeError, MENSAJES_HTTP } from './errores';
import { estaticos } from './estaticos';
import { opcionesRegistro, type DestinoRegistro } from './registro';
import { instalarCabecerasSeguridad, origenTeselas } from './seguridad';

export interface OpcionesApp {
  db: Db;
  /** Métodos RPC además de los del núcleo (los de sincronización, en server/app.ts). */
  metodos?: readonly MetodoRpc[];
  tokenTtlHoras: number;
  limiteApiBytes: number;
  /** Peticiones con lecturas pesadas de un mismo usuario a la vez (por defecto LIMITES_PETICION). */
  descargasPorUsuario?: number;
  distDir: string;
  /** Content-Security-Policy que sustituye a la de por defecto (seguridad.ts); null = la de por defecto. */
  csp: string | null;
  /** Registro de peticiones y errores (pino, de Fastify, sin secretos: registro.ts); un destino = registrar ahí. */
  registrar: boolean | DestinoRegistro;
  /** Peticiones de /api/ a la vez y el rechazo pronto del resto (admision.ts; por defecto LIMITES_ADMISION). */
  admision?: Partial<LimitesAdmision>;
}

/** Los métodos JSON-RPC que despacha cada app montada (lo usan la matriz de permisos, el fuzz y la prueba de las declaraciones). */
const registroMetodos = new WeakMap<FastifyInstance, readonly MetodoRpc[]>();
export const metodosRpcRegistrados = (app: FastifyInstance): readonly MetodoRpc[] => registroMetodos.get(app) ?? [];
export const metodosRegistrados = (app: FastifyInstance): readonly string[] => metodosRpcRegistrados(app).map((m) => m.nombre);

export const metodosNucleo = (o: { tokenTtlHoras: number }): MetodoRpc[] => [...metodosSesion(o), metodoParametroSelect];

/** Parámetro con la plantilla de teselas del mapa (src/ui/dialogos/mapa/tipos.ts). */
export const PARAMETRO_URL_TESELAS = 'mapa_url_teselas';

/** Origen del servidor de teselas configurado en los parámetros, para la CSP (se lee al arrancar). */
const hostsTeselas = async (db: Db): Promise<string[]> => {
  try {
    const filas = await db.query<{ valor: unknown }>(`SELECT doc->>'valor' AS valor FROM parametro WHERE doc->>'clave' = $1`, [PARAMETRO_URL_TESELAS]);
    return filas.flatMap((f) => {
      const origen = typeof f.valor === 'string' ? origenTeselas(f.valor) : null;
      return origen === null ? [] : [origen];
    });
  } catch {
    return []; // sin la tabla de parámetros (base del núcleo sin sincronización): solo las de por defecto
  }
};

export const construirApp = async (o: OpcionesApp): Promise<FastifyInstance> => {
  const app = Fastify({ logger: o.registrar === false ? false : opcionesRegistro(o.registrar === true ? undefined : o.registrar) });
  instalarCabecerasSeguridad(app, { csp: o.csp, hostsTeselas: o.csp === null ? await hostsTeselas(o.db) : [] });

  app.setNotFoundHandler(async (req, reply) =>
    reply.code(404).send({ error: `No encontrado: ${req.method} ${req.url.split('?')[0] ?? ''}` }));
  app.setErrorHandler(async (error, req, reply) => {
    const estado = estadoDeError(error);
    if (estado >= 500) req.log.error({ err: error }, 'Error interno');
    const mensaje = estado === 413 ? MENSAJES_HTTP.demasiadoGrande : estado >= 500 ? MENSAJES_HTTP.interno : 'Petición no válida';
    return reply.code(estado).send({ error: mensaje });
  });

  const metodos = [...metodosNucleo(o), ...(o.metodos ?? [])];
  const despachador = crearDespachador(metodos, {
    limites: { ...LIMITES_PETICION, pesadasPorUsuario: o.descargasPorUsuario ?? LIMITES_PETICION.pesadasPorUsuario },
    registrarError: (error, metodo) => app.log.error({ err: error, metodo }, `Error interno en el método ${metodo}`),
  });
  registroMetodos.set(app, metodos);
  await app.register(rutaToken, { db: o.db, tokenTtlHoras: o.tokenTtlHoras });
  const admision = crearAdmision({ ...LIMITES_ADMISION, ...o.admision }, () => o.db.carga?.() ?? null);
  await app.register(rutaApi, { db: o.db, despachador, limiteBytes: o.limiteApiBytes, admision });
  await app.register(rutaCuentasAdmision, { admision });
  await app.register(estaticos, { distDir: o.distDir });
  return app;
};
