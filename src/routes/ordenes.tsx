/**
 * Rutas de órdenes de trabajo (/ordenes/pendientes, finalizadas-tecnico, finalizadas, {idorden_trabajo}
 * y sus partes, material-instalar, material-afectado, asignar, tecnicos y notas): declaraciones
 * (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Todas piden ver órdenes; cada
 * subpantalla, además, lo que enseña o hace.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, type PermisoRuta, recurso, rutaPantalla } from './declarar';

const verPartes: PermisoRuta = ['parte_trabajo', 'visualizar'];
/** Las listas de órdenes son del técnico (y del supervisor); la ficha de una orden, de quien la pueda ver. */
const LISTAS_APPS = ['tecnicos'] as const;

const rutaOrdenes = recurso('ordentrabajo').grupo(() => rutaAutenticada, { path: 'ordenes' });
const padre = () => rutaOrdenes;

/** Las pantallas de /ordenes/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  // /ordenes/ a secas: la lista de pendientes.
  indiceGrupo(padre, '/ordenes/pendientes'),
  recurso('operacioncrm').ver(padre, {
    path: '$idorden_trabajo/operaciones',
    apps: ['comerciales'],
    pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesDeOrdenScreen),
  }),
  rutaPantalla(padre, {
    path: 'pendientes',
    apps: LISTAS_APPS,
    pantalla: () => import('../features/ordenes/OrdenesPendientesScreen').then((m) => m.OrdenesPendientesScreen),
  }),
  rutaPantalla(padre, {
    path: 'finalizadas-tecnico',
    apps: LISTAS_APPS,
    permisos: [verPartes],
    pantalla: () => import('../features/ordenes/OrdenesFinalizadasTecnicoScreen').then((m) => m.OrdenesFinalizadasTecnicoScreen),
  }),
  rutaPantalla(padre, {
    path: 'finalizadas',
    apps: LISTAS_APPS,
    pantalla: () => import('../features/ordenes/OrdenesFinalizadasScreen').then((m) => m.OrdenesFinalizadasScreen),
  }),
  recurso('lordentrabajo').ver(padre, {
    path: '$idorden_trabajo',
    pantalla: () => import('../features/ordenes/OrdenScreen').then((m) => m.OrdenScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/partes',
    permisos: [verPartes],
    pantalla: () => import('../features/ordenes/OrdenPartesScreen').then((m) => m.OrdenPartesScreen),
  }),
  recurso('lpartetrabajo').ver(padre, {
    path: '$idorden_trabajo/material-instalar',
    pantalla: () => import('../features/ordenes/OrdenMaterialInstalarScreen').then((m) => m.OrdenMaterialInstalarScreen),
  }),
  recurso('materialsistema').ver(padre, {
    path: '$idorden_trabajo/material-afectado',
    pantalla: () => import('../features/ordenes/OrdenMaterialAfectadoScreen').then((m) => m.OrdenMaterialAfectadoScreen),
  }),
  recurso('partetrabajo').alta(padre, {
    path: '$idorden_trabajo/asignar',
    pantalla: () => import('../features/ordenes/OrdenAsignarScreen').then((m) => m.OrdenAsignarScreen),
  }),
  recurso('partetrabajotecnico').ver(padre, {
    path: '$idorden_trabajo/tecnicos',
    permisos: [verPartes],
    pantalla: () => import('../features/ordenes/OrdenTecnicosScreen').then((m) => m.OrdenTecnicosScreen),
  }),
  recurso('nota').ver(padre, {
    path: '$idorden_trabajo/notas',
    pantalla: () => import('../features/ordenes/OrdenNotasScreen').then((m) => m.OrdenNotasScreen),
  }),
] as const;

/** /ordenes con todas sus pantallas, para el árbol. */
export const arbolOrdenes = rutaOrdenes.addChildren(hijas);
