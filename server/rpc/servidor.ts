/**
 * Despachador JSON-RPC 2.0 sobre la biblioteca json-rpc-2.0 (JSONRPCServer), con:
 * - validación de cada llamada antes de entregarla (la biblioteca no valida la forma y da mensajes en inglés);
 * - parámetros validados con el esquema zod del método (-32602, resumen en español);
 * - ErrorNegocio con su código y mensaje; cualquier otro fallo, -32603 sin detalles (y se registra);
 * - lotes procesados en orden, uno detrás de otro (la biblioteca los lanzaría en paralelo y el orden
 *   importa para la cola de mutaciones), cada llamada independiente; las notificaciones no responden.
 * Devuelve el JSON ya serializado: un resultado que no se puede serializar se convierte en -32603 sin
 * estropear el resto del lote.
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
import { CODIGOS_RPC, ErrorParametros, errorRpc, MENSAJES_RPC } from './errores';
import type { ContextoRpc, MetodoRpc } from './tipos';
import { erroresEnEspanol, resumirFallos } from './zod-es';

export interface OpcionesDespachador {
  /** Registro de los fallos internos (al cliente solo le llega 'Error interno del servidor'). */
  registrarError?: (error: unknown, metodo: string) => void;
}

export interface Despachador {
  /** Procesa el cuerpo ya leído como JSON (una llamada o un lote); devuelve el JSON de la respuesta, o null si no hay nada que responder. */
  procesar(cuerpo: unknown, ctx: ContextoRpc): Promise<string | null>;
  readonly metodos: readonly string[];
}

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

export const crearDespachador = (metodos: readonly MetodoRpc[], opciones: OpcionesDespachador = {}): Despachador => {
  const registrarError = opciones.registrarError ?? ((error: unknown, metodo: string) => console.error(`Error interno en ${metodo}:`, error));
  // Los fallos se registran al ejecutar cada método (con su nombre); la biblioteca no registra nada.
  const servidor = new JSONRPCServer<ContextoRpc>({ errorListener: () => undefined });

  for (const m of metodos) {
    if (servidor.hasMethod(m.nombre)) throw new Error(`Método RPC repetido: ${m.nombre}`);
    servidor.addMethod(m.nombre, async (params: unknown, ctx: ContextoRpc) => {
      try {
        const p = await m.params.safeParseAsync(params, { error: erroresEnEspanol });
        if (!p.success) throw new ErrorParametros(resumirFallos(p.error.issues));
        const resultado = await m.ejecutar(p.data, ctx);
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

  const serializar = (respuesta: JSONRPCResponse, metodo: string): string => {
    try {
      return JSON.stringify(respuesta);
    } catch (error) {
      registrarError(error, metodo);
      return JSON.stringify(errorRpc(respuesta.id, CODIGOS_RPC.interno, MENSAJES_RPC.interno));
    }
  };

  const unaLlamada = async (x: unknown, ctx: ContextoRpc): Promise<string | null> => {
    const v = validarLlamada(x);
    if (!v.ok) return JSON.stringify(v.respuesta);
    const { peticion } = v;
    try {
      const respuesta = await servidor.receive(peticion, ctx);
      return respuesta === null ? null : serializar(respuesta, peticion.method);
    } catch (error) {
      registrarError(error, peticion.method);
      return peticion.id === undefined ? null : JSON.stringify(errorRpc(peticion.id, CODIGOS_RPC.interno, MENSAJES_RPC.interno));
    }
  };

  return {
    metodos: metodos.map((m) => m.nombre),
    procesar: async (cuerpo, ctx) => {
      if (!Array.isArray(cuerpo)) return unaLlamada(cuerpo, ctx);
      if (cuerpo.length === 0) return JSON.stringify(errorRpc(null, CODIGOS_RPC.peticionNoValida, MENSAJES_RPC.peticionNoValida));
      const partes: string[] = [];
      for (const llamada of cuerpo) {
        const parte = await unaLlamada(llamada, ctx);
        if (parte !== null) partes.push(parte);
      }
      return partes.length === 0 ? null : `[${partes.join(',')}]`;
    },
  };
};
