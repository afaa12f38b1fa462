/** Rutas de facturas (app comerciales): /facturas/clientes/{idcliente}, las facturas de un cliente. */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso } from './declarar';

const rutaFacturas = recurso('factura').grupo(() => rutaAutenticada, { path: 'facturas', apps: ['comerciales'] });
const padre = () => rutaFacturas;

const hijas = [
  indiceGrupo(padre),
  recurso('cliente').ver(padre, {
    path: 'clientes/$idcliente',
    pantalla: () => import('../features/facturas/FacturasClienteScreen').then((m) => m.FacturasClienteScreen),
  }),
] as const;

export const arbolFacturas = rutaFacturas.addChildren(hijas);
