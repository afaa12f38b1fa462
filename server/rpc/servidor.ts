/**
 * Despachador JSON-RPC 2.0 sobre la biblioteca json-rpc-2.0 (JSONRPCServer), con:
 * - validación de cada llamada antes de entregarla (la biblioteca no valida la forma y da mensajes en inglés);
 * - parámetros validados con el esquema zod del método (-32602, resumen en español), y antes, todo texto
 *   que contengan (claves incluidas): sin carácter nulo ni sustitutos sueltos (replication/texto-seguro.ts);
 * - ErrorNegocio con su código y mensaje; cualquier otro fallo, -32603 sin detalles (y se registra);
 * - lotes procesados en orden, uno detrás de otro (la biblioteca los lanzaría en paralelo y el orden
 *   importa para la cola de mutaciones), cada llamada independiente salvo tras un fallo interno: las
 *   llamadas que le siguen en el lote ya no se ejecutan (-32022, transitorio). Un rechazo de negocio o de
 *   parámetros es definitivo y el lote sigue; un fallo interno (PostgreSQL reiniciándose, un
 *   interbloqueo que no cede) se reintenta, y si el lote siguiera, un cambio posterior del mismo
 *   documento se aplicaría antes que él. Las notificaciones no responden.
 * Con `validarResultados` (por defecto en las pruebas y en desarrollo) la respuesta de cada método en
 * línea se valida con el esquema de su declaración (implementar.ts): la que no lo cumple se registra como
 * fallo interno (-32603), para que una prueba que la provoque falle en vez de llegar al cliente.
 * Devuelve el JSON ya serializado (en bytes): un resultado que no se puede serializar se convierte en
 * -32603 sin estropear el resto del lote.
 *
 * Límites de cada petición (números en limites.ts), los mismos para todo método presente y futuro:
 * - un lote con más de `llamadasPorLote` llamadas se rechaza entero (-32600) sin ejecutar nada;
 * - presupuesto de bytes de respuesta por petición: cada respuesta se mide al serializarla; la que no
 *   cabe se cambia por -32021 y, gastado el presupuesto, las llamadas que quedan no se ejecutan (-32021);
 * - cuota por método y petición (`porPeticion`: resultados y sus bytes), con el mismo -32021;
 * - peticiones con lecturas pesadas (`pesado`) en curso por usuario: la primera lectura pesada de una
 *   petición ocupa un hueco de su usuario hasta que la petición termina; sin hueco libre, -32020 al
 *   momento (el cliente reintenta). Una lectura pesada enviada como notificación no se ejecuta.
 * Y para que una petición larga no acapare el proceso, se cede el turno al bucle de eventos entre las
 * llamadas de un lote y antes de cada consulta de una lectura pesada (turno.ts).
 */
import {
  createJSONRPCErrorResponse,
  JSONRPCErrorException,
  JSONRPCServer,
  type JSONRPCErrorResponse,
  type JSONRPCID,
  type JSONRPCRequest,
  type JSONRPCResponse,
} from 'json-rpc-2.0';
import { ErrorNegocio } from '../../replication/errores';
import { buscarTextoNoValido, MENSAJE_TEXTO_NO_VALIDO, textoMostrable } from '../../replication/texto-seguro';
import { CODIGOS_RPC, ErrorParametros, errorRpc, MENSAJES_RPC } from './errores';
import { LIMITES_PETICION, type LimitesPeticion } from './limites';
import type { ContextoRpc, MetodoRpc } from './tipos';
import { cederTurno, dbQueCede } from './turno';
import { erroresEnEspanol, resumirFallos } from './zod-es';

export interface OpcionesDespachador {
  /** Registro de los fallos internos (al cliente solo le llega 'Error interno del servidor'). */
  registrarError?: (error: unknown, metodo: string) => void;
  /** Límites por petición (por defecto LIMITES_PETICION; las pruebas los bajan). */
  limites?: LimitesPeticion;
  /** Valida cada respuesta de un método en línea con su esquema (por defecto, en las pruebas y en desarrollo). */
  validarResultados?: boolean;
}

/** En las pruebas (vitest) y en desarrollo se validan las respuestas; en producción, no (coste de sync.pull). */
export const validarResultadosPorDefecto = (entorno: Record<string, string | undefined> = process.env): boolean =>
  entorno.VITEST !== undefined || entorno.NODE_ENV === 'development' || entorno.NODE_ENV === 'test';

