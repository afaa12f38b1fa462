/**
 * Rutas de tiempos (/tiempos/: lista, add, agenda, iniciar, detener) de la app 'tecnicos': declaraciones
 * (declarar.tsx) con su acceso; cada pantalla (de src/features/tiempos) se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaGrupo, rutaPantalla } from './declarar';

const rutaTiempos = rutaGrupo(() => rutaAutenticada, {
  path: 'tiempos',
  apps: ['tecnicos'],
  permisos: [['tiempo_trabajado', 'visualizar']],
});
const padre = () => rutaTiempos;

/** Las pantallas de /tiempos/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  rutaPantalla(padre, {
    path: '/',
    pantalla: () => import('../features/tiempos/TiemposScreen').then((m) => m.TiemposScreen),
  }),
  recurso('tiempotrabajado').alta(padre, {
    path: 'add',
    pantalla: () => import('../features/tiempos/TiempoAddScreen').then((m) => m.TiempoAddScreen),
  }),
  rutaPantalla(padre, {
    path: 'agenda',
    pantalla: () => import('../features/tiempos/AgendaTiemposScreen').then((m) => m.AgendaTiemposScreen),
  }),
  recurso('tiempotrabajado').alta(padre, {
    path: 'iniciar',
    pantalla: () => import('../features/tiempos/CronometroScreens').then((m) => m.TiemposIniciarScreen),
  }),
  recurso('tiempotrabajado').edicion(padre, {
    path: 'detener',
    pantalla: () => import('../features/tiempos/CronometroScreens').then((m) => m.CronometroDetenerScreen),
  }),
] as const;

export const arbolTiempos = rutaTiempos.addChildren(hijas);
