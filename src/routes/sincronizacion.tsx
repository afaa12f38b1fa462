import { createRoute } from '@tanstack/react-router';
import { SincronizacionScreen } from '../features/sincronizacion/SincronizacionScreen';
import { SyncUploadScreen } from '../features/sincronizacion/SyncUploadScreen';
import { SyncUploadsScreen } from '../features/sincronizacion/SyncUploadsScreen';
import { rutaAutenticada } from './autenticado';

export const rutaSincronizacion = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'sincronizacion',
});

export const rutaSincronizacionInicio = createRoute({
  getParentRoute: () => rutaSincronizacion,
  path: '/',
  component: SincronizacionScreen,
});

export const rutaSyncUploads = createRoute({
  getParentRoute: () => rutaSincronizacion,
  path: 'sync-uploads',
  component: SyncUploadsScreen,
});

function SyncUploadRuta() {
  const { idsync_upload } = rutaSyncUpload.useParams();
  return <SyncUploadScreen key={idsync_upload} idsync_upload={idsync_upload} />;
}

export const rutaSyncUpload = createRoute({
  getParentRoute: () => rutaSincronizacion,
  path: 'sync-uploads/$idsync_upload',
  component: SyncUploadRuta,
});