/** Una respuesta que no cumple el esquema declarado de su método (se registra; al cliente, -32603). */
export class ErrorRespuestaDeclarada extends Error {
  constructor(metodo: string, resumen: string) {
    super(`La respuesta de ${metodo} no cumple su declaración: ${resumen}`);
    this.name = 'ErrorRespuestaDeclarada';
  }
}

export interface Despachador {
  /**
   * Procesa el cuerpo ya leído como JSON (una llamada o un lote); devuelve el JSON de la respuesta en
   * bytes UTF-8 (cada llamada se convierte al terminar: nunca una cadena con el lote entero), o null si
   * no hay nada que responder. Con `abandonada`, un lote deja de ejecutar llamadas en cuanto su cliente se
   * ha ido (la respuesta ya no llegaría; el cliente repetirá el lote y el idsync_upload hace inocuas las
   * ya aplicadas).
   */
  procesar(cuerpo: unknown, ctx: ContextoRpc, abandonada?: () => boolean): Promise<Buffer | null>;
  readonly metodos: readonly string[];
}

const utf8 = (json: string): Buffer => Buffer.from(json, 'utf8');
const ABRE = utf8('[');
const COMA = utf8(',');
const CIERRA = utf8(']');

type Validada = { ok: true; peticion: JSONRPCRequest } | { ok: false; respuesta: JSONRPCErrorResponse };

const esId = (x: unknown): x is JSONRPCID => typeof x === 'string' || typeof x === 'number' || x === null;

const noValida = (id: JSONRPCID): Validada => ({ ok: false, respuesta: errorRpc(id, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.peticionNoValida) });

/** Comprueba la forma de una llamada JSON-RPC 2.0 (objeto, jsonrpc '2.0', method texto, id y params válidos). */
const validarLlamada = (x: unknown): Validada => {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return noValida(null);
  const id: unknown = 'id' in x ? x.id : undefined;
  if (id !== undefined && !esId(id)) return noValida(null);
  const jsonrpc: unknown = 'jsonrpc' in x ? x.jsonrpc : undefined;
  const method: unknown = 'method' in x ? x.method : undefined;
  const params: unknown = 'params' in x && x.params !== null ? x.params : undefined;
  if (jsonrpc !== '2.0' || typeof method !== 'string' || method === '') return noValida(id ?? null);
  if (params !== undefined && typeof params !== 'object') return noValida(id ?? null);
  const peticion: JSONRPCRequest = { jsonrpc: '2.0', method, params };
  if (id !== undefined) peticion.id = id;
  return { ok: true, peticion };
};

const esConocido = (e: unknown): boolean => e instanceof ErrorNegocio || e instanceof ErrorParametros || e instanceof JSONRPCErrorException;

/** Lo gastado por una petición: bytes de respuesta, llamadas y bytes de cada método con cuota, y su hueco de lecturas pesadas. */
interface GastoPeticion {
  bytes: number;
  /** Presupuesto gastado: las llamadas que quedan ya no se ejecutan. */
  agotado: boolean;
  /** Una llamada falló por dentro (-32603): las que quedan ya no se ejecutan, para no adelantarla. */
  interrumpido: boolean;
  /** La petición ocupa uno de los huecos de lecturas pesadas de su usuario. */
  hueco: boolean;
  porMetodo: Map<string, { llamadas: number; bytes: number }>;
}

const nuevoGasto = (): GastoPeticion => ({ bytes: 0, agotado: false, interrumpido: false, hueco: false, porMetodo: new Map() });

/** Una respuesta ya serializada, o la marca de que no cupo (RangeError al serializar: cadena demasiado larga). */
type Serializada = { ok: true; json: string } | { ok: false };

