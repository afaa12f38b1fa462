/**
 * Rutas a partir de declaraciones: (padre, path, pantalla, apps y permisos). Cada pantalla se carga bajo
 * demanda (su propio chunk, que el service worker guarda en la instalación) y recibe como props los
 * parámetros de su path, tipados: `pantalla` de 'partes/$idparte_trabajo' tiene que aceptar
 * `{ idparte_trabajo: string }`, o no compila. Los ficheros de rutas solo declaran; no llevan componentes
 * envoltorio. La guarda rechaza, con el mensaje de la especificación, a quien no tiene la app o el permiso.
 */
import type { ComponentType } from 'react';
import {
  createRoute,
  notFound,
  redirect,
  useParams,
  useSearch,
  type AnyRoute,
  type ResolveParams,
} from '@tanstack/react-router';
import type { Accion } from '../../schemas';
import { PantallaNoCargada } from './PantallaNoCargada';
import { componentePerezoso } from './pantalla-perezosa';
import type { Acceso, PermisoRuta } from './acceso';
import { guardaDeAcceso } from './guardas';
import { OBJETO_DE_ENTIDAD } from './objetos-permiso';

export type { Acceso, PermisoRuta } from './acceso';

export interface DeclaracionPantalla<TPath extends string, TProps extends object = ResolveParams<TPath>> extends Acceso {
  path: TPath;
  /** Carga la pantalla bajo demanda: `() => import('…/XScreen').then((m) => m.XScreen)`. */
  pantalla: () => Promise<ComponentType<TProps>>;
}

/** Nombres de los parámetros de un path: 'partes/$idparte_trabajo/notas' → ['idparte_trabajo']. */
export const parametrosDe = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s.startsWith('$'))
    .map((s) => s.slice(1));

/** Solo el acceso de una declaración (sin su path ni su pantalla), para el `staticData` de la ruta. */
const accesoDe = (d: Acceso): Acceso => ({
  ...(d.apps ? { apps: d.apps } : {}),
  ...(d.permisos ? { permisos: d.permisos } : {}),
});

/**
 * La guarda y el acceso declarado de una ruta: `staticData.acceso` lo lee el enlace guardado
 * (src/ui/enlace) para no ofrecer una dirección que la guarda rechazaría; `staticData.guarda` es la
 * misma función que `beforeLoad`, para que la prueba de rutas y roles la ejecute tal cual.
 */
const accesoDeRuta = (d: Acceso) => {
  const acceso = accesoDe(d);
  const guarda = guardaDeAcceso(acceso);
  return { beforeLoad: guarda, staticData: { acceso, guarda } };
};

/**
 * La pantalla con los parámetros de su path (y la búsqueda) como props; `key` con los parámetros, para
 * que pasar de un registro a otro monte la pantalla de nuevo y no arrastre el estado del anterior.
 */
const conParametros = <P extends object>(Pantalla: ComponentType<P>, nombres: readonly string[], conBusqueda: boolean): ComponentType => {
  function PantallaDeclarada() {
    const todos: Record<string, string> = useParams({ strict: false });
    const busqueda: Record<string, unknown> = useSearch({ strict: false });
    const props: Record<string, unknown> = conBusqueda ? { ...busqueda } : {};
    for (const n of nombres) props[n] = todos[n];
    const clave = nombres.map((n) => todos[n] ?? '').join('/');
    // Las props salen de la declaración (path y validador de búsqueda), que el tipo de `pantalla` ata a P.
    return <Pantalla key={clave} {...(props as P)} />;
  }
  PantallaDeclarada.displayName = `Ruta(${Pantalla.displayName ?? Pantalla.name})`;
  return PantallaDeclarada;
};

const componente = <P extends object>(d: { path: string; pantalla: () => Promise<ComponentType<P>> }, conBusqueda: boolean) =>
  // Nunca lazyRouteComponent: recarga la página si el chunk no llega, y sin red eso es la página de error del navegador.
  componentePerezoso(async () => conParametros(await d.pantalla(), parametrosDe(d.path), conBusqueda));

/** Una pantalla bajo `padre` en `path`, cargada bajo demanda, con su acceso; recibe los parámetros del path. */
export const rutaPantalla = <TPadre extends AnyRoute, const TPath extends string>(padre: () => TPadre, d: DeclaracionPantalla<TPath>) =>
  createRoute({
    getParentRoute: padre,
    path: d.path,
    ...accesoDeRuta(d),
    component: componente(d, false),
    errorComponent: PantallaNoCargada,
  });

