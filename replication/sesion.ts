/**
 * Usuario de la sesión y permisos, compartido por cliente y servidor. El servidor decide; el cliente
 * solo usa estas mismas reglas para no ofrecer lo que el servidor rechazaría.
 */
import type { Accion, AppId } from '../schemas';

export type Permisos = Record<string, Record<Accion, boolean>>;

export interface UsuarioSesion {
  idusuario: string;
  idempleado: string | null;
  idtecnico: string | null;
  idcomercial: string | null;
  idvigilante: string | null;
  idalmacen: string | null;
  iddelegacion: string | null;
  nombre: string;
  login: string;
  permisos: Permisos;
  /** Las seis apps: acceso si la marca está y el usuario tiene el id que la app necesita. */
  apps: Record<AppId, boolean>;
}

/** Respuesta de POST /token/. */
export interface RespuestaToken {
  token: string;
  usuario: UsuarioSesion;
}

export const puede = (u: UsuarioSesion, objeto: string, accion: Accion): boolean =>
  u.permisos[objeto]?.[accion] === true;

export const tieneAlgunaApp = (u: UsuarioSesion, apps: readonly AppId[]): boolean =>
  apps.some((a) => u.apps[a] === true);

export const ACCION_MUTADOR = { insert: 'insertar', update: 'editar', delete: 'borrar' } as const satisfies Record<string, Accion>;
