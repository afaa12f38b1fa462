/**
 * Rutas de los vigilantes (/vigilantes/: lista y {idvigilante}) de las apps 'vigilantes' y
 * 'custodiaLlaves': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. El
 * catálogo de vigilantes lo da la empresa: aquí no hay alta.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaVigilantes = recurso('vigilante').grupo(() => rutaAutenticada, { path: 'vigilantes', apps: ['vigilantes', 'custodiaLlaves'] });
const padre = () => rutaVigilantes;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/vigilantes/VigilantesScreen').then((m) => m.VigilantesScreen) }),
  rutaPantalla(padre, { path: '$idvigilante', pantalla: () => import('../features/vigilantes/VigilanteScreen').then((m) => m.VigilanteScreen) }),
] as const;

export const arbolVigilantes = rutaVigilantes.addChildren(hijas);
