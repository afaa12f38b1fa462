import { createRoute } from '@tanstack/react-router';
import { MenuScreen } from '../features/menu/MenuScreen';
import { rutaAutenticada } from './autenticado';

export const rutaMenu = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'index',
  component: MenuScreen,
});
