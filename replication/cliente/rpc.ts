/**
 * Cliente JSON-RPC 2.0 de POST /api/ con `Authorization: Bearer`. Llamadas sueltas a los métodos en
 * línea (`leer`: parámetros y respuesta tipados por su declaración en replication/metodos-en-linea.ts, y
 * la respuesta validada con su esquema) y lotes de mutaciones; los resultados de un lote vuelven en un
 * mapa por nombre (el nombre viaja como id JSON-RPC).
 *
 * Errores tipados:
 * - ErrorTransporte: sin red, servidor inalcanzable, 5xx o respuesta ilegible. Transitorio: se reintenta.
 *   Un 503/429 con `Retry-After` (el servidor ocupado: server/http/admision.ts) lo lleva en
 *   `reintentarTrasMs`, con el mensaje del servidor: el motor no vuelve antes (ciclos.ts).
 *   El 503 trae además un turno (cabecera Vigia-Turno, replication/turno-servidor.ts): el cliente lo guarda
 *   y lo manda en sus peticiones siguientes, para que el servidor le atienda por orden de rechazo; lo
 *   cambia por el que traiga una respuesta (la prórroga para el resto del ciclo) y lo olvida cuando una
 *   respuesta a una petición que lo llevaba no trae ninguno.
 *   ErrorRespuesta (un ErrorTransporte): la respuesta no cumple el esquema declarado del método.
 * - ErrorSesion: 401/403, el servidor ya no acepta el token. La subida se pausa hasta tener otro.
 * - ErrorRpc: error JSON-RPC con código y mensaje en español; `definitivo` si no tiene sentido reintentar.
 */
import { z } from '../zod';
import { esRechazoDefinitivo, MENSAJES } from '../errores';
import { CABECERA_HORA } from '../hora-dispositivo';
import { CABECERA_TURNO } from '../turno-servidor';
import type { MetodoEnLinea, ParamsDe, ResultadoDe } from '../metodos-en-linea';
import { anotarHoraServidor } from './reloj';

export class ErrorTransporte extends Error {
  readonly transitorio = true;
  /** Estado HTTP si hubo respuesta, null si no llegó a haberla. */
  readonly estadoHttp: number | null;
  /** Lo que el servidor pide esperar antes de repetir (`Retry-After`), o null si no lo dijo. */
  readonly reintentarTrasMs: number | null;
  /** El servidor dio turno con el rechazo: al volver se le atiende por orden, no por quién llega antes. */
  readonly conTurno: boolean;
  constructor(mensaje: string, estadoHttp: number | null = null, reintentarTrasMs: number | null = null, conTurno = false) {
    super(mensaje);
    this.name = 'ErrorTransporte';
    this.estadoHttp = estadoHttp;
    this.reintentarTrasMs = reintentarTrasMs;
    this.conTurno = conTurno;
  }
}

/** Lo más que se hace caso a un `Retry-After` (uno mayor, de un proxy mal configurado, no para la app una hora). */
export const REINTENTAR_TRAS_MAXIMO_MS = 5 * 60_000;

/**
 * `Retry-After` en milisegundos: segundos enteros o una fecha HTTP (desde `ahora`), entre 0 y
 * REINTENTAR_TRAS_MAXIMO_MS; null si falta o no se entiende.
 */
export const leerRetryAfter = (valor: string | null | undefined, ahora: number = Date.now()): number | null => {
  const v = valor?.trim() ?? '';
  if (v === '') return null;
  const ms = /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v) - ahora;
  return Number.isFinite(ms) ? Math.min(REINTENTAR_TRAS_MAXIMO_MS, Math.max(0, ms)) : null;
};

/** Mensaje de una respuesta que no cumple el esquema declarado del método. */
export const MENSAJE_RESPUESTA_NO_VALIDA = 'El servidor ha respondido algo que no se esperaba';

/**
 * La respuesta llegó, pero no es la que declara el método (un servidor de otra versión, un proxy que la
 * cambia). Transitoria como cualquier fallo de transporte: la descarga se reintenta.
 */
