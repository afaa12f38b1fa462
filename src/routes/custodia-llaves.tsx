/**
 * Rutas de la custodia de llaves (/custodia-llaves/: llaveros, llaveros/{idllavero}, salida y entrada,
 * estas dos con ?idllavero= para llegar con el llavero ya elegido) de las apps 'custodiaLlaves' y
 * 'vigilantes': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso, rutaGrupo, rutaPantalla, textosDeBusqueda } from './declarar';

const rutaCustodiaLlaves = rutaGrupo(() => rutaAutenticada, {
  path: 'custodia-llaves',
  apps: ['custodiaLlaves', 'vigilantes'],
  permisos: [['llavero', 'visualizar']],
});
const padre = () => rutaCustodiaLlaves;

/** ?idllavero: la salida o la entrada con el llavero ya elegido (desde su ficha). */
const busquedaMovimiento = (s: Record<string, unknown>) => textosDeBusqueda(s, ['idllavero'] as const);

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  indiceGrupo(padre, '/custodia-llaves/llaveros'),
  rutaPantalla(padre, { path: 'llaveros', pantalla: () => import('../features/custodia-llaves/LlaverosScreen').then((m) => m.LlaverosScreen) }),
  recurso('movimientollave').ver(padre, {
    path: 'llaveros/$idllavero',
    pantalla: () => import('../features/custodia-llaves/LlaveroScreen').then((m) => m.LlaveroScreen),
  }),
  recurso('movimientollave').altaConBusqueda(padre, {
    path: 'salida',
    busqueda: busquedaMovimiento,
    pantalla: () => import('../features/custodia-llaves/SalidaLlaveroScreen').then((m) => m.SalidaLlaveroScreen),
  }),
  recurso('movimientollave').altaConBusqueda(padre, {
    path: 'entrada',
    busqueda: busquedaMovimiento,
    pantalla: () => import('../features/custodia-llaves/EntradaLlaveroScreen').then((m) => m.EntradaLlaveroScreen),
  }),
] as const;

export const arbolCustodiaLlaves = rutaCustodiaLlaves.addChildren(hijas);
