/**
 * Secciones del parte en el modo sin conexión que son las mismas pantallas que fuera de él: editar el
 * parte, sus notas y sus compañeros (/offline/partes/{idparte_trabajo}/edit, /notas, /tecnicos), la
 * sincronización (/offline/sincronizacion) y los ficheros del dispositivo (/offline/ficheros). Todo
 * está en el dispositivo, así que funcionan sin red. Declaraciones (declarar.tsx) con su acceso; cada
 * pantalla se carga al abrirla.
 */
import { rutaPantalla } from './declarar';
import { rutaOffline } from './offline';

const padre = () => rutaOffline;

export const rutasOfflineParte = [
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/edit',
    pantalla: () => import('../features/partes/ParteScreen').then((m) => m.ParteScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/notas',
    permisos: [['nota', 'visualizar']],
    pantalla: () => import('../features/partes/ParteNotasScreen').then((m) => m.ParteNotasScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/tecnicos',
    permisos: [['parte_trabajo_tecnico', 'visualizar']],
    pantalla: () => import('../features/partes/ParteTecnicosScreen').then((m) => m.ParteTecnicosScreen),
  }),
  rutaPantalla(padre, {
    path: 'sincronizacion',
    pantalla: () => import('../features/sincronizacion/SincronizacionScreen').then((m) => m.SincronizacionScreen),
  }),
  rutaPantalla(padre, {
    path: 'ficheros',
    permisos: [['fichero', 'visualizar']],
    pantalla: () => import('../features/offline/FicherosDispositivoScreen').then((m) => m.FicherosDispositivoScreen),
  }),
] as const;
