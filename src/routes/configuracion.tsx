import { createRoute } from '@tanstack/react-router';
import { AdminBdScreen } from '../features/configuracion/AdminBdScreen';
import { CambiarContrasenaScreen } from '../features/configuracion/CambiarContrasenaScreen';
import { ConfiguracionScreen } from '../features/configuracion/ConfiguracionScreen';
import { CuentaScreen } from '../features/configuracion/CuentaScreen';
import { rutaAutenticada } from './autenticado';

export const rutaConfiguracion = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'configuracion',
});

export const rutaConfiguracionInicio = createRoute({
  getParentRoute: () => rutaConfiguracion,
  path: '/',
  component: ConfiguracionScreen,
});

export const rutaCuenta = createRoute({
  getParentRoute: () => rutaConfiguracion,
  path: 'cuenta',
  component: CuentaScreen,
});

export const rutaCambiarContrasena = createRoute({
  getParentRoute: () => rutaConfiguracion,
  path: 'cambiarcontrasena',
  component: CambiarContrasenaScreen,
});

export const rutaAdminBd = createRoute({
  getParentRoute: () => rutaConfiguracion,
  path: 'admin-bd',
  component: AdminBdScreen,
});
