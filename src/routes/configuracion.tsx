/** Rutas de configuración (/configuracion/, cuenta, cambiarcontrasena, admin-bd): declaraciones; cada pantalla se carga al abrirla. */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla } from './declarar';

const rutaConfiguracion = rutaGrupo(() => rutaAutenticada, { path: 'configuracion' });
const padre = () => rutaConfiguracion;

// La lista aparte (no dentro de addChildren): así TypeScript infiere el path de cada ruta.
const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/configuracion/ConfiguracionScreen').then((m) => m.ConfiguracionScreen) }),
  rutaPantalla(padre, { path: 'cuenta', pantalla: () => import('../features/configuracion/CuentaScreen').then((m) => m.CuentaScreen) }),
  rutaPantalla(padre, {
    path: 'cambiarcontrasena',
    pantalla: () => import('../features/configuracion/CambiarContrasenaScreen').then((m) => m.CambiarContrasenaScreen),
  }),
  rutaPantalla(padre, { path: 'admin-bd', pantalla: () => import('../features/configuracion/AdminBdScreen').then((m) => m.AdminBdScreen) }),
] as const;

export const arbolConfiguracion = rutaConfiguracion.addChildren(hijas);
