/**
 * Rutas de las checklists del parte en el modo sin conexión: /offline/partes/{idparte_trabajo}/checklists
 * (lista) y /checklists/{idchecklist} (contestar, firmar, reabrir). Finas: guarda de permiso y pantalla.
 * Cuelgan de rutaOffline en arbol.ts.
 */
import { createRoute } from '@tanstack/react-router';
import { ChecklistScreen } from '../features/checklists/ChecklistScreen';
import { ChecklistsScreen } from '../features/checklists/ChecklistsScreen';
import { requierePermiso } from './guardas';
import { rutaOffline } from './offline';

const verChecklists = requierePermiso('checklist_ot', 'visualizar');

function ChecklistsRuta() {
  const { idparte_trabajo } = rutaOfflineChecklists.useParams();
  return <ChecklistsScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineChecklists = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/checklists',
  beforeLoad: verChecklists,
  component: ChecklistsRuta,
});

function ChecklistRuta() {
  const { idparte_trabajo, idchecklist } = rutaOfflineChecklist.useParams();
  return <ChecklistScreen key={idchecklist} idparte_trabajo={idparte_trabajo} idchecklist={idchecklist} />;
}

export const rutaOfflineChecklist = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/checklists/$idchecklist',
  beforeLoad: verChecklists,
  component: ChecklistRuta,
});

export const rutasOfflineChecklists = [rutaOfflineChecklists, rutaOfflineChecklist] as const;
