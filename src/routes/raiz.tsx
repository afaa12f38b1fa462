import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { SesionGuardada } from '../app/cliente';
import { NoEncontradoScreen } from '../features/errores/NoEncontradoScreen';

export interface ContextoRouter {
  /** La sesión guardada en este momento (las guardas la leen en cada navegación). */
  obtenerSesion: () => SesionGuardada | null;
  /** href (sin /app) de la pantalla ya mostrada, o null antes de la primera: adonde vuelve una guarda. */
  ubicacionActual: () => string | null;
}

export const rutaRaiz = createRootRouteWithContext<ContextoRouter>()({
  component: Outlet,
  notFoundComponent: NoEncontradoScreen,
});
