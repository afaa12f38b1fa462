import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { SesionGuardada } from '../../replication/cliente';
import { NoEncontradoScreen } from '../features/errores/NoEncontradoScreen';

export interface ContextoRouter {
  /** La sesión guardada en este momento (las guardas la leen en cada navegación). */
  obtenerSesion: () => SesionGuardada | null;
}

export const rutaRaiz = createRootRouteWithContext<ContextoRouter>()({
  component: Outlet,
  notFoundComponent: NoEncontradoScreen,
});
