/**
 * Rutas de órdenes de trabajo (/ordenes/pendientes, finalizadas-tecnico, finalizadas, {idorden_trabajo}
 * y sus partes, material-instalar, material-afectado, asignar, tecnicos y notas): declaraciones
 * (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Todas piden ver órdenes; cada
 * subpantalla, además, lo que enseña o hace.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, rutaGrupo, rutaPantalla, type PermisoRuta } from './declarar';

const verPartes: PermisoRuta = ['parte_trabajo', 'visualizar'];
/** Las listas de órdenes son del técnico (y del supervisor); la ficha de una orden, de quien la pueda ver. */
const LISTAS_APPS = ['tecnicos'] as const;

const rutaOrdenes = rutaGrupo(() => rutaAutenticada, { path: 'ordenes', permisos: [['orden_trabajo', 'visualizar']] });
const padre = () => rutaOrdenes;

/** Las pantallas de /ordenes/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  // /ordenes/ a secas: la lista de pendientes.
  indiceGrupo(padre, '/ordenes/pendientes'),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/operaciones',
    apps: ['comerciales'],
    permisos: [['operacioncrm', 'visualizar']],
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
  rutaPantalla(padre, {
    path: '$idorden_trabajo',
    permisos: [['lorden_trabajo', 'visualizar']],
    pantalla: () => import('../features/ordenes/OrdenScreen').then((m) => m.OrdenScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/partes',
    permisos: [verPartes],
    pantalla: () => import('../features/ordenes/OrdenPartesScreen').then((m) => m.OrdenPartesScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/material-instalar',
    permisos: [['lparte_trabajo', 'visualizar']],
    pantalla: () => import('../features/ordenes/OrdenMaterialInstalarScreen').then((m) => m.OrdenMaterialInstalarScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/material-afectado',
    permisos: [['material_sistema', 'visualizar']],
    pantalla: () => import('../features/ordenes/OrdenMaterialAfectadoScreen').then((m) => m.OrdenMaterialAfectadoScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/asignar',
    permisos: [['parte_trabajo', 'insertar']],
    pantalla: () => import('../features/ordenes/OrdenAsignarScreen').then((m) => m.OrdenAsignarScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/tecnicos',
    permisos: [verPartes, ['parte_trabajo_tecnico', 'visualizar']],
    pantalla: () => import('../features/ordenes/OrdenTecnicosScreen').then((m) => m.OrdenTecnicosScreen),
  }),
  rutaPantalla(padre, {
    path: '$idorden_trabajo/notas',
    permisos: [['nota', 'visualizar']],
    pantalla: () => import('../features/ordenes/OrdenNotasScreen').then((m) => m.OrdenNotasScreen),
  }),
] as const;

/** /ordenes con todas sus pantallas, para el árbol. */
export const arbolOrdenes = rutaOrdenes.addChildren(hijas);