/** Igual, con parámetros de búsqueda (?clave=valor) validados, que llegan a la pantalla junto a los del path. */
export const rutaPantallaConBusqueda = <TPadre extends AnyRoute, const TPath extends string, TBusqueda extends object>(
  padre: () => TPadre,
  d: DeclaracionPantalla<TPath, ResolveParams<TPath> & TBusqueda> & { busqueda: (s: Record<string, unknown>) => TBusqueda },
) =>
  createRoute({
    getParentRoute: padre,
    path: d.path,
    validateSearch: d.busqueda,
    ...accesoDeRuta(d),
    component: componente(d, true),
    errorComponent: PantallaNoCargada,
  });

/** Un grupo sin pantalla propia ('ordenes', 'offline'): solo reúne a sus hijas bajo un acceso común. */
export const rutaGrupo = <TPadre extends AnyRoute, const TPath extends string>(padre: () => TPadre, d: Acceso & { path: TPath }) =>
  createRoute({ getParentRoute: padre, path: d.path, ...accesoDeRuta(d) });

/**
 * El índice de un grupo que no tiene pantalla propia ('/ordenes/', '/ficheros/'): sin esto, la dirección
 * del grupo a secas mostraba una página en blanco. Con `destino`, lleva a él; sin él, es la página 404.
 */
export const indiceGrupo = <TPadre extends AnyRoute>(padre: () => TPadre, destino?: string) =>
  createRoute({
    getParentRoute: padre,
    path: '/',
    beforeLoad: () => {
      if (destino !== undefined) throw redirect({ href: destino, replace: true });
      throw notFound();
    },
  });

/** Los parámetros de texto no vacíos de una búsqueda (?idcliente=…), con esos nombres: para `busqueda`. */
export const textosDeBusqueda = <K extends string>(s: Record<string, unknown>, claves: readonly K[]): Partial<Record<K, string>> => {
  const salida: Partial<Record<K, string>> = {};
  for (const k of claves) {
    const v = s[k];
    // El router lee '?idcliente=12' escrito a mano (o de un enlace de fuera) como el número 12.
    if (typeof v === 'string' && v.length > 0) salida[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) salida[k] = String(v);
  }
  return salida;
};

/**
 * Las rutas de un recurso (una entidad de schemas/index.ts): su grupo, lista, ficha, alta y edición, con
 * el permiso que toca sobre el objeto de permisos de la entidad (`entidades[c].objeto`, copiado con su
 * tipo en objetos-permiso.ts para no cargar schemas con el chunk de entrada): ver para el
 * grupo, la lista y la ficha, añadir para el alta, modificar para la edición. `permisos` de cada
 * declaración son los que se piden además (la app va en `apps`, como en las demás).
 *   const citas = recurso('cita');
 *   const rutaCitas = citas.grupo(() => rutaAutenticada, { path: 'citas', apps: ['comerciales'] });
 *   citas.edicion(() => rutaCitas, { path: '$idcita/edit', pantalla: … })
 */
export const recurso = (coleccion: keyof typeof OBJETO_DE_ENTIDAD) => {
  const objeto = OBJETO_DE_ENTIDAD[coleccion];
  const con = <D extends Acceso>(d: D, accion: Accion): D => ({ ...d, permisos: [[objeto, accion] satisfies PermisoRuta, ...(d.permisos ?? [])] });
  return {
    /** El grupo de sus rutas ('/citas'): ver la entidad. */
    grupo: <TPadre extends AnyRoute, const TPath extends string>(padre: () => TPadre, d: Acceso & { path: TPath }) => rutaGrupo(padre, con(d, 'visualizar')),
    /** Una pantalla de consulta (lista, ficha, subpantalla que solo enseña): ver la entidad. */
    ver: <TPadre extends AnyRoute, const TPath extends string>(padre: () => TPadre, d: DeclaracionPantalla<TPath>) => rutaPantalla(padre, con(d, 'visualizar')),
    /** El alta: añadir. */
    alta: <TPadre extends AnyRoute, const TPath extends string>(padre: () => TPadre, d: DeclaracionPantalla<TPath>) => rutaPantalla(padre, con(d, 'insertar')),
    /** El alta con parámetros de búsqueda (?idcliente=…): añadir. */
    altaConBusqueda: <TPadre extends AnyRoute, const TPath extends string, TBusqueda extends object>(
      padre: () => TPadre,
      d: DeclaracionPantalla<TPath, ResolveParams<TPath> & TBusqueda> & { busqueda: (s: Record<string, unknown>) => TBusqueda },
    ) => rutaPantallaConBusqueda(padre, con(d, 'insertar')),
    /** La edición: modificar. */
    edicion: <TPadre extends AnyRoute, const TPath extends string>(padre: () => TPadre, d: DeclaracionPantalla<TPath>) => rutaPantalla(padre, con(d, 'editar')),
  };
};
