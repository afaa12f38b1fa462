/**
 * Secciones del parte en el modo sin conexión que son las mismas pantallas que fuera de él: editar el
 * parte, sus notas y sus compañeros (/offline/partes/{idparte_trabajo}/edit, /notas, /tecnicos), la
 * sincronización (/offline/sincronizacion) y los ficheros del dispositivo (/offline/ficheros). Todo
 * está en el dispositivo, así que funcionan sin red. Declaraciones (declarar.tsx) con su acceso; cada
 * pantalla se carga al abrirla.
 */
import { recurso, rutaPantalla } from './declarar';
import { rutaOffline } from './offline';

const padre = () => rutaOffline;

export const rutasOfflineParte = [
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/edit',
    pantalla: () => import('../features/partes/ParteScreen').then((m) => m.ParteScreen),
  }),
  recurso('nota').ver(padre, {
    path: 'partes/$idparte_trabajo/notas',
    pantalla: () => import('../features/partes/ParteNotasScreen').then((m) => m.ParteNotasScreen),
  }),
  recurso('partetrabajotecnico').ver(padre, {
    path: 'partes/$idparte_trabajo/tecnicos',
    pantalla: () => import('../features/partes/ParteTecnicosScreen').then((m) => m.ParteTecnicosScreen),
  }),
  rutaPantalla(padre, {
    path: 'sincronizacion',
    pantalla: () => import('../features/sincronizacion/SincronizacionScreen').then((m) => m.SincronizacionScreen),
  }),
  recurso('fichero').ver(padre, {
    path: 'ficheros',
    pantalla: () => import('../features/offline/FicherosDispositivoScreen').then((m) => m.FicherosDispositivoScreen),
  }),
] as const;
