/**
 * Rutas de clientes: /clientes/ (lista), cartera, {idcliente}, edit, ordenes y los registros del cliente
 * (telefonos, direcciones, cuentas-bancarias, representantes, estudios-financieros: lista, add, ficha y
 * edit, con las pantallas genéricas de features/subregistros). Declaraciones; cada pantalla se carga al abrirla.
 */
import type { ObjetoPermiso } from '../../schemas';
import type { TipoSubregistro } from '../features/subregistros/tipos';
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaClientes = recurso('cliente').grupo(() => rutaAutenticada, { path: 'clientes' });
const padre = () => rutaClientes;

/** Lista, alta, ficha y edición de un tipo de registro del cliente. */
const rutasSubregistro = (tipo: TipoSubregistro, objeto: ObjetoPermiso) =>
  [
    rutaPantalla(padre, {
      path: `$idcliente/${tipo}`,
      permisos: [[objeto, 'visualizar']],
      pantalla: () => import('../features/subregistros/ListaSubregistroScreen').then((m) => m.pantallaListaSubregistro(tipo, 'cliente')),
    }),
    rutaPantalla(padre, {
      path: `$idcliente/${tipo}/add`,
      permisos: [[objeto, 'insertar']],
      pantalla: () => import('../features/subregistros/AltaSubregistroScreen').then((m) => m.pantallaAltaSubregistro(tipo, 'cliente')),
    }),
    rutaPantalla(padre, {
      path: `$idcliente/${tipo}/$idregistro`,
      permisos: [[objeto, 'visualizar']],
      pantalla: () => import('../features/subregistros/FichaSubregistroScreen').then((m) => m.pantallaFichaSubregistro(tipo, 'cliente')),
    }),
    rutaPantalla(padre, {
      path: `$idcliente/${tipo}/$idregistro/edit`,
      permisos: [[objeto, 'editar']],
      pantalla: () => import('../features/subregistros/EditarSubregistroScreen').then((m) => m.pantallaEditarSubregistro(tipo, 'cliente')),
    }),
  ] as const;

// La lista aparte (no dentro de addChildren): así TypeScript infiere el path de cada ruta.
const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/clientes/ClientesScreen').then((m) => m.ClientesScreen) }),
  recurso('clientecomercial').ver(padre, {
    path: 'cartera',
    pantalla: () => import('../features/clientes/CarteraScreen').then((m) => m.CarteraScreen),
  }),
  rutaPantalla(padre, { path: '$idcliente', pantalla: () => import('../features/clientes/ClienteScreen').then((m) => m.ClienteScreen) }),
  recurso('cliente').edicion(padre, {
    path: '$idcliente/edit',
    pantalla: () => import('../features/clientes/ClienteEditarScreen').then((m) => m.ClienteEditarScreen),
  }),
  recurso('ordentrabajo').ver(padre, {
    path: '$idcliente/ordenes',
    pantalla: () => import('../features/clientes/ClienteOrdenesScreen').then((m) => m.ClienteOrdenesScreen),
  }),
  recurso('operacioncrm').ver(padre, {
    path: '$idcliente/operaciones',
    apps: ['comerciales'],
    pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesDeClienteScreen),
  }),
  recurso('cita').ver(padre, {
    path: '$idcliente/citas',
    apps: ['comerciales'],
    pantalla: () => import('../features/citas/CitasScreen').then((m) => m.CitasDeClienteScreen),
  }),
  ...rutasSubregistro('telefonos', 'telefono'),
  ...rutasSubregistro('direcciones', 'direccion'),
  ...rutasSubregistro('cuentas-bancarias', 'cuenta_bancaria'),
  ...rutasSubregistro('representantes', 'representante'),
  ...rutasSubregistro('estudios-financieros', 'estudio_financiero'),
] as const;

export const arbolClientes = rutaClientes.addChildren(hijas);
