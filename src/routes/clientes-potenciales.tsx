/**
 * Rutas de clientes potenciales (app comerciales): /clientes-potenciales/ (lista), add,
 * {idcliente_potencial}, edit y sus registros (telefonos, direcciones, cuentas-bancarias, representantes,
 * estudios-financieros: lista, add, ficha y edit, con las pantallas genéricas de features/subregistros).
 */
import type { ObjetoPermiso } from '../../schemas';
import type { TipoSubregistro } from '../features/subregistros/tipos';
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaPotenciales = recurso('clientepotencial').grupo(() => rutaAutenticada, { path: 'clientes-potenciales', apps: ['comerciales'] });
const padre = () => rutaPotenciales;

/** Lista, alta, ficha y edición de un tipo de registro del cliente potencial. */
const rutasSubregistro = (tipo: TipoSubregistro, objeto: ObjetoPermiso) =>
  [
    rutaPantalla(padre, {
      path: `$idcliente_potencial/${tipo}`,
      permisos: [[objeto, 'visualizar']],
      pantalla: () => import('../features/subregistros/ListaSubregistroScreen').then((m) => m.pantallaListaSubregistro(tipo, 'clientePotencial')),
    }),
    rutaPantalla(padre, {
      path: `$idcliente_potencial/${tipo}/add`,
      permisos: [[objeto, 'insertar']],
      pantalla: () => import('../features/subregistros/AltaSubregistroScreen').then((m) => m.pantallaAltaSubregistro(tipo, 'clientePotencial')),
    }),
    rutaPantalla(padre, {
      path: `$idcliente_potencial/${tipo}/$idregistro`,
      permisos: [[objeto, 'visualizar']],
      pantalla: () => import('../features/subregistros/FichaSubregistroScreen').then((m) => m.pantallaFichaSubregistro(tipo, 'clientePotencial')),
    }),
    rutaPantalla(padre, {
      path: `$idcliente_potencial/${tipo}/$idregistro/edit`,
      permisos: [[objeto, 'editar']],
      pantalla: () => import('../features/subregistros/EditarSubregistroScreen').then((m) => m.pantallaEditarSubregistro(tipo, 'clientePotencial')),
    }),
  ] as const;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/clientes-potenciales/ClientesPotencialesScreen').then((m) => m.ClientesPotencialesScreen) }),
  recurso('clientepotencial').alta(padre, {
    path: 'add',
    pantalla: () => import('../features/clientes-potenciales/ClientePotencialAltaScreen').then((m) => m.ClientePotencialAltaScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcliente_potencial',
    pantalla: () => import('../features/clientes-potenciales/ClientePotencialScreen').then((m) => m.ClientePotencialScreen),
  }),
  recurso('clientepotencial').edicion(padre, {
    path: '$idcliente_potencial/edit',
    pantalla: () => import('../features/clientes-potenciales/ClientePotencialEditarScreen').then((m) => m.ClientePotencialEditarScreen),
  }),
  recurso('operacioncrm').ver(padre, {
    path: '$idcliente_potencial/operaciones',
    pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesDeClientePotencialScreen),
  }),
  recurso('cita').ver(padre, {
    path: '$idcliente_potencial/citas',
    pantalla: () => import('../features/citas/CitasScreen').then((m) => m.CitasDeClientePotencialScreen),
  }),
  ...rutasSubregistro('telefonos', 'telefono_potencial'),
  ...rutasSubregistro('direcciones', 'direccion_potencial'),
  ...rutasSubregistro('cuentas-bancarias', 'cuenta_bancaria'),
  ...rutasSubregistro('representantes', 'representante'),
  ...rutasSubregistro('estudios-financieros', 'estudio_financiero'),
] as const;

export const arbolClientesPotenciales = rutaPotenciales.addChildren(hijas);
