/**
 * Rutas de los pedidos del almacén (/pedidos/: lista, {idpedidocli}/servir y lineas/{idlpedidocli}/servir)
 * de la app 'almacen': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla, type PermisoRuta } from './declarar';

const servir: PermisoRuta = ['entrega_pedido', 'insertar'];

const rutaPedidos = rutaGrupo(() => rutaAutenticada, { path: 'pedidos', apps: ['almacen'], permisos: [['pedidocli', 'visualizar']] });
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
