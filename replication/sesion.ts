/**
 * Usuario de la sesión y permisos, compartido por cliente y servidor. El servidor decide; el cliente
 * solo usa estas mismas reglas para no ofrecer lo que el servidor rechazaría.
 */
import type { Accion, AppId, ObjetoPermiso } from '../schemas';

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

/** El id que cada app necesita en el usuario (especificación, sección 6): la única tabla, la usan el
 * servidor (apps efectivas del token), el cliente (guardas y menú) y la matriz de seguridad. */
export const ID_REQUERIDO_APP = {
  comerciales: 'idcomercial',
  tecnicos: 'idtecnico',
  vigilantes: 'idvigilante',
  custodiaLlaves: 'idempleado',
  almacen: 'idalmacen',
  presencia: 'idempleado',
} as const satisfies Record<AppId, keyof UsuarioSesion>;

/** Acceso a una app: la marca y el id que la app usa. */
export const tieneAccesoApp = (u: Pick<UsuarioSesion, 'apps' | (typeof ID_REQUERIDO_APP)[AppId]>, app: AppId): boolean =>
  u.apps[app] === true && u[ID_REQUERIDO_APP[app]] !== null;

/** Respuesta de POST /token/. */
export interface RespuestaToken {
  token: string;
  usuario: UsuarioSesion;
  /** Hasta cuándo vale el token (ISO); los servidores anteriores no lo mandan. */
  expira?: string;
}

export const puede = (u: UsuarioSesion, objeto: ObjetoPermiso, accion: Accion): boolean =>
  u.permisos[objeto]?.[accion] === true;

export const tieneAlgunaApp = (u: UsuarioSesion, apps: readonly AppId[]): boolean =>
  apps.some((a) => u.apps[a] === true);

export const ACCION_MUTADOR = { insert: 'insertar', update: 'editar', delete: 'borrar' } as const satisfies Record<string, Accion>;
