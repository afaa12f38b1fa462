/**
 * Rutas de descargar partes a mano (/offline/descargar) y de subir un parte ahora (/partes/{id}/subir):
 * declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { rutaPantalla } from './declarar';
import { rutaOffline } from './offline';

export const rutaDescargarPartes = rutaPantalla(() => rutaOffline, {
  path: 'descargar',
  permisos: [['parte_descargado', 'insertar']],
  pantalla: () => import('../features/offline/DescargarPartesScreen').then((m) => m.DescargarPartesScreen),
});

export const rutaSubirParte = rutaPantalla(() => rutaAutenticada, {
  path: 'partes/$idparte_trabajo/subir',
  apps: ['tecnicos'],
  permisos: [['parte_trabajo', 'visualizar']],
  pantalla: () => import('../features/offline/SubirParteScreen').then((m) => m.SubirParteScreen),
});
