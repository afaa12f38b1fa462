/**
 * Quién puede entrar en una ruta: la única regla, que usan a la vez la guarda de la ruta (beforeLoad) y
 * el enlace guardado (src/ui/enlace): cada declaración (declarar.tsx) guarda su acceso en el
 * `staticData` de la ruta y una dirección exige el acceso de la ruta y el de todos sus grupos, del más
 * externo al más interno. Dentro de cada uno, primero los permisos (el aviso dice la acción que falta:
 * 'añadir', 'modificar'…) y luego las apps (basta con una). Sin sesión no se rechaza nada aquí: a la
 * entrada manda antes la guarda de la ruta autenticada.
 */
import type { AnyRoute } from '@tanstack/react-router';
import type { Accion, AppId, ObjetoPermiso } from '../../schemas';
import { puede, tieneAccesoApp, type UsuarioSesion } from '../../replication/sesion';

/** Un permiso que la ruta exige: [objeto, acción]. */
export type PermisoRuta = readonly [objeto: ObjetoPermiso, accion: Accion];

/** Quién puede entrar: alguna de las apps (si se dan) y todos los permisos. */
export interface Acceso {
  apps?: readonly AppId[];
  permisos?: readonly PermisoRuta[];
}

/** Lo que una guarda mira de la navegación: adónde va (la sesión y la pantalla actual las lee ella). */
export interface ArgumentosGuarda {
  location: { href: string };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** El acceso declarado de la ruta (declarar.tsx); las rutas sin él no piden nada propio. */
    acceso?: Acceso;
    /** La guarda de ese acceso, la misma función que la ruta lleva en `beforeLoad`. */
    guarda?: (a: ArgumentosGuarda) => void;
  }
}

/** La acción que le falta al usuario para un acceso ('visualizar' si es la app), o null si puede. */
export const accionQueFalta = (usuario: UsuarioSesion, a: Acceso): Accion | null => {
  for (const [objeto, accion] of a.permisos ?? []) if (!puede(usuario, objeto, accion)) return accion;
  if (a.apps && a.apps.length > 0 && !a.apps.some((app) => tieneAccesoApp(usuario, app))) return 'visualizar';
  return null;
};

/** Los accesos de una ruta y de sus grupos, del más externo (la raíz) a ella misma. */
export const accesosDeRuta = (ruta: AnyRoute): Acceso[] => {
  const cadena: Acceso[] = [];
  for (let r: AnyRoute | undefined = ruta; r; r = r.parentRoute) {
    const acceso = r.options.staticData?.acceso;
    if (acceso) cadena.unshift(acceso);
  }
  return cadena;
};

/** La acción que le falta al usuario para entrar en la ruta (con sus grupos), o null si puede. */
export const accionQueFaltaEnRuta = (usuario: UsuarioSesion, ruta: AnyRoute): Accion | null => {
  for (const a of accesosDeRuta(ruta)) {
    const falta = accionQueFalta(usuario, a);
    if (falta !== null) return falta;
  }
  return null;
};

/** ¿La ruta (con sus grupos) declara algún permiso o app? Una ruta de datos sin ninguno es un descuido. */
export const declaraAcceso = (ruta: AnyRoute): boolean =>
  accesosDeRuta(ruta).some((a) => (a.permisos?.length ?? 0) > 0 || (a.apps?.length ?? 0) > 0);
