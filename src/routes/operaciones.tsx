/**
 * Rutas de operaciones comerciales (/operaciones/: lista, abiertas, cerradas, add, {id}, edit, lineas,
 * contactos y citas) de la app 'comerciales', y partes/{id}/simple-add (un técnico anota una venta desde
 * un parte): declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { type PermisoRuta, recurso, rutaPantalla, textosDeBusqueda } from './declarar';

const rutaOperaciones = recurso('operacioncrm').grupo(() => rutaAutenticada, { path: 'operaciones', apps: ['comerciales'] });
const padre = () => rutaOperaciones;

/** ?idcliente, ?idcliente_potencial, ?idsistema, ?idorden_trabajo: el alta con el titular u origen elegido. */
const busquedaAlta = (s: Record<string, unknown>) => textosDeBusqueda(s, ['idcliente', 'idcliente_potencial', 'idsistema', 'idorden_trabajo'] as const);

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesScreen) }),
  rutaPantalla(padre, { path: 'abiertas', pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesAbiertasScreen) }),
  rutaPantalla(padre, { path: 'cerradas', pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesCerradasScreen) }),
  recurso('operacioncrm').altaConBusqueda(padre, {
    path: 'add',
    busqueda: busquedaAlta,
    pantalla: () => import('../features/operaciones/OperacionAddScreen').then((m) => m.NuevaOperacionScreen),
  }),
  rutaPantalla(padre, { path: '$idoperacioncrm', pantalla: () => import('../features/operaciones/OperacionScreen').then((m) => m.OperacionScreen) }),
  recurso('operacioncrm').edicion(padre, {
    path: '$idoperacioncrm/edit',
    pantalla: () => import('../features/operaciones/OperacionEditarScreen').then((m) => m.OperacionEditarScreen),
  }),
  recurso('loperacioncrm').ver(padre, {
    path: '$idoperacioncrm/lineas',
    pantalla: () => import('../features/operaciones/OperacionLineasScreen').then((m) => m.OperacionLineasScreen),
  }),
  recurso('contactooperacion').ver(padre, {
    path: '$idoperacioncrm/contactos',
    pantalla: () => import('../features/operaciones/OperacionContactosScreen').then((m) => m.OperacionContactosScreen),
  }),
  recurso('cita').ver(padre, {
    path: '$idoperacioncrm/citas',
    pantalla: () => import('../features/citas/CitasScreen').then((m) => m.CitasDeOperacionScreen),
  }),
] as const;

export const arbolOperaciones = rutaOperaciones.addChildren(hijas);

const verPartes: PermisoRuta = ['parte_trabajo', 'visualizar'];

/** partes/{id}/simple-add, junto a las demás rutas de partes (hija de la ruta autenticada, como ellas). */
export const rutaParteSimpleAdd = rutaPantalla(() => rutaAutenticada, {
  path: 'partes/$idparte_trabajo/simple-add',
  apps: ['tecnicos'],
  permisos: [verPartes, ['operacioncrm', 'insertar']],
  pantalla: () => import('../features/operaciones/SimpleAddScreen').then((m) => m.SimpleAddScreen),
});
