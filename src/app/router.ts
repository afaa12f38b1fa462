/**
 * El router de la app bajo /app. Su contexto da a las guardas la sesión actual y la ubicación ya
 * resuelta (a la que vuelve una navegación rechazada). Tras cada cambio de ruta: scroll arriba y
 * diálogos persistentes cerrados (navegacion.ts).
 */
import { createRouter } from '@tanstack/react-router';
import { arbolRutas } from '../routes/arbol';
import { PantallaNoCargada } from '../routes/PantallaNoCargada';
import { subirArriba, trasNavegar } from './navegacion';
import { obtenerSesion } from './sesion';
import { fijarUbicacion } from './ubicacion';

export const router = createRouter({
  routeTree: arbolRutas,
  basepath: '/app',
  // '/sincronizacion/' se escribe con barra final (especificación); se respeta tal como llega.
  trailingSlash: 'preserve',
  context: { obtenerSesion },
  defaultPreload: false,
  // Cualquier error al pintar, en español y con 'Reintentar' (nunca el 'Something went wrong!' de serie).
  defaultErrorComponent: PantallaNoCargada,
  // El scroll lo lleva trasNavegar: siempre arriba tras cambiar de pantalla.
  scrollRestoration: false,
});

// El navegador no restaura el desplazamiento al ir atrás o adelante: cada pantalla empieza arriba.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

router.subscribe('onResolved', (e) => {
  fijarUbicacion(e.toLocation.href);
  if (e.pathChanged) trasNavegar();
});
router.subscribe('onRendered', (e) => {
  if (e.pathChanged) subirArriba();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

