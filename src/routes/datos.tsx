/** Rutas de datos personalizados (/datos/{id}/{idtabla} y /edit): declaraciones; cada pantalla se carga al abrirla. */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso, rutaPantalla } from './declarar';

const rutaDatos = recurso('dato').grupo(() => rutaAutenticada, { path: 'datos' });

// La lista aparte (no dentro de addChildren): así TypeScript infiere el path de cada ruta.
const hijas = [
  indiceGrupo(() => rutaDatos),
  rutaPantalla(() => rutaDatos, {
    path: '$id/$idtabla',
    pantalla: () => import('../features/datos/DatosScreen').then((m) => m.DatosScreen),
  }),
  recurso('dato').edicion(() => rutaDatos, {
    path: '$id/$idtabla/edit',
    pantalla: () => import('../features/datos/DatosEditarScreen').then((m) => m.DatosEditarScreen),
  }),
] as const;

export const arbolDatos = rutaDatos.addChildren(hijas);
