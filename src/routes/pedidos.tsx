/**
 * Rutas de los pedidos del almacén (/pedidos/: lista, {idpedidocli}/servir y lineas/{idlpedidocli}/servir)
 * de la app 'almacen': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { type PermisoRuta, recurso, rutaPantalla } from './declarar';

const servir: PermisoRuta = ['entrega_pedido', 'insertar'];

const rutaPedidos = recurso('pedidocli').grupo(() => rutaAutenticada, { path: 'pedidos', apps: ['almacen'] });
const padre = () => rutaPedidos;

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/pedidos/PedidosScreen').then((m) => m.PedidosScreen) }),
  rutaPantalla(padre, {
    path: '$idpedidocli/servir',
    permisos: [servir],
    pantalla: () => import('../features/pedidos/ServirPedidoScreen').then((m) => m.ServirPedidoScreen),
  }),
  rutaPantalla(padre, {
    path: 'lineas/$idlpedidocli/servir',
    permisos: [servir],
    pantalla: () => import('../features/pedidos/ServirPedidoScreen').then((m) => m.ServirLineaScreen),
  }),
] as const;

export const arbolPedidos = rutaPedidos.addChildren(hijas);
