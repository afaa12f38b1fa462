/**
 * Errores del protocolo JSON-RPC con sus mensajes en español, y el cuerpo de la respuesta 403 de una
 * sesión invalidada (token ausente, desconocido, caducado o revocado).
 *
 * Los límites por petición (limites.ts) usan códigos propios que NO están entre los rechazos
 * definitivos de replication/errores.ts (esRechazoDefinitivo): el cliente los trata como transitorios y
 * reintenta con espera creciente (otra petición, más tarde, sí cabe). El lote demasiado largo es -32600:
 * repetirlo igual no sirve, y el cliente nunca manda más de 50 llamadas.
 */
import { createJSONRPCErrorResponse, type JSONRPCErrorResponse, type JSONRPCID } from 'json-rpc-2.0';
import { MENSAJES } from '../../replication/errores';
import { enMb } from './limites';

export const CODIGOS_RPC = {
  jsonMalFormado: -32700,
  peticionNoValida: -32600,
  metodoNoEncontrado: -32601,
  parametrosNoValidos: -32602,
  interno: -32603,
  sesionInvalidada: -32001,
  /** Demasiadas lecturas pesadas en curso del mismo usuario (transitorio). */
  ocupado: -32020,
  /** La respuesta no cabe en el presupuesto de la petición, o el método agotó su cuota (transitorio). */
  limitePeticion: -32021,
  /** Una llamada anterior del lote falló en el servidor: esta ya no se ejecutó (transitorio). */
  interrumpido: -32022,
} as const;

export const MENSAJES_RPC = {
  jsonMalFormado: 'JSON mal formado',
  peticionNoValida: 'Petición JSON-RPC no válida',
  tipoContenido: 'La petición JSON-RPC debe enviarse con Content-Type: application/json',
  demasiadoGrande: 'La petición es demasiado grande',
  interno: 'Error interno del servidor',
  metodoNoEncontrado: (metodo: string): string => `Método no encontrado: ${metodo}`,
  parametrosNoValidos: (resumen: string): string => `Parámetros no válidos: ${resumen}`,
  loteDemasiadoLargo: (maximo: number): string => `Demasiadas llamadas en un lote: como máximo ${maximo} por petición`,
  respuestaDemasiadoGrande: 'La respuesta es demasiado grande: pide menos datos en cada petición',
  cuotaMetodo: (metodo: string, llamadas: number, bytes: number): string =>
    `Demasiadas llamadas a ${metodo} en una sola petición: como máximo ${llamadas} y ${enMb(bytes)}; pide el resto en otra petición`,
  interrumpido: 'No se ha ejecutado porque una llamada anterior del mismo lote falló en el servidor; se volverá a intentar',
  ocupado: (maximo: number): string =>
    `Tienes demasiadas descargas en curso (como máximo ${maximo} a la vez): vuelve a intentarlo en unos segundos`,
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
