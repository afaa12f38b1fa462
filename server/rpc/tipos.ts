/**
 * Registro de métodos JSON-RPC del servidor. Cada módulo (sesión, parámetros, sincronización) aporta
 * su lista de MetodoRpc: las mutaciones con definirMetodo, los métodos en línea con implementar.ts (desde
 * su declaración en replication/metodos-en-linea.ts); server/rpc/ los valida (zod), comprueba la sesión y
 * los despacha con la biblioteca json-rpc-2.0, dentro de los límites por petición de limites.ts.
 */
import type { z } from 'zod';
import type { UsuarioSesion } from '../../replication/sesion';
import type { AmbitoUsuario } from '../seed/tipos';
import type { Db } from '../db/tipos';
import type { CuotaPeticion } from './limites';

export interface ContextoRpc {
  usuario: UsuarioSesion;
  ambito: AmbitoUsuario;
  /** Id interno del token de la petición (para refrescar o revocar). */
  idtoken: string;
  db: Db;
  /**
   * Origen de la petición (la cabecera Origin, o protocolo y Host): la dirección de la app para los enlaces
   * que el servidor manda por correo cuando no se ha configurado URL_PUBLICA (server/sobres/).
   */
  origen?: string;
}

export interface MetodoRpc<P = unknown> {
  nombre: string;
  params: z.ZodType<P>;
  ejecutar(p: P, ctx: ContextoRpc): Promise<unknown>;
  /**
   * Lectura pesada y sin efectos (sync.pull, sync.documentos, fichero.contenido): la petición que la
   * hace ocupa uno de los huecos de su usuario (LIMITES_PETICION.pesadasPorUsuario), la ejecuta con una
   * ctx.db que cede el turno antes de cada consulta (turno.ts), y como notificación (sin id) no se
   * ejecuta, porque su resultado no se devolvería.
   */
  pesado?: true;
  /** Lo más que una petición puede pedir de este método (resultados y bytes de respuesta). */
  porPeticion?: CuotaPeticion;
  /**
   * El esquema de la respuesta, en los métodos en línea (implementar.ts, desde su declaración en
   * replication/metodos-en-linea.ts); las mutaciones no lo llevan. Con `validarResultados` el despachador
   * valida con él cada respuesta.
   */
  resultado?: z.ZodType;
}

export const definirMetodo = <P>(m: MetodoRpc<P>): MetodoRpc<unknown> => m as unknown as MetodoRpc<unknown>;
