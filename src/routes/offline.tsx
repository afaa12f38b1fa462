/**
 * Raíz del modo sin conexión del técnico (/offline/): app 'tecnicos' y permiso de ver partes. Es un grupo
 * sin pantalla (declarar.tsx); las pantallas, declaraciones que se cargan al abrirlas, cuelgan de aquí
 * desde sus propios ficheros de rutas (offline-material.tsx, offline-cierre.tsx, ficheros.tsx…) y se
 * añaden en arbol.ts.
 */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo } from './declarar';

export const rutaOffline = rutaGrupo(() => rutaAutenticada, {
  path: 'offline',
  apps: ['tecnicos'],
  permisos: [['parte_trabajo', 'visualizar']],
});