export class ErrorRespuesta extends ErrorTransporte {
  readonly metodo: string;
  constructor(metodo: string, donde: string) {
    super(`${MENSAJE_RESPUESTA_NO_VALIDA} (${metodo}${donde === '' ? '' : `, en ${donde}`})`);
    this.name = 'ErrorRespuesta';
    this.metodo = metodo;
  }
}

export class ErrorSesion extends Error {
  constructor(mensaje: string = MENSAJES.sesionInvalidada) {
    super(mensaje);
    this.name = 'ErrorSesion';
  }
}

export class ErrorRpc extends Error {
  readonly codigo: number;
  readonly datos: unknown;
  constructor(codigo: number, mensaje: string, datos?: unknown) {
    super(mensaje);
    this.name = 'ErrorRpc';
    this.codigo = codigo;
    this.datos = datos;
  }
  /** La misma llamada volverá a fallar: la entrada pasa a 'fallido'. */
  get definitivo(): boolean {
    return esRechazoDefinitivo(this.codigo);
  }
}

export type FuncionFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface OpcionesRpc {
  /** URL completa del punto JSON-RPC (p. ej. 'https://host/api/'). */
  url: string;
  token: () => string | null;
  fetch?: FuncionFetch;
  /** navigator.onLine (decide el mensaje cuando no hay respuesta). */
  online?: () => boolean;
  /** Tiempo máximo de una petición. */
  timeoutMs?: number;
  /** Corta las peticiones en curso (al detener el motor). */
  signal?: AbortSignal;
}

export interface LlamadaLote {
  nombre: string;
  metodo: string;
  params?: unknown;
}

export type ResultadoLote = { ok: true; resultado: unknown } | { ok: false; error: ErrorRpc };

/** Los parámetros de `leer`: se pueden omitir si el esquema del método admite que falten. */
export type ArgsParams<M extends MetodoEnLinea> = undefined extends ParamsDe<M> ? [params?: ParamsDe<M>] : [params: ParamsDe<M>];

export interface ClienteRpc {
  /** Llama a un método en línea y devuelve su respuesta validada con el esquema declarado. */
  leer<M extends MetodoEnLinea>(metodo: M, ...params: ArgsParams<M>): Promise<ResultadoDe<M>>;
  lote(llamadas: readonly LlamadaLote[]): Promise<Map<string, ResultadoLote>>;
}

const respuesta = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
});
type Respuesta = z.infer<typeof respuesta>;

const CODIGO_SESION = -32001;

export const navegadorOnline = (): boolean => globalThis.navigator?.onLine ?? true;

export const mensajeSinConexion = (online: () => boolean): string => (online() ? MENSAJES.sinServidor : MENSAJES.sinInternet);

/** Dónde falla la respuesta (la ruta del primer fallo: 'documentos.3.coleccion'), o '' si es en la raíz. */
const rutaDelFallo = (fallos: readonly z.core.$ZodIssue[]): string => (fallos[0]?.path ?? []).map(String).join('.');

const resultadoDe = (r: Respuesta): ResultadoLote =>
  r.error ? { ok: false, error: new ErrorRpc(r.error.code, r.error.message, r.error.data) } : { ok: true, resultado: r.result ?? null };

