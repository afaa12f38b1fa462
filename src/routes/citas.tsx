/**
 * Rutas de citas (/citas/: lista, agenda, add, {id} y edit) de la app 'comerciales': declaraciones
 * (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla, textosDeBusqueda } from './declarar';

const rutaCitas = recurso('cita').grupo(() => rutaAutenticada, { path: 'citas', apps: ['comerciales'] });
const padre = () => rutaCitas;

/** ?idcliente, ?idcliente_potencial, ?idoperacioncrm: el alta con el titular o la operación elegidos. */
const busquedaAlta = (s: Record<string, unknown>) => textosDeBusqueda(s, ['idcliente', 'idcliente_potencial', 'idoperacioncrm'] as const);

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/citas/CitasScreen').then((m) => m.CitasScreen) }),
  rutaPantalla(padre, { path: 'agenda', pantalla: () => import('../features/citas/AgendaCitasScreen').then((m) => m.AgendaCitasScreen) }),
  recurso('cita').altaConBusqueda(padre, {
    path: 'add',
    busqueda: busquedaAlta,
    pantalla: () => import('../features/citas/CitaAddScreen').then((m) => m.NuevaCitaScreen),
  }),
  rutaPantalla(padre, { path: '$idcita', pantalla: () => import('../features/citas/CitaScreen').then((m) => m.CitaScreen) }),
  recurso('cita').edicion(padre, {
    path: '$idcita/edit',
    pantalla: () => import('../features/citas/CitaEditarScreen').then((m) => m.CitaEditarScreen),
  }),
] as const;

export const arbolCitas = rutaCitas.addChildren(hijas);
