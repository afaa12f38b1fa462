/**
 * Registro de métodos JSON-RPC del servidor. Cada módulo (sesión, parámetros, sincronización) aporta
 * su lista de MetodoRpc; server/rpc/ los valida (zod), comprueba la sesión y los despacha con la
 * biblioteca json-rpc-2.0.
 */
import type { z } from 'zod';
import type { UsuarioSesion } from '../../replication/sesion';
import type { AmbitoUsuario } from '../seed/tipos';
import type { Db } from '../db/tipos';

export interface ContextoRpc {
  usuario: UsuarioSesion;
  ambito: AmbitoUsuario;
  /** Id interno del token de la petición (para refrescar o revocar). */
  idtoken: string;
  db: Db;
}

export interface MetodoRpc<P = unknown> {
  nombre: string;
  params: z.ZodType<P>;
  ejecutar(p: P, ctx: ContextoRpc): Promise<unknown>;
}

export const definirMetodo = <P>(m: MetodoRpc<P>): MetodoRpc<unknown> => m as unknown as MetodoRpc<unknown>;
