/**
 * Rutas de la caja (/movimientos-caja/: lista con ?idcaja= y ?periodo=, add con ?idcaja=, {idmovcaja} y
 * edit) de las apps 'tecnicos' y 'almacen': declaraciones (declarar.tsx) con su acceso; cada pantalla se
 * carga al abrirla. Los justificantes van por /ficheros/{idmovcaja}/290.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaGrupo, rutaPantalla, rutaPantallaConBusqueda, textosDeBusqueda } from './declarar';

const rutaMovimientosCaja = rutaGrupo(() => rutaAutenticada, {
  path: 'movimientos-caja',
  apps: ['tecnicos', 'almacen'],
  permisos: [['movimiento_caja', 'visualizar']],
});
const padre = () => rutaMovimientosCaja;

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  rutaPantallaConBusqueda(padre, {
    path: '/',
    busqueda: (s) => textosDeBusqueda(s, ['idcaja', 'periodo'] as const),
    pantalla: () => import('../features/movimientos-caja/MovimientosCajaScreen').then((m) => m.MovimientosCajaScreen),
  }),
  recurso('movimientocaja').altaConBusqueda(padre, {
    path: 'add',
    busqueda: (s) => textosDeBusqueda(s, ['idcaja'] as const),
    pantalla: () => import('../features/movimientos-caja/MovimientoCajaAddScreen').then((m) => m.MovimientoCajaAddScreen),
  }),
  rutaPantalla(padre, { path: '$idmovcaja', pantalla: () => import('../features/movimientos-caja/MovimientoCajaScreen').then((m) => m.MovimientoCajaScreen) }),
  recurso('movimientocaja').edicion(padre, {
    path: '$idmovcaja/edit',
    pantalla: () => import('../features/movimientos-caja/MovimientoCajaEditarScreen').then((m) => m.MovimientoCajaEditarScreen),
  }),
] as const;

export const arbolMovimientosCaja = rutaMovimientosCaja.addChildren(hijas);
