import { createRoute, redirect } from '@tanstack/react-router';
import { componentePerezoso } from './pantalla-perezosa';
import { rutaRaiz } from './raiz';

/**
 * El marco con sesión (base de datos, motor, cabecera), bajo demanda. La entrada lo precarga cuando el
 * usuario empieza a escribir (LoginScreen, `alEmpezar`): su código se descarga y evalúa mientras teclea,
 * sin abrir la base de datos, y tras 'Entrar' solo queda abrirla.
 */
export const MarcoConSesion = componentePerezoso(() => import('../app/LayoutAutenticado').then((m) => m.LayoutAutenticado));

/**
 * Todas las rutas salvo la entrada: sin sesión guardada, a la entrada (y de vuelta tras entrar). El marco
 * (base de datos, motor, cabecera) se carga bajo demanda: la pantalla de entrada no lo descarga.
 */
export const rutaAutenticada = createRoute({
  getParentRoute: () => rutaRaiz,
  id: 'autenticado',
  beforeLoad: ({ context, location }) => {
    if (!context.obtenerSesion()) {
      throw redirect({ to: '/', search: { volver: location.href }, replace: true });
    }
  },
  component: MarcoConSesion,
});
