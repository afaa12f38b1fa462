/**
 * Rutas de la furgoneta (/vehiculos/…): declaraciones (declarar.tsx) con su acceso; cada pantalla se carga
 * al abrirla. Todas son de la app de técnicos salvo el stock, que también abre el almacén (las existencias
 * de los almacenes centrales y las furgonetas de su delegación).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { tieneAccesoApp } from '../app/permisos';
import { obtenerSesion } from '../app/sesion';
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla, type PermisoRuta } from './declarar';

const insertarMovimiento: PermisoRuta = ['movimiento_stock', 'insertar'];
const tecnicos = ['tecnicos'] as const;

const rutaVehiculos = rutaGrupo(() => rutaAutenticada, {
  path: 'vehiculos',
  apps: ['tecnicos', 'almacen'],
  permisos: [['stock', 'visualizar']],
});
const padre = () => rutaVehiculos;

/** /vehiculos/ a secas lleva al material en el vehículo (al almacén, que no tiene furgoneta, al stock). */
const rutaVehiculosInicio = createRoute({
  getParentRoute: padre,
  path: '/',
  beforeLoad: () => {
    const sesion = obtenerSesion();
    const soloAlmacen = sesion !== null && !tieneAccesoApp(sesion.usuario, 'tecnicos');
    throw redirect({ to: soloAlmacen ? '/vehiculos/stock' : '/vehiculos/material-en-vehiculo', replace: true });
  },
});

/** Las pantallas de /vehiculos/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  rutaVehiculosInicio,
  rutaPantalla(padre, {
    path: 'material-en-vehiculo',
    apps: tecnicos,
    pantalla: () => import('../features/vehiculos/MaterialEnVehiculoScreen').then((m) => m.MaterialEnVehiculoScreen),
  }),
  rutaPantalla(padre, {
    path: 'stock',
    pantalla: () => import('../features/vehiculos/StockVehiculoScreen').then((m) => m.StockVehiculoScreen),
  }),
  rutaPantalla(padre, {
    path: 'descargar',
    apps: tecnicos,
    permisos: [insertarMovimiento],
    pantalla: () => import('../features/vehiculos/DescargarVehiculoScreen').then((m) => m.DescargarVehiculoScreen),
  }),
  rutaPantalla(padre, {
    path: 'descargar-parte/$idparte_trabajo',
    apps: tecnicos,
    permisos: [insertarMovimiento],
    pantalla: () => import('../features/vehiculos/DescargarParteScreen').then((m) => m.DescargarParteScreen),
  }),
] as const;

export const arbolVehiculos = rutaVehiculos.addChildren(hijas);
