/**
 * Rutas de órdenes de trabajo (/ordenes/pendientes, finalizadas-tecnico, finalizadas, {idorden_trabajo}
 * y sus partes, material-instalar, material-afectado, asignar, tecnicos y notas): finas, con su guarda de permiso,
 * delegan en sus pantallas. Todas piden ver órdenes; cada subpantalla, además, lo que enseña o hace.
 */
import { createRoute } from '@tanstack/react-router';
import { OrdenAsignarScreen } from '../features/ordenes/OrdenAsignarScreen';
import { OrdenesFinalizadasScreen } from '../features/ordenes/OrdenesFinalizadasScreen';
import { OrdenesFinalizadasTecnicoScreen } from '../features/ordenes/OrdenesFinalizadasTecnicoScreen';
import { OrdenesPendientesScreen } from '../features/ordenes/OrdenesPendientesScreen';
import { OrdenMaterialAfectadoScreen } from '../features/ordenes/OrdenMaterialAfectadoScreen';
import { OrdenMaterialInstalarScreen } from '../features/ordenes/OrdenMaterialInstalarScreen';
import { OrdenNotasScreen } from '../features/ordenes/OrdenNotasScreen';
import { OrdenTecnicosScreen } from '../features/ordenes/OrdenTecnicosScreen';
import { OrdenPartesScreen } from '../features/ordenes/OrdenPartesScreen';
import { OrdenScreen } from '../features/ordenes/OrdenScreen';
import { rutaAutenticada } from './autenticado';
import { guardas, requierePermiso } from './guardas';

export const rutaOrdenes = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'ordenes',
  beforeLoad: requierePermiso('orden_trabajo', 'visualizar'),
});

export const rutaOrdenesPendientes = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: 'pendientes',
  component: OrdenesPendientesScreen,
});

export const rutaOrdenesFinalizadasTecnico = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: 'finalizadas-tecnico',
  beforeLoad: requierePermiso('parte_trabajo', 'visualizar'),
  component: OrdenesFinalizadasTecnicoScreen,
});

export const rutaOrdenesFinalizadas = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: 'finalizadas',
  component: OrdenesFinalizadasScreen,
});

function OrdenRuta() {
  const { idorden_trabajo } = rutaOrden.useParams();
  return <OrdenScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrden = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo',
  beforeLoad: requierePermiso('lorden_trabajo', 'visualizar'),
  component: OrdenRuta,
});

function OrdenPartesRuta() {
  const { idorden_trabajo } = rutaOrdenPartes.useParams();
  return <OrdenPartesScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrdenPartes = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo/partes',
  beforeLoad: requierePermiso('parte_trabajo', 'visualizar'),
  component: OrdenPartesRuta,
});

function OrdenMaterialInstalarRuta() {
  const { idorden_trabajo } = rutaOrdenMaterialInstalar.useParams();
  return <OrdenMaterialInstalarScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrdenMaterialInstalar = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo/material-instalar',
  beforeLoad: requierePermiso('lparte_trabajo', 'visualizar'),
  component: OrdenMaterialInstalarRuta,
});

function OrdenMaterialAfectadoRuta() {
  const { idorden_trabajo } = rutaOrdenMaterialAfectado.useParams();
  return <OrdenMaterialAfectadoScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrdenMaterialAfectado = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo/material-afectado',
  beforeLoad: requierePermiso('material_sistema', 'visualizar'),
  component: OrdenMaterialAfectadoRuta,
});

function OrdenAsignarRuta() {
  const { idorden_trabajo } = rutaOrdenAsignar.useParams();
  return <OrdenAsignarScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrdenAsignar = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo/asignar',
  beforeLoad: requierePermiso('parte_trabajo', 'insertar'),
  component: OrdenAsignarRuta,
});

function OrdenTecnicosRuta() {
  const { idorden_trabajo } = rutaOrdenTecnicos.useParams();
  return <OrdenTecnicosScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrdenTecnicos = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo/tecnicos',
  beforeLoad: guardas(requierePermiso('parte_trabajo', 'visualizar'), requierePermiso('parte_trabajo_tecnico', 'visualizar')),
  component: OrdenTecnicosRuta,
});

function OrdenNotasRuta() {
  const { idorden_trabajo } = rutaOrdenNotas.useParams();
  return <OrdenNotasScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaOrdenNotas = createRoute({
  getParentRoute: () => rutaOrdenes,
  path: '$idorden_trabajo/notas',
  beforeLoad: requierePermiso('nota', 'visualizar'),
  component: OrdenNotasRuta,
});

/** /ordenes con todas sus pantallas, para el árbol. */
export const arbolOrdenes = rutaOrdenes.addChildren([
  rutaOrdenesPendientes,
  rutaOrdenesFinalizadasTecnico,
  rutaOrdenesFinalizadas,
  rutaOrden,
  rutaOrdenPartes,
  rutaOrdenMaterialInstalar,
  rutaOrdenMaterialAfectado,
  rutaOrdenAsignar,
  rutaOrdenTecnicos,
  rutaOrdenNotas,
]);
