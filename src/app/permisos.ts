/**
 * Permisos en el cliente (el servidor decide; esto evita ofrecer lo que rechazaría): acciones por objeto
 * (replication/sesion.ts) y acceso a cada app, que necesita la marca de la app y el id que la app usa.
 */
import type { AppId } from '../../schemas';
import type { UsuarioSesion } from '../../replication/sesion';

type CampoId = 'idtecnico' | 'idcomercial' | 'idvigilante' | 'idalmacen' | 'idempleado';

/** El id que cada app necesita en el usuario. */
export const idRequeridoApp: Record<AppId, CampoId> = {
  comerciales: 'idcomercial',
  tecnicos: 'idtecnico',
  vigilantes: 'idvigilante',
  custodiaLlaves: 'idempleado',
  almacen: 'idalmacen',
  presencia: 'idempleado',
};

export const tieneAccesoApp = (u: UsuarioSesion, app: AppId): boolean => u.apps[app] === true && u[idRequeridoApp[app]] !== null;

export { puede } from '../../replication/sesion';
