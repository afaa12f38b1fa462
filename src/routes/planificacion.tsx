/**
 * Rutas de planificación (/planificacion/agenda y /planificacion/planificador-tecnicos) de la app
 * 'tecnicos': finas, con su guarda (ver partes para la agenda; modificar partes para planificar).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { AgendaScreen } from '../features/planificacion/AgendaScreen';
import { PlanificadorScreen } from '../features/planificacion/PlanificadorScreen';
import { rutaAutenticada } from './autenticado';
import { guardas, requiereApp, requierePermiso } from './guardas';

export const rutaPlanificacion = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'planificacion',
  beforeLoad: guardas(requiereApp('tecnicos'), requierePermiso('parte_trabajo', 'visualizar')),
});

/** /planificacion/ a secas lleva a la agenda. */
export const rutaPlanificacionInicio = createRoute({
  getParentRoute: () => rutaPlanificacion,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/planificacion/agenda', replace: true });
  },
});

export const rutaPlanificacionAgenda = createRoute({ getParentRoute: () => rutaPlanificacion, path: 'agenda', component: AgendaScreen });

export const rutaPlanificadorTecnicos = createRoute({
  getParentRoute: () => rutaPlanificacion,
  path: 'planificador-tecnicos',
  beforeLoad: requierePermiso('parte_trabajo', 'editar'),
  component: PlanificadorScreen,
});

export const arbolPlanificacion = rutaPlanificacion.addChildren([rutaPlanificacionInicio, rutaPlanificacionAgenda, rutaPlanificadorTecnicos]);
