/**
 * Raíz del modo sin conexión del técnico (/offline/): app 'tecnicos' y permiso de ver partes. Las pantallas
 * cuelgan de aquí desde sus propios ficheros de rutas (offline-material.tsx, offline-cierre.tsx,
 * ficheros.tsx) y se añaden en arbol.ts.
 */
import { createRoute } from '@tanstack/react-router';
import { rutaAutenticada } from './autenticado';
import { requiereApp, requierePermiso } from './guardas';

export const rutaOffline = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'offline',
  beforeLoad: (a) => {
    requiereApp('tecnicos')(a);
    requierePermiso('parte_trabajo', 'visualizar')(a);
  },
});
