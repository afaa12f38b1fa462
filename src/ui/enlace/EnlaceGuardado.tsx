/**
 * Enlace guardado: un `<Link>` de TanStack que sabe si la guarda de su destino dejaría pasar al usuario.
 * Lee el acceso declarado de la ruta destino y de sus grupos (staticData.acceso, declarar.tsx) y la
 * sesión actual (la misma que leen las guardas) y aplica la misma regla (routes/acceso.ts): si el
 * usuario no puede ir, no pinta nada; con `siNoPuede="texto"`, solo el texto; con
 * `siNoPuede="deshabilitar"`, un control deshabilitado con el motivo ('No tienes permiso de acceso para añadir'). Así ningún enlace lleva a 'No tienes permiso…'.
 */
import { Link, useRouter, type AnyRoute, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Accion } from '../../../schemas';
import { mensajeSinPermiso } from '../../app/permisos.labels';
import { useEstadoSesion } from '../../app/sesion';
import { accionQueFaltaEnRuta } from '../../routes/acceso';

/**
 * Qué pintar cuando el usuario no puede ir al destino: nada (por defecto), el texto del enlace sin enlace
 * (la celda de una fila: el número del parte sigue a la vista) o un control deshabilitado con el motivo.
 */
export type SiNoPuede = 'ocultar' | 'texto' | 'deshabilitar';

export interface PropsGuarda {
  siNoPuede?: SiNoPuede;
}

/** '/clientes/' y '/clientes' son la misma ruta para el router (como trimPathRight de TanStack). */
const sinBarraFinal = (path: string): string => (path === '/' ? path : path.replace(/\/+$/, ''));

/**
 * La ruta a la que lleva `to` (un path de ruta: '/ordenes/$idorden_trabajo'), como la busca el router al
 * navegar (routesByPath: con dos de igual path, la índice); undefined si no es una ruta declarada.
 */
export const rutaDeDestino = (porPath: Readonly<Record<string, AnyRoute | undefined>>, to: string): AnyRoute | undefined => porPath[sinBarraFinal(to)];

/**
 * La acción que le falta al usuario de la sesión para ir a `to` (un path de ruta, '/ordenes/$idorden_trabajo'),
 * o null si puede o no hay sesión (sin sesión decide la ruta autenticada). Un destino que no es una ruta
 * declarada no se guarda: el router mostrará su 404.
 */
export const useAccionQueFalta = (to: string | undefined): Accion | null => {
  const router = useRouter();
  const { sesion } = useEstadoSesion();
  if (!sesion || to === undefined) return null;
  const ruta = rutaDeDestino(router.routesByPath, to);
  return ruta ? accionQueFaltaEnRuta(sesion.usuario, ruta) : null;
};

/** Lo que el enlace pinta cuando el usuario no puede ir: nada, o el texto del enlace deshabilitado con el motivo. */
function SinAcceso({ accion, siNoPuede, className, children }: { accion: Accion; siNoPuede: SiNoPuede; className: string | undefined; children: ReactNode }) {
  if (siNoPuede === 'ocultar') return null;
  if (siNoPuede === 'texto') return <>{children}</>;
  const motivo = mensajeSinPermiso(accion);
  return (
    // data-disabled: el aspecto deshabilitado de .boton (estilos.css) si el enlace era un botón.
    <span className={className} aria-disabled="true" data-disabled="" title={motivo}>
      {children}
      <span className="solo-lectores"> ({motivo})</span>
    </span>
  );
}

/**
 * Con las mismas props que `<Link>` (to, params, search, className, children…, tipadas contra el árbol
 * de rutas) y `siNoPuede`.
 */
export function EnlaceGuardado<TRouter extends RegisteredRouter = RegisteredRouter, const TOptions = unknown>(
  props: ValidateLinkOptions<TRouter, TOptions> & PropsGuarda,
): ReactNode;
export function EnlaceGuardado(props: ValidateLinkOptions & PropsGuarda): ReactNode {
  const { siNoPuede = 'ocultar', ...opciones } = props;
  const falta = useAccionQueFalta(typeof opciones.to === 'string' ? opciones.to : undefined);
  if (falta !== null) {
    const contenido = typeof opciones.children === 'function' ? null : opciones.children;
    return (
      <SinAcceso accion={falta} siNoPuede={siNoPuede} className={typeof opciones.className === 'string' ? opciones.className : undefined}>
        {contenido}
      </SinAcceso>
    );
  }
  return <Link {...opciones} />;
}
