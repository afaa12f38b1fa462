/**
 * Secciones del parte en el modo sin conexión que son las mismas pantallas que fuera de él: editar el
 * parte, sus notas y sus compañeros (/offline/partes/{idparte_trabajo}/edit, /notas, /tecnicos). Todo
 * está en el dispositivo, así que funcionan sin red.
 */
import { createRoute } from '@tanstack/react-router';
import { ParteNotasScreen } from '../features/partes/ParteNotasScreen';
import { ParteScreen } from '../features/partes/ParteScreen';
import { ParteTecnicosScreen } from '../features/partes/ParteTecnicosScreen';
import { requierePermiso } from './guardas';
import { rutaOffline } from './offline';

function EditarRuta() {
  const { idparte_trabajo } = rutaOfflineEditarParte.useParams();
  return <ParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineEditarParte = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/edit',
  component: EditarRuta,
});

function NotasRuta() {
  const { idparte_trabajo } = rutaOfflineNotasParte.useParams();
  return <ParteNotasScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineNotasParte = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/notas',
  beforeLoad: requierePermiso('nota', 'visualizar'),
  component: NotasRuta,
});

function TecnicosRuta() {
  const { idparte_trabajo } = rutaOfflineTecnicosParte.useParams();
  return <ParteTecnicosScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineTecnicosParte = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/tecnicos',
  beforeLoad: requierePermiso('parte_trabajo_tecnico', 'visualizar'),
  component: TecnicosRuta,
});

export const rutasOfflineParte = [rutaOfflineEditarParte, rutaOfflineNotasParte, rutaOfflineTecnicosParte] as const;
