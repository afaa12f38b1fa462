/**
 * Rutas de ficheros adjuntos (/ficheros/{id}/{idtabla}, /add, /{idfichero}) y su atajo desde el parte en
 * el modo sin conexión (/offline/partes/{idparte_trabajo}/ficheros): declaraciones (declarar.tsx) con su
 * acceso; cada pantalla se carga al abrirla. Los parámetros {id}/{idtabla} van en el path de cada
 * pantalla (y no en el del grupo) para que le lleguen como props.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso, rutaPantalla } from './declarar';
import { rutaOffline } from './offline';

const rutaFicheros = recurso('fichero').grupo(() => rutaAutenticada, { path: 'ficheros' });
const padre = () => rutaFicheros;

// Declaradas aparte y no dentro de addChildren: su tipo de contexto (AnyRoute) haría del path `any`.
const rutasFicheros = [
  indiceGrupo(padre),
  rutaPantalla(padre, {
    path: '$id/$idtabla',
    pantalla: () => import('../features/ficheros/FicherosScreen').then((m) => m.FicherosScreen),
  }),
  recurso('fichero').alta(padre, {
    path: '$id/$idtabla/add',
    pantalla: () => import('../features/ficheros/FicheroAddScreen').then((m) => m.FicheroAddScreen),
  }),
  rutaPantalla(padre, {
    path: '$id/$idtabla/$idfichero',
    pantalla: () => import('../features/ficheros/FicheroScreen').then((m) => m.FicheroScreen),
  }),
] as const;

export const arbolFicheros = rutaFicheros.addChildren(rutasFicheros);

export const rutaOfflineFicherosParte = rutaPantalla(() => rutaOffline, {
  path: 'partes/$idparte_trabajo/ficheros',
  pantalla: () => import('../features/ficheros/FicherosScreen').then((m) => m.FicherosParteScreen),
});
