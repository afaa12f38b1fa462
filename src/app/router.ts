import { createRouter } from '@tanstack/react-router';
import { arbolRutas } from '../routes/arbol';
import { obtenerSesion } from './sesion';

export const router = createRouter({
  routeTree: arbolRutas,
  basepath: '/app',
  // '/sincronizacion/' se escribe con barra final (especificación); se respeta tal como llega.
  trailingSlash: 'preserve',
  context: { obtenerSesion },
  defaultPreload: false,
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
