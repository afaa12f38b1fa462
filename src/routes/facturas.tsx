/** Rutas de facturas (app comerciales): /facturas/clientes/{idcliente}, las facturas de un cliente. */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, rutaGrupo, rutaPantalla } from './declarar';

const rutaFacturas = rutaGrupo(() => rutaAutenticada, { path: 'facturas', apps: ['comerciales'], permisos: [['factura', 'visualizar']] });
const padre = () => rutaFacturas;

const hijas = [
  indiceGrupo(padre),
  rutaPantalla(padre, {
    path: 'clientes/$idcliente',
    permisos: [['cliente', 'visualizar']],
    pantalla: () => import('../features/facturas/FacturasClienteScreen').then((m) => m.FacturasClienteScreen),
  }),
] as const;

export const arbolFacturas = rutaFacturas.addChildren(hijas);
