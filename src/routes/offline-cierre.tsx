/**
 * Rutas de cierre del modo sin conexión (/offline/…): por parte tiempos/add, resumen, cobrar, firmar y
 * finalizar, y el cronómetro (tiempos/cronometro-iniciar/{idparte_trabajo} y cronometro-detener):
 * declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Cuelgan de rutaOffline
 * (app 'tecnicos', ver partes) en arbol.ts.
 */
import { type PermisoRuta, recurso, rutaPantalla } from './declarar';
import { rutaOffline } from './offline';

const padre = () => rutaOffline;
const insertarTiempo: PermisoRuta = ['tiempo_trabajado', 'insertar'];

export const rutasOfflineCierre = [
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/tiempos/add',
    permisos: [insertarTiempo],
    pantalla: () => import('../features/tiempos/TiempoAddScreen').then((m) => m.TiempoAddScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/resumen',
    pantalla: () => import('../features/cierre/ResumenScreen').then((m) => m.ResumenScreen),
  }),
  recurso('cobro').alta(padre, {
    path: 'partes/$idparte_trabajo/cobrar',
    pantalla: () => import('../features/cierre/CobrarScreen').then((m) => m.CobrarScreen),
  }),
  recurso('firma').alta(padre, {
    path: 'partes/$idparte_trabajo/firmar',
    pantalla: () => import('../features/cierre/FirmarScreen').then((m) => m.FirmarScreen),
  }),
  recurso('ordentrabajo').edicion(padre, {
    path: 'partes/$idparte_trabajo/finalizar',
    pantalla: () => import('../features/cierre/FinalizarScreen').then((m) => m.FinalizarScreen),
  }),
  rutaPantalla(padre, {
    path: 'tiempos/cronometro-iniciar/$idparte_trabajo',
    permisos: [insertarTiempo],
    pantalla: () => import('../features/tiempos/CronometroScreens').then((m) => m.CronometroIniciarScreen),
  }),
  recurso('tiempotrabajado').edicion(padre, {
    path: 'tiempos/cronometro-detener',
    pantalla: () => import('../features/tiempos/CronometroScreens').then((m) => m.CronometroDetenerScreen),
  }),
] as const;
