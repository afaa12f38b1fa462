import { createRoute, redirect } from '@tanstack/react-router';
import { componentePerezoso } from './pantalla-perezosa';
import { rutaRaiz } from './raiz';

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
  component: componentePerezoso(() => import('../app/LayoutAutenticado').then((m) => m.LayoutAutenticado)),
});
