/**
 * Rutas de tiempos (/tiempos/: lista, add, agenda, iniciar, detener) de la app 'tecnicos': finas, con su
 * guarda de permiso, delegan en las pantallas de src/features/tiempos.
 */
import { createRoute } from '@tanstack/react-router';
import { AgendaTiemposScreen } from '../features/tiempos/AgendaTiemposScreen';
import { CronometroDetenerScreen, TiemposIniciarScreen } from '../features/tiempos/CronometroScreens';
import { TiempoAddScreen } from '../features/tiempos/TiempoAddScreen';
import { TiemposScreen } from '../features/tiempos/TiemposScreen';
import { rutaAutenticada } from './autenticado';
import { guardas, requiereApp, requierePermiso } from './guardas';

export const rutaTiempos = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'tiempos',
  beforeLoad: guardas(requiereApp('tecnicos'), requierePermiso('tiempo_trabajado', 'visualizar')),
});

export const rutaTiemposLista = createRoute({ getParentRoute: () => rutaTiempos, path: '/', component: TiemposScreen });

function TiempoAddRuta() {
  return <TiempoAddScreen idparteFijo={null} />;
}

export const rutaTiemposAdd = createRoute({
  getParentRoute: () => rutaTiempos,
  path: 'add',
  beforeLoad: requierePermiso('tiempo_trabajado', 'insertar'),
  component: TiempoAddRuta,
});

export const rutaTiemposAgenda = createRoute({ getParentRoute: () => rutaTiempos, path: 'agenda', component: AgendaTiemposScreen });

export const rutaTiemposIniciar = createRoute({
  getParentRoute: () => rutaTiempos,
  path: 'iniciar',
  beforeLoad: requierePermiso('tiempo_trabajado', 'insertar'),
  component: TiemposIniciarScreen,
});

export const rutaTiemposDetener = createRoute({
  getParentRoute: () => rutaTiempos,
  path: 'detener',
  beforeLoad: requierePermiso('tiempo_trabajado', 'editar'),
  component: CronometroDetenerScreen,
});

export const arbolTiempos = rutaTiempos.addChildren([rutaTiemposLista, rutaTiemposAdd, rutaTiemposAgenda, rutaTiemposIniciar, rutaTiemposDetener]);