export const crearClienteRpc = (opciones: OpcionesRpc): ClienteRpc => {
  const online = opciones.online ?? navegadorOnline;
  const timeoutMs = opciones.timeoutMs ?? 60_000;
  /** El turno que dio el servidor ocupado (Vigia-Turno), o null. */
  let turno: string | null = null;

  const enviar = async (cuerpo: unknown): Promise<unknown> => {
    const hacerFetch = opciones.fetch ?? globalThis.fetch;
    const token = opciones.token();
    const senales = [AbortSignal.timeout(timeoutMs), ...(opciones.signal ? [opciones.signal] : [])];
    let r: Response;
    const envio = Date.now();
    const turnoEnviado = turno;
    try {
      r = await hacerFetch(opciones.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(turnoEnviado !== null ? { [CABECERA_TURNO]: turnoEnviado } : {}),
        },
        body: JSON.stringify(cuerpo),
        signal: AbortSignal.any(senales),
      });
    } catch {
      throw new ErrorTransporte(mensajeSinConexion(online));
    }
    // La hora del servidor en la respuesta: el desfase del reloj del dispositivo (reloj.ts).
    anotarHoraServidor(envio, Date.now(), r.headers?.get(CABECERA_HORA) ?? null);
    // El turno: el que traiga la respuesta; si no trae y esta petición llevaba el guardado, se acabó. Si
    // mientras tanto otra respuesta guardó otro, ese manda (el de esta se dio a una petición sin él).
    const turnoRecibido = r.headers?.get(CABECERA_TURNO) ?? null;
    const vigente = turno === turnoEnviado;
    if (turnoRecibido !== null && (vigente || turno === null)) turno = turnoRecibido;
    else if (turnoRecibido === null && turnoEnviado !== null && vigente) turno = null;
    if (r.status === 401 || r.status === 403) throw new ErrorSesion();
    let datos: unknown;
    try {
      datos = await r.json();
    } catch {
      throw new ErrorTransporte(MENSAJES.sinServidor, r.status, r.status === 503 || r.status === 429 ? leerRetryAfter(r.headers?.get('retry-after')) : null, turnoRecibido !== null);
    }
    const reintentarTrasMs = r.status === 503 || r.status === 429 ? leerRetryAfter(r.headers?.get('retry-after')) : null;
    if (r.status >= 500 || r.status === 429) {
      // Un 5xx con un error JSON-RPC definitivo sigue siendo un rechazo; cualquier otro 5xx es transitorio.
      const una = respuesta.safeParse(datos);
      if (una.success && una.data.error && esRechazoDefinitivo(una.data.error.code)) return datos;
      // El servidor ocupado dice cuándo volver y por qué (su mensaje); sin Retry-After, el de siempre.
      const mensaje = reintentarTrasMs !== null && una.success && una.data.error ? una.data.error.message : MENSAJES.sinServidor;
      throw new ErrorTransporte(mensaje, r.status, reintentarTrasMs, turnoRecibido !== null);
    }
    if (!r.ok && !Array.isArray(datos) && !respuesta.safeParse(datos).success) {
      throw new ErrorTransporte(MENSAJES.sinServidor, r.status);
    }
    return datos;
  };

  const comprobarSesion = (r: Respuesta): void => {
    if (r.error?.code === CODIGO_SESION) throw new ErrorSesion(r.error.message);
  };

  const llamar = async (metodo: string, params: unknown): Promise<unknown> => {
    const datos = await enviar({ jsonrpc: '2.0', id: metodo, method: metodo, ...(params === undefined ? {} : { params }) });
    const r = respuesta.safeParse(Array.isArray(datos) ? datos[0] : datos);
    if (!r.success) throw new ErrorTransporte(MENSAJES.sinServidor);
    comprobarSesion(r.data);
    const resultado = resultadoDe(r.data);
    if (!resultado.ok) throw resultado.error;
    return resultado.resultado;
  };

  return {
    async leer<M extends MetodoEnLinea>(metodo: M, ...args: ArgsParams<M>): Promise<ResultadoDe<M>> {
      const r = await z.safeParseAsync<M['resultado']>(metodo.resultado, await llamar(metodo.nombre, args[0]));
      if (!r.success) throw new ErrorRespuesta(metodo.nombre, rutaDelFallo(r.error.issues));
      return r.data;
    },

    async lote(llamadas) {
      const mapa = new Map<string, ResultadoLote>();
      if (llamadas.length === 0) return mapa;
      const datos = await enviar(
        llamadas.map((l) => ({ jsonrpc: '2.0', id: l.nombre, method: l.metodo, ...(l.params === undefined ? {} : { params: l.params }) })),
      );
      const lista = z.array(respuesta).safeParse(Array.isArray(datos) ? datos : [datos]);
      if (!lista.success) throw new ErrorTransporte(MENSAJES.sinServidor);
      for (const r of lista.data) {
        comprobarSesion(r);
        if (typeof r.id === 'string') mapa.set(r.id, resultadoDe(r));
        else if (r.id === null && r.error && llamadas.length > 0) {
          // Error de todo el lote (JSON inválido, lote demasiado grande): vale para cada llamada.
          for (const l of llamadas) mapa.set(l.nombre, resultadoDe(r));
        }
      }
      return mapa;
    },
  };
};
