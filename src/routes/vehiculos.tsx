/** Rutas de la furgoneta (/vehiculos/…): finas, delegan en sus pantallas. Solo la app de técnicos. */
import { createRoute, redirect } from '@tanstack/react-router';
import { DescargarParteScreen } from '../features/vehiculos/DescargarParteScreen';
import { DescargarVehiculoScreen } from '../features/vehiculos/DescargarVehiculoScreen';
import { MaterialEnVehiculoScreen } from '../features/vehiculos/MaterialEnVehiculoScreen';
import { StockVehiculoScreen } from '../features/vehiculos/StockVehiculoScreen';
import { rutaAutenticada } from './autenticado';
import { guardas, requiereApp, requierePermiso } from './guardas';

export const rutaVehiculos = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'vehiculos',
  beforeLoad: guardas(requiereApp('tecnicos'), requierePermiso('stock', 'visualizar')),
});

export const rutaVehiculosInicio = createRoute({
  getParentRoute: () => rutaVehiculos,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/vehiculos/material-en-vehiculo', replace: true });
  },
});

export const rutaMaterialEnVehiculo = createRoute({
  getParentRoute: () => rutaVehiculos,
  path: 'material-en-vehiculo',
  component: MaterialEnVehiculoScreen,
});

export const rutaStockVehiculo = createRoute({
  getParentRoute: () => rutaVehiculos,
  path: 'stock',
  component: StockVehiculoScreen,
});

export const rutaDescargarVehiculo = createRoute({
  getParentRoute: () => rutaVehiculos,
  path: 'descargar',
  beforeLoad: requierePermiso('movimiento_stock', 'insertar'),
  component: DescargarVehiculoScreen,
});

function DescargarParteRuta() {
  const { idparte_trabajo } = rutaDescargarParte.useParams();
  return <DescargarParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaDescargarParte = createRoute({
  getParentRoute: () => rutaVehiculos,
  path: 'descargar-parte/$idparte_trabajo',
  beforeLoad: requierePermiso('movimiento_stock', 'insertar'),
  component: DescargarParteRuta,
});

export const arbolVehiculos = rutaVehiculos.addChildren([
  rutaVehiculosInicio, rutaMaterialEnVehiculo, rutaStockVehiculo, rutaDescargarVehiculo, rutaDescargarParte,
]);
