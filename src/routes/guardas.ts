/**
 * Guardas de ruta: se declaran en `beforeLoad` de cada ruta (`requierePermiso('parte_trabajo',
 * 'visualizar')`, `requiereApp('tecnicos')`). Si el usuario no puede, se avisa con 'No tienes permiso de
 * acceso para {acción}' y la navegación se cancela: se queda en la pantalla en la que estaba (o, si se
 * entró escribiendo la dirección, en el menú principal). Sin sesión no hacen nada: antes manda a la
 * entrada la guarda de la ruta autenticada.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Accion, AppId, ObjetoPermiso } from '../../schemas';
import { avisar } from '../app/avisos';
import { puede, tieneAccesoApp } from '../app/permisos';
import { mensajeSinPermiso } from '../app/permisos.labels';
import { obtenerSesion } from '../app/sesion';
import { ubicacionActual } from '../app/ubicacion';

/** Lo que una guarda mira de la navegación: adónde va (la sesión y la pantalla actual las lee ella). */
export interface ArgumentosGuarda {
  location: ParsedLocation;
}

const rechazar = ({ location }: ArgumentosGuarda, accion: Accion): never => {
  avisar(mensajeSinPermiso(accion));
  const actual = ubicacionActual();
  throw redirect({ href: actual !== null && actual !== location.href ? actual : '/index', replace: true });
};

/** La ruta necesita el permiso `accion` sobre `objeto`. */
export const requierePermiso =
  (objeto: ObjetoPermiso, accion: Accion) =>
  (a: ArgumentosGuarda): void => {
    const sesion = obtenerSesion();
    if (sesion && !puede(sesion.usuario, objeto, accion)) rechazar(a, accion);
  };

/** La ruta es de una app: hace falta su marca y el id que la app usa. */
export const requiereApp =
  (app: AppId) =>
  (a: ArgumentosGuarda): void => {
    const sesion = obtenerSesion();
    if (sesion && !tieneAccesoApp(sesion.usuario, app)) rechazar(a, 'visualizar');
  };

/** La ruta es de varias apps: basta con tener acceso a una. */
export const requiereAlgunaApp =
  (apps: readonly AppId[]) =>
  (a: ArgumentosGuarda): void => {
    const sesion = obtenerSesion();
    if (sesion && !apps.some((app) => tieneAccesoApp(sesion.usuario, app))) rechazar(a, 'visualizar');
  };

/** Varias guardas en orden (la primera que rechaza corta). */
export const guardas =
  (...lista: readonly ((a: ArgumentosGuarda) => void)[]) =>
  (a: ArgumentosGuarda): void => {
    for (const guarda of lista) guarda(a);
  };
