/**
 * Rutas de la presencia (/presencia/: la lista de fichajes con el estado y el botón de fichar, la ficha de
 * un fichaje con su corrección, y fichar la entrada o la salida en registrar-entrada-salida/{tipo}) de la
 * app 'presencia': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaPresencia = recurso('presencia').grupo(() => rutaAutenticada, { path: 'presencia', apps: ['presencia'] });
const padre = () => rutaPresencia;

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/presencia/PresenciaScreen').then((m) => m.PresenciaScreen) }),
  recurso('presencia').alta(padre, {
    path: 'registrar-entrada-salida/$tipo',
    pantalla: () => import('../features/presencia/RegistrarFichajeScreen').then((m) => m.RegistrarFichajeScreen),
  }),
  rutaPantalla(padre, { path: '$idpresencia', pantalla: () => import('../features/presencia/FichajeScreen').then((m) => m.FichajeScreen) }),
] as const;

export const arbolPresencia = rutaPresencia.addChildren(hijas);
