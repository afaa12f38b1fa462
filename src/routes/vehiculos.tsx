/**
 * Rutas de la furgoneta (/vehiculos/…), solo de la app de técnicos: declaraciones (declarar.tsx) con su
 * acceso; cada pantalla se carga al abrirla.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla, type PermisoRuta } from './declarar';

const insertarMovimiento: PermisoRuta = ['movimiento_stock', 'insertar'];

const rutaVehiculos = rutaGrupo(() => rutaAutenticada, {
  path: 'vehiculos',
  apps: ['tecnicos'],
  permisos: [['stock', 'visualizar']],
});
const padre = () => rutaVehiculos;

/** /vehiculos/ a secas lleva al material en el vehículo. */
const rutaVehiculosInicio = createRoute({
  getParentRoute: padre,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/vehiculos/material-en-vehiculo', replace: true });
  },
});

/** Las pantallas de /vehiculos/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  rutaVehiculosInicio,
  rutaPantalla(padre, {
    path: 'material-en-vehiculo',
    pantalla: () => import('../features/vehiculos/MaterialEnVehiculoScreen').then((m) => m.MaterialEnVehiculoScreen),
  }),
  rutaPantalla(padre, {
    path: 'stock',
    pantalla: () => import('../features/vehiculos/StockVehiculoScreen').then((m) => m.StockVehiculoScreen),
  }),
  rutaPantalla(padre, {
    path: 'descargar',
    permisos: [insertarMovimiento],
    pantalla: () => import('../features/vehiculos/DescargarVehiculoScreen').then((m) => m.DescargarVehiculoScreen),
  }),
  rutaPantalla(padre, {
    path: 'descargar-parte/$idparte_trabajo',
    permisos: [insertarMovimiento],
    pantalla: () => import('../features/vehiculos/DescargarParteScreen').then((m) => m.DescargarParteScreen),
  }),
] as const;

export const arbolVehiculos = rutaVehiculos.addChildren(hijas);
