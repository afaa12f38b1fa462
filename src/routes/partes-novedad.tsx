/**
 * Rutas de los partes de novedad (/partes-novedad/: lista, add, {id}, edit y novedades) de la app
 * 'vigilantes': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Sus fotos y
 * ficheros van por /ficheros/{id}/250 y los datos de cada novedad por /datos/{id}/251.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaPartesNovedad = recurso('partenovedad').grupo(() => rutaAutenticada, { path: 'partes-novedad', apps: ['vigilantes'] });
const padre = () => rutaPartesNovedad;

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/partes-novedad/PartesNovedadScreen').then((m) => m.PartesNovedadScreen) }),
  recurso('partenovedad').alta(padre, {
    path: 'add',
    pantalla: () => import('../features/partes-novedad/ParteNovedadAddScreen').then((m) => m.ParteNovedadAddScreen),
  }),
  rutaPantalla(padre, { path: '$idparte_novedad', pantalla: () => import('../features/partes-novedad/ParteNovedadScreen').then((m) => m.ParteNovedadScreen) }),
  recurso('partenovedad').edicion(padre, {
    path: '$idparte_novedad/edit',
    pantalla: () => import('../features/partes-novedad/ParteNovedadEditarScreen').then((m) => m.ParteNovedadEditarScreen),
  }),
  recurso('novedad').ver(padre, {
    path: '$idparte_novedad/novedades',
    pantalla: () => import('../features/partes-novedad/ParteNovedadNovedadesScreen').then((m) => m.ParteNovedadNovedadesScreen),
  }),
] as const;

export const arbolPartesNovedad = rutaPartesNovedad.addChildren(hijas);
