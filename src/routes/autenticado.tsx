import { createRoute, redirect } from '@tanstack/react-router';
import { LayoutAutenticado } from '../app/LayoutAutenticado';
import { rutaRaiz } from './raiz';

/** Todas las rutas salvo la entrada: sin sesión guardada, a la entrada (y de vuelta tras entrar). */
export const rutaAutenticada = createRoute({
  getParentRoute: () => rutaRaiz,
  id: 'autenticado',
  beforeLoad: ({ context, location }) => {
    if (!context.obtenerSesion()) {
      throw redirect({ to: '/', search: { volver: location.href }, replace: true });
    }
  },
  component: LayoutAutenticado,
});
