/** Rutas de clientes (/clientes/, /clientes/{idcliente}, /clientes/{idcliente}/edit): finas, delegan en sus pantallas. */
import { createRoute } from '@tanstack/react-router';
import { ClienteEditarScreen } from '../features/clientes/ClienteEditarScreen';
import { ClienteScreen } from '../features/clientes/ClienteScreen';
import { ClientesScreen } from '../features/clientes/ClientesScreen';
import { rutaAutenticada } from './autenticado';
import { requierePermiso } from './guardas';

export const rutaClientes = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'clientes',
  beforeLoad: requierePermiso('cliente', 'visualizar'),
});

export const rutaClientesLista = createRoute({
  getParentRoute: () => rutaClientes,
  path: '/',
  component: ClientesScreen,
});

function ClienteRuta() {
  const { idcliente } = rutaCliente.useParams();
  return <ClienteScreen key={idcliente} idcliente={idcliente} />;
}

export const rutaCliente = createRoute({
  getParentRoute: () => rutaClientes,
  path: '$idcliente',
  component: ClienteRuta,
});

function ClienteEditarRuta() {
  const { idcliente } = rutaClienteEditar.useParams();
  return <ClienteEditarScreen key={idcliente} idcliente={idcliente} />;
}

export const rutaClienteEditar = createRoute({
  getParentRoute: () => rutaClientes,
  path: '$idcliente/edit',
  beforeLoad: requierePermiso('cliente', 'editar'),
  component: ClienteEditarRuta,
});
