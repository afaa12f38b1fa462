/**
 * Errores del protocolo JSON-RPC con sus mensajes en español, y el cuerpo de la respuesta 403 de una
 * sesión invalidada (token ausente, desconocido, caducado o revocado).
 */
import { createJSONRPCErrorResponse, type JSONRPCErrorResponse, type JSONRPCID } from 'json-rpc-2.0';
import { MENSAJES } from '../../replication/errores';

export const CODIGOS_RPC = {
  jsonMalFormado: -32700,
  peticionNoValida: -32600,
  metodoNoEncontrado: -32601,
  parametrosNoValidos: -32602,
  interno: -32603,
  sesionInvalidada: -32001,
} as const;

export const MENSAJES_RPC = {
  jsonMalFormado: 'JSON mal formado',
  peticionNoValida: 'Petición JSON-RPC no válida',
  tipoContenido: 'La petición JSON-RPC debe enviarse con Content-Type: application/json',
  demasiadoGrande: 'La petición es demasiado grande',
  interno: 'Error interno del servidor',
  metodoNoEncontrado: (metodo: string): string => `Método no encontrado: ${metodo}`,
  parametrosNoValidos: (resumen: string): string => `Parámetros no válidos: ${resumen}`,
} as const;

/** Parámetros que no pasan el esquema zod del método (-32602). */
export class ErrorParametros extends Error {
  constructor(resumen: string) {
    super(MENSAJES_RPC.parametrosNoValidos(resumen));
    this.name = 'ErrorParametros';
  }
}

export const errorRpc = (id: JSONRPCID, codigo: number, mensaje: string): JSONRPCErrorResponse =>
  createJSONRPCErrorResponse(id, codigo, mensaje);

export const RESPUESTA_SESION_INVALIDADA: JSONRPCErrorResponse = errorRpc(null, CODIGOS_RPC.sesionInvalidada, MENSAJES.sesionInvalidada);
