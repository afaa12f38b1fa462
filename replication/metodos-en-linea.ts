/**
 * Los métodos RPC en línea (los que no son mutaciones: lecturas, sesión, sincronización, sobres), cada uno
 * declarado UNA vez con el esquema zod de sus parámetros y el de su respuesta. De esta declaración salen:
 * - en el cliente, `rpc.leer(metodo, params)` (cliente/rpc.ts): los parámetros tipados y la respuesta
 *   validada y tipada (una respuesta que no cumple el esquema es un error en español, nunca un unknown);
 * - en el servidor, `implementar(metodo, …)` (server/rpc/implementar.ts): los parámetros validados con el
 *   esquema y el tipo de lo que el manejador devuelve comprobado al compilar contra el de la respuesta
 *   (y en las pruebas, la respuesta validada con el esquema). Una prueba comprueba que el servidor
 *   registra un manejador por cada declaración y ninguno en línea sin ella.
 * Los nombres y el JSON son los de siempre: los clientes con cola antigua siguen entendiéndose.
 */
import { z } from './zod';
import {
  METODOS,
  paramsCambiarContrasena,
  paramsFicheroContenido,
  paramsParametroSelect,
  paramsPartesDisponibles,
  paramsSyncDocumentos,
  paramsSyncHistorial,
  paramsSyncDesalojar,
  paramsSyncEstado,
  paramsSyncPull,
  paramsTokenRevocar,
  partesDisponibles,
  respuestaCambiarContrasena,
  respuestaFicheroContenido,
  respuestaParametroSelect,
  respuestaSesionCerrar,
  respuestaSyncDocumentos,
  respuestaSyncHistorial,
  respuestaSyncDesalojar,
  respuestaSyncEstado,
  respuestaSyncPull,
  respuestaTokenRefrescar,
  respuestaTokenRevocar,
  sinParametros,
} from './metodos';
import { METODO_ESTADO_TECNICOS, METODO_PREPARACION, paramsEstadoTecnicos, paramsPreparacion, respuestaEstadoTecnicos, respuestaPreparacion } from './planificacion';
import { METODOS_SOBRE, paramsSobreCancelar, paramsSobreEnviar, paramsSobreReenviar, respuestaSobreCancelar, respuestaSobreEnvio } from './sobres';

/** Un método en línea: su nombre en el cable, el esquema de sus parámetros y el de su respuesta. */
export interface MetodoEnLinea<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly nombre: string;
  readonly params: P;
  readonly resultado: R;
}

/** Lo que quien llama pasa (antes de los valores por defecto del esquema). */
export type ParamsDe<M extends MetodoEnLinea> = z.input<M['params']>;
/** Lo que quien llama recibe, ya validado. */
export type ResultadoDe<M extends MetodoEnLinea> = z.output<M['resultado']>;
/** Lo que el manejador del servidor tiene que devolver (lo que el esquema de la respuesta acepta). */
export type RespuestaDe<M extends MetodoEnLinea> = z.input<M['resultado']>;

export const definirMetodo = <P extends z.ZodType, R extends z.ZodType>(m: MetodoEnLinea<P, R>): MetodoEnLinea<P, R> => m;

export const METODOS_EN_LINEA = {
  // Sesión (server/auth/metodos.ts)
  tokenRefrescar: definirMetodo({ nombre: METODOS.tokenRefrescar, params: sinParametros, resultado: respuestaTokenRefrescar }),
  sesionCerrar: definirMetodo({ nombre: METODOS.sesionCerrar, params: sinParametros, resultado: respuestaSesionCerrar }),
  tokenRevocar: definirMetodo({ nombre: METODOS.tokenRevocar, params: paramsTokenRevocar, resultado: respuestaTokenRevocar }),
  cambiarContrasena: definirMetodo({ nombre: METODOS.cambiarContrasena, params: paramsCambiarContrasena, resultado: respuestaCambiarContrasena }),
  // Parámetros de la empresa (server/rpc/parametro.ts)
  parametroSelect: definirMetodo({ nombre: METODOS.parametroSelect, params: paramsParametroSelect, resultado: respuestaParametroSelect }),
  // Sincronización (server/sync/index.ts)
  syncPull: definirMetodo({ nombre: METODOS.syncPull, params: paramsSyncPull, resultado: respuestaSyncPull }),
  syncDocumentos: definirMetodo({ nombre: METODOS.syncDocumentos, params: paramsSyncDocumentos, resultado: respuestaSyncDocumentos }),
  syncHistorial: definirMetodo({ nombre: METODOS.syncHistorial, params: paramsSyncHistorial, resultado: respuestaSyncHistorial }),
  syncDesalojar: definirMetodo({ nombre: METODOS.syncDesalojar, params: paramsSyncDesalojar, resultado: respuestaSyncDesalojar }),
  syncEstado: definirMetodo({ nombre: METODOS.syncEstado, params: paramsSyncEstado, resultado: respuestaSyncEstado }),
  ficheroContenido: definirMetodo({ nombre: METODOS.ficheroContenido, params: paramsFicheroContenido, resultado: respuestaFicheroContenido }),
  partesDisponibles: definirMetodo({ nombre: METODOS.partesDisponibles, params: paramsPartesDisponibles, resultado: partesDisponibles }),
  // Planificación (server/planificacion/index.ts)
  estadoTecnicos: definirMetodo({ nombre: METODO_ESTADO_TECNICOS, params: paramsEstadoTecnicos, resultado: respuestaEstadoTecnicos }),
  preparacion: definirMetodo({ nombre: METODO_PREPARACION, params: paramsPreparacion, resultado: respuestaPreparacion }),
  // Sobres de firma (server/sobres/rpc.ts)
  sobreEnviar: definirMetodo({ nombre: METODOS_SOBRE.enviar, params: paramsSobreEnviar, resultado: respuestaSobreEnvio }),
  sobreReenviar: definirMetodo({ nombre: METODOS_SOBRE.reenviar, params: paramsSobreReenviar, resultado: respuestaSobreEnvio }),
  sobreCancelar: definirMetodo({ nombre: METODOS_SOBRE.cancelar, params: paramsSobreCancelar, resultado: respuestaSobreCancelar }),
} as const;

/** Las declaraciones por nombre de método. */
export const metodosEnLineaPorNombre: ReadonlyMap<string, MetodoEnLinea> = new Map(Object.values(METODOS_EN_LINEA).map((m) => [m.nombre, m]));
