import { createRoute } from '@tanstack/react-router';
import { rutaAutenticada } from './autenticado';
import { componentePerezoso } from './pantalla-perezosa';

export const rutaMenu = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'index',
  // Bajo demanda, como el marco: el router pide los dos chunks a la vez al entrar en /index.
  component: componentePerezoso(() => import('../features/menu/MenuScreen').then((m) => m.MenuScreen)),
});
