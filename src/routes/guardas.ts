/**
 * Guardas de ruta: declarar.tsx pone en `beforeLoad` de cada ruta la de su acceso declarado, con la
 * regla de acceso.ts (la misma del enlace guardado). Si el usuario no puede, se avisa con 'No tienes permiso de
 * acceso para {acción}' y la navegación se cancela: se queda en la pantalla en la que estaba (o, si se
 * entró escribiendo la dirección, en el menú principal). Sin sesión no hacen nada: antes manda a la
 * entrada la guarda de la ruta autenticada.
 */
import { redirect } from '@tanstack/react-router';
import type { Accion } from '../../schemas';
import { avisar } from '../app/avisos';
import { mensajeSinPermiso } from '../app/permisos.labels';
import { obtenerSesion } from '../app/sesion';
import { ubicacionActual } from '../app/ubicacion';
import { accionQueFalta, type Acceso, type ArgumentosGuarda } from './acceso';

const rechazar = ({ location }: ArgumentosGuarda, accion: Accion): never => {
  avisar(mensajeSinPermiso(accion));
  const actual = ubicacionActual();
  throw redirect({ href: actual !== null && actual !== location.href ? actual : '/index', replace: true });
};

/** La guarda de un acceso declarado: la misma regla que el enlace guardado (acceso.ts). */
export const guardaDeAcceso =
  (acceso: Acceso) =>
  (a: ArgumentosGuarda): void => {
    const sesion = obtenerSesion();
    if (!sesion) return;
    const falta = accionQueFalta(sesion.usuario, acceso);
    if (falta !== null) rechazar(a, falta);
  };