export const crearDespachador = (metodos: readonly MetodoRpc[], opciones: OpcionesDespachador = {}): Despachador => {
  const registrarError = opciones.registrarError ?? ((error: unknown, metodo: string) => console.error(`Error interno en ${metodo}:`, error));
  const limites = opciones.limites ?? LIMITES_PETICION;
  const validarResultados = opciones.validarResultados ?? validarResultadosPorDefecto();
  // Los fallos se registran al ejecutar cada método (con su nombre); la biblioteca no registra nada.
  const servidor = new JSONRPCServer<ContextoRpc>({ errorListener: () => undefined });

  for (const m of metodos) {
    if (servidor.hasMethod(m.nombre)) throw new Error(`Método RPC repetido: ${m.nombre}`);
    servidor.addMethod(m.nombre, async (params: unknown, ctx: ContextoRpc) => {
      try {
        const ruta = buscarTextoNoValido(params);
        if (ruta !== null) throw new ErrorParametros(`${MENSAJE_TEXTO_NO_VALIDO} en ${textoMostrable(ruta)}`);
        const p = await m.params.safeParseAsync(params, { error: erroresEnEspanol });
        if (!p.success) throw new ErrorParametros(resumirFallos(p.error.issues));
        const resultado = await m.ejecutar(p.data, ctx);
        if (validarResultados && m.resultado !== undefined) {
          const r = await m.resultado.safeParseAsync(resultado, { error: erroresEnEspanol });
          if (!r.success) throw new ErrorRespuestaDeclarada(m.nombre, resumirFallos(r.error.issues));
        }
        return resultado === undefined ? null : resultado;
      } catch (error) {
        if (!esConocido(error)) registrarError(error, m.nombre);
        throw error;
      }
    });
  }

  servidor.handleMethodNotFound = async (peticion: JSONRPCRequest) =>
    peticion.id === undefined
      ? null
      : errorRpc(peticion.id, CODIGOS_RPC.metodoNoEncontrado, MENSAJES_RPC.metodoNoEncontrado(String(peticion.method).slice(0, 100)));

  servidor.mapErrorToJSONRPCErrorResponse = (id: JSONRPCID, error: unknown): JSONRPCErrorResponse => {
    if (error instanceof ErrorParametros) return errorRpc(id, CODIGOS_RPC.parametrosNoValidos, error.message);
    if (error instanceof ErrorNegocio) return errorRpc(id, error.codigo, error.message);
    if (error instanceof JSONRPCErrorException) return createJSONRPCErrorResponse(id, error.code, error.message, error.data);
    return errorRpc(id, CODIGOS_RPC.interno, MENSAJES_RPC.interno);
  };

  /** Serializa una respuesta; la que no se puede serializar es -32603, la que no cabe en una cadena, `ok: false`. */
  const serializar = (respuesta: JSONRPCResponse, metodo: string): Serializada => {
    try {
      return { ok: true, json: JSON.stringify(respuesta) };
    } catch (error) {
      if (error instanceof RangeError) return { ok: false };
      registrarError(error, metodo);
      return { ok: true, json: JSON.stringify(errorRpc(respuesta.id, CODIGOS_RPC.interno, MENSAJES_RPC.interno)) };
    }
  };

  const porNombre = new Map(metodos.map((m) => [m.nombre, m]));
  /** Peticiones con lecturas pesadas en curso, por idusuario (todas las de este despachador). */
  const pesadasEnCurso = new Map<string, number>();

  const rechazo = (id: JSONRPCID | undefined, codigo: number, mensaje: string): Buffer | null =>
    id === undefined ? null : utf8(JSON.stringify(errorRpc(id, codigo, mensaje)));

  const demasiadoGrande = (id: JSONRPCID | undefined): Buffer | null =>
    rechazo(id, CODIGOS_RPC.limitePeticion, MENSAJES_RPC.respuestaDemasiadoGrande);

  /**
   * Ejecuta la llamada; si es pesada, la petición ocupa antes uno de los huecos de su usuario (y lo
   * conserva hasta terminar: un lote no se queda con huecos sueltos a medias). Sin hueco: 'ocupado'.
   */
  const ejecutar = async (peticion: JSONRPCRequest, m: MetodoRpc | undefined, ctx: ContextoRpc, gasto: GastoPeticion): Promise<JSONRPCResponse | null | 'ocupado'> => {
    if (m?.pesado !== true) return servidor.receive(peticion, ctx);
    if (!gasto.hueco) {
      const enCurso = pesadasEnCurso.get(ctx.usuario.idusuario) ?? 0;
      if (enCurso >= limites.pesadasPorUsuario) return 'ocupado';
      pesadasEnCurso.set(ctx.usuario.idusuario, enCurso + 1);
      gasto.hueco = true;
    }
    // Con una base que cede el turno antes de cada consulta: los demás siguen siendo atendidos (turno.ts).
    return servidor.receive(peticion, { ...ctx, db: dbQueCede(ctx.db) });
  };

  /** Al terminar la petición, deja libre su hueco de lecturas pesadas. */
  const soltarHueco = (ctx: ContextoRpc, gasto: GastoPeticion): void => {
    if (!gasto.hueco) return;
    gasto.hueco = false;
    const quedan = (pesadasEnCurso.get(ctx.usuario.idusuario) ?? 1) - 1;
    if (quedan > 0) pesadasEnCurso.set(ctx.usuario.idusuario, quedan);
    else pesadasEnCurso.delete(ctx.usuario.idusuario);
  };

  const unaLlamada = async (x: unknown, ctx: ContextoRpc, gasto: GastoPeticion): Promise<Buffer | null> => {
    const v = validarLlamada(x);
    if (!v.ok) return utf8(JSON.stringify(v.respuesta));
    const { peticion } = v;
    const { id, method } = peticion;
    if (gasto.agotado) return demasiadoGrande(id);
    if (gasto.interrumpido) return rechazo(id, CODIGOS_RPC.interrumpido, MENSAJES_RPC.interrumpido);
    const m = porNombre.get(method);
    // Una lectura pesada sin id no devolvería nada: no se ejecuta.
    if (m?.pesado === true && id === undefined) return null;
    const cuota = m?.porPeticion;
    const uso = cuota === undefined ? undefined : (gasto.porMetodo.get(method) ?? { llamadas: 0, bytes: 0 });
    if (cuota !== undefined && uso !== undefined) {
      if (uso.llamadas >= cuota.llamadas || uso.bytes >= cuota.bytes) return rechazo(id, CODIGOS_RPC.limitePeticion, MENSAJES_RPC.cuotaMetodo(method, cuota.llamadas, cuota.bytes));
      gasto.porMetodo.set(method, uso);
    }
    let respuesta: JSONRPCResponse | null | 'ocupado';
    try {
      respuesta = await ejecutar(peticion, m, ctx, gasto);
    } catch (error) {
      registrarError(error, method);
      gasto.interrumpido = true;
      return rechazo(id, CODIGOS_RPC.interno, MENSAJES_RPC.interno);
    }
    // Un fallo interno del método (no de negocio ni de parámetros): lo que sigue en el lote espera.
    if (respuesta !== null && respuesta !== 'ocupado' && respuesta.error?.code === CODIGOS_RPC.interno) gasto.interrumpido = true;
    if (respuesta === 'ocupado') return rechazo(id, CODIGOS_RPC.ocupado, MENSAJES_RPC.ocupado(limites.pesadasPorUsuario));
    if (respuesta === null) return null;
    const s = serializar(respuesta, method);
    const json = s.ok ? utf8(s.json) : null;
    const bytes = json === null ? Infinity : json.length;
    if (json === null || gasto.bytes + bytes > limites.bytesRespuesta) {
      gasto.agotado = true;
      return demasiadoGrande(respuesta.id);
    }
    if (cuota !== undefined && uso !== undefined && 'result' in respuesta) {
      // La cuota cuenta los resultados (un error no devuelve datos). El primero se sirve entero si cabe en
      // el presupuesto; los siguientes, mientras quepan en la cuota.
      if (uso.bytes > 0 && uso.bytes + bytes > cuota.bytes) {
        uso.bytes = cuota.bytes;
        return rechazo(respuesta.id, CODIGOS_RPC.limitePeticion, MENSAJES_RPC.cuotaMetodo(method, cuota.llamadas, cuota.bytes));
      }
      uso.llamadas += 1;
      uso.bytes += bytes;
    }
    gasto.bytes += bytes;
    return json;
  };

  return {
    metodos: metodos.map((m) => m.nombre),
    procesar: async (cuerpo, ctx, abandonada = () => false) => {
      if (Array.isArray(cuerpo) && cuerpo.length === 0) return utf8(JSON.stringify(errorRpc(null, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.peticionNoValida)));
      if (Array.isArray(cuerpo) && cuerpo.length > limites.llamadasPorLote) {
        return utf8(JSON.stringify(errorRpc(null, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.loteDemasiadoLargo(limites.llamadasPorLote))));
      }
      const gasto = nuevoGasto();
      try {
        if (abandonada()) return null;
        if (!Array.isArray(cuerpo)) return await unaLlamada(cuerpo, ctx, gasto);
        const partes: Buffer[] = [];
        for (const [i, llamada] of cuerpo.entries()) {
          // Entre llamada y llamada, el bucle de eventos atiende lo demás (turno.ts).
          if (i > 0) await cederTurno();
          // Su cliente se fue: lo que queda no se ejecuta (nadie recibiría la respuesta).
          if (abandonada()) return null;
          const parte = await unaLlamada(llamada, ctx, gasto);
          if (parte !== null) partes.push(COMA, parte);
        }
        // partes empieza por una coma: el corchete de apertura ocupa su sitio.
        return partes.length === 0 ? null : Buffer.concat([ABRE, ...partes.slice(1), CIERRA]);
      } finally {
        soltarHueco(ctx, gasto);
      }
    },
  };
};
