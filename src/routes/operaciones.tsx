/**
 * Rutas de operaciones comerciales (/operaciones/: lista, abiertas, cerradas, add, {id}, edit, lineas,
 * contactos y citas) de la app 'comerciales', y partes/{id}/simple-add (un técnico anota una venta desde
 * un parte): declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla, rutaPantallaConBusqueda, textosDeBusqueda, type PermisoRuta } from './declarar';

const rutaOperaciones = rutaGrupo(() => rutaAutenticada, { path: 'operaciones', apps: ['comerciales'], permisos: [['operacioncrm', 'visualizar']] });
const padre = () => rutaOperaciones;

/** ?idcliente, ?idcliente_potencial, ?idsistema, ?idorden_trabajo: el alta con el titular u origen elegido. */
const busquedaAlta = (s: Record<string, unknown>) => textosDeBusqueda(s, ['idcliente', 'idcliente_potencial', 'idsistema', 'idorden_trabajo'] as const);

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesScreen) }),
  rutaPantalla(padre, { path: 'abiertas', pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesAbiertasScreen) }),
  rutaPantalla(padre, { path: 'cerradas', pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesCerradasScreen) }),
  rutaPantallaConBusqueda(padre, {
    path: 'add',
    busqueda: busquedaAlta,
    permisos: [['operacioncrm', 'insertar']],
    pantalla: () => import('../features/operaciones/OperacionAddScreen').then((m) => m.NuevaOperacionScreen),
  }),
  rutaPantalla(padre, { path: '$idoperacioncrm', pantalla: () => import('../features/operaciones/OperacionScreen').then((m) => m.OperacionScreen) }),
  rutaPantalla(padre, {
    path: '$idoperacioncrm/edit',
    permisos: [['operacioncrm', 'editar']],
    pantalla: () => import('../features/operaciones/OperacionEditarScreen').then((m) => m.OperacionEditarScreen),
  }),
  rutaPantalla(padre, {
    path: '$idoperacioncrm/lineas',
    permisos: [['loperacioncrm', 'visualizar']],
    pantalla: () => import('../features/operaciones/OperacionLineasScreen').then((m) => m.OperacionLineasScreen),
  }),
  rutaPantalla(padre, {
    path: '$idoperacioncrm/contactos',
    permisos: [['contacto_operacion', 'visualizar']],
    pantalla: () => import('../features/operaciones/OperacionContactosScreen').then((m) => m.OperacionContactosScreen),
  }),
  rutaPantalla(padre, {
    path: '$idoperacioncrm/citas',
    permisos: [['cita', 'visualizar']],
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
