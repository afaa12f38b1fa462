/**
 * Rutas de las checklists del parte en el modo sin conexión: /offline/partes/{idparte_trabajo}/checklists
 * (lista) y /checklists/{idchecklist} (contestar, firmar, reabrir): declaraciones (declarar.tsx) con su
 * acceso; cada pantalla se carga al abrirla. Cuelgan de rutaOffline en arbol.ts.
 */
import { rutaPantalla, type PermisoRuta } from './declarar';
import { rutaOffline } from './offline';

const padre = () => rutaOffline;
const verChecklists: PermisoRuta = ['checklist_ot', 'visualizar'];

export const rutasOfflineChecklists = [
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/checklists',
    permisos: [verChecklists],
    pantalla: () => import('../features/checklists/ChecklistsScreen').then((m) => m.ChecklistsScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/checklists/$idchecklist',
    permisos: [verChecklists],
    pantalla: () => import('../features/checklists/ChecklistScreen').then((m) => m.ChecklistScreen),
  }),
] as const;
