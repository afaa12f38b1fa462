/** Rutas de clientes (/clientes/, /clientes/{idcliente}, /clientes/{idcliente}/edit): declaraciones; cada pantalla se carga al abrirla. */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla } from './declarar';

const rutaClientes = rutaGrupo(() => rutaAutenticada, { path: 'clientes', permisos: [['cliente', 'visualizar']] });
const padre = () => rutaClientes;

// La lista aparte (no dentro de addChildren): así TypeScript infiere el path de cada ruta.
const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/clientes/ClientesScreen').then((m) => m.ClientesScreen) }),
  rutaPantalla(padre, { path: '$idcliente', pantalla: () => import('../features/clientes/ClienteScreen').then((m) => m.ClienteScreen) }),
  rutaPantalla(padre, {
    path: '$idcliente/edit',
    permisos: [['cliente', 'editar']],
    pantalla: () => import('../features/clientes/ClienteEditarScreen').then((m) => m.ClienteEditarScreen),
  }),
] as const;

export const arbolClientes = rutaClientes.addChildren(hijas);
