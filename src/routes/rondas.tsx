/**
 * Rutas de las rondas (/rondas/: rondas-programadas con su ficha y sus puntos con la hoja de QR,
 * realizar/{idronda_realizada} para hacer la ronda, y rondas-realizadas con su ficha) de la app
 * 'vigilantes': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. /rondas/
 * lleva a las programadas.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso, rutaPantalla } from './declarar';

const rutaRondas = recurso('rondaprogramada').grupo(() => rutaAutenticada, { path: 'rondas', apps: ['vigilantes'] });
const padre = () => rutaRondas;

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  indiceGrupo(padre, '/rondas/rondas-programadas'),
  rutaPantalla(padre, {
    path: 'rondas-programadas',
    pantalla: () => import('../features/rondas/RondasProgramadasScreen').then((m) => m.RondasProgramadasScreen),
  }),
  recurso('puntoronda').ver(padre, {
    path: 'rondas-programadas/$idronda_programada',
    pantalla: () => import('../features/rondas/RondaProgramadaScreen').then((m) => m.RondaProgramadaScreen),
  }),
  recurso('puntoronda').ver(padre, {
    path: 'rondas-programadas/$idronda_programada/puntos',
    pantalla: () => import('../features/rondas/PuntosRondaScreen').then((m) => m.PuntosRondaScreen),
  }),
  rutaPantalla(padre, {
    path: 'realizar/$idronda_realizada',
    permisos: [['ronda_realizada', 'visualizar'], ['ronda_check', 'visualizar'], ['punto_ronda', 'visualizar']],
    pantalla: () => import('../features/rondas/RealizarRondaScreen').then((m) => m.RealizarRondaScreen),
  }),
  recurso('rondarealizada').ver(padre, {
    path: 'rondas-realizadas',
    pantalla: () => import('../features/rondas/RondasRealizadasScreen').then((m) => m.RondasRealizadasScreen),
  }),
  rutaPantalla(padre, {
    path: 'rondas-realizadas/$idronda_realizada',
    permisos: [['ronda_realizada', 'visualizar'], ['ronda_check', 'visualizar']],
    pantalla: () => import('../features/rondas/RondaRealizadaScreen').then((m) => m.RondaRealizadaScreen),
  }),
] as const;

export const arbolRondas = rutaRondas.addChildren(hijas);
