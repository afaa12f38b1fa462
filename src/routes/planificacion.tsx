/**
 * Rutas de planificación (/planificacion/agenda y /planificacion/planificador-tecnicos) de la app
 * 'tecnicos': declaraciones (declarar.tsx) con su acceso (ver partes para la agenda; modificar partes
 * para planificar); cada pantalla se carga al abrirla.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { rutaAutenticada } from './autenticado';
import { recurso, rutaGrupo, rutaPantalla } from './declarar';

const rutaPlanificacion = rutaGrupo(() => rutaAutenticada, {
  path: 'planificacion',
  // La agenda también enseña las citas del comercial (issue 14); planificar exige modificar partes.
  apps: ['tecnicos', 'comerciales'],
  permisos: [['parte_trabajo', 'visualizar']],
});
const padre = () => rutaPlanificacion;

/** /planificacion/ a secas lleva a la agenda. */
const rutaPlanificacionInicio = createRoute({
  getParentRoute: padre,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/planificacion/agenda', replace: true });
  },
});

/** Las pantallas de /planificacion/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  rutaPlanificacionInicio,
  rutaPantalla(padre, {
    path: 'agenda',
    pantalla: () => import('../features/planificacion/AgendaScreen').then((m) => m.AgendaScreen),
  }),
  recurso('partetrabajo').edicion(padre, {
    path: 'planificador-tecnicos',
    pantalla: () => import('../features/planificacion/PlanificadorScreen').then((m) => m.PlanificadorScreen),
  }),
] as const;

export const arbolPlanificacion = rutaPlanificacion.addChildren(hijas);
