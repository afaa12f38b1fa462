/**
 * Rutas de sincronización (/sincronizacion/: estado, sync-uploads y sync-uploads/{idsync_upload}):
 * declaraciones (declarar.tsx), sin guarda propia; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla } from './declarar';

export const rutaSincronizacion = rutaGrupo(() => rutaAutenticada, { path: 'sincronizacion' });
const padre = () => rutaSincronizacion;

export const rutaSincronizacionInicio = rutaPantalla(padre, {
  path: '/',
  pantalla: () => import('../features/sincronizacion/SincronizacionScreen').then((m) => m.SincronizacionScreen),
});

export const rutaSyncUploads = rutaPantalla(padre, {
  path: 'sync-uploads',
  pantalla: () => import('../features/sincronizacion/SyncUploadsScreen').then((m) => m.SyncUploadsScreen),
});

export const rutaSyncUpload = rutaPantalla(padre, {
  path: 'sync-uploads/$idsync_upload',
  pantalla: () => import('../features/sincronizacion/SyncUploadScreen').then((m) => m.SyncUploadScreen),
});
