/**
 * Rutas de partes (/partes/asignados, finalizados, asignado-fecha-fijada,
 * acciones-fecha-fijada/{clasificacion}/{ffijada}, add, {idparte_trabajo} y su material-afectado,
 * tecnicos y notas):
 * finas, con su guarda de permiso, delegan en sus pantallas.
 */
import { createRoute } from '@tanstack/react-router';
import { ParteMaterialAfectadoScreen } from '../features/partes/ParteMaterialAfectadoScreen';
import { ParteNotasScreen } from '../features/partes/ParteNotasScreen';
import { ParteTecnicosScreen } from '../features/partes/ParteTecnicosScreen';
import { ParteScreen } from '../features/partes/ParteScreen';
import { PartesAccionesFechaFijadaScreen } from '../features/partes/PartesAccionesFechaFijadaScreen';
import { PartesAddScreen } from '../features/partes/PartesAddScreen';
import { PartesAsignadosScreen } from '../features/partes/PartesAsignadosScreen';
import { PartesFechaFijadaScreen } from '../features/partes/PartesFechaFijadaScreen';
import { PartesFinalizadosScreen } from '../features/partes/PartesFinalizadosScreen';
import { rutaAutenticada } from './autenticado';
import { guardas, requierePermiso } from './guardas';

const verPartes = requierePermiso('parte_trabajo', 'visualizar');

export const rutaPartesAsignados = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/asignados',
  beforeLoad: verPartes,
  component: PartesAsignadosScreen,
});

export const rutaPartesFinalizados = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/finalizados',
  beforeLoad: verPartes,
  component: PartesFinalizadosScreen,
});

export const rutaPartesFechaFijada = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/asignado-fecha-fijada',
  beforeLoad: verPartes,
  component: PartesFechaFijadaScreen,
});

function PartesAccionesFechaFijadaRuta() {
  const { clasificacion, ffijada } = rutaPartesAccionesFechaFijada.useParams();
  return <PartesAccionesFechaFijadaScreen key={`${clasificacion}/${ffijada}`} clasificacion={clasificacion} ffijada={ffijada} />;
}

export const rutaPartesAccionesFechaFijada = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/acciones-fecha-fijada/$clasificacion/$ffijada',
  beforeLoad: verPartes,
  component: PartesAccionesFechaFijadaRuta,
});

export const rutaPartesAdd = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/add',
  beforeLoad: guardas(verPartes, requierePermiso('parte_trabajo', 'insertar')),
  component: PartesAddScreen,
});

function ParteRuta() {
  const { idparte_trabajo } = rutaParte.useParams();
  return <ParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParte = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo',
  beforeLoad: verPartes,
  component: ParteRuta,
});

function ParteMaterialAfectadoRuta() {
  const { idparte_trabajo } = rutaParteMaterialAfectado.useParams();
  return <ParteMaterialAfectadoScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParteMaterialAfectado = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo/material-afectado',
  beforeLoad: guardas(verPartes, requierePermiso('material_sistema', 'visualizar')),
  component: ParteMaterialAfectadoRuta,
});

function ParteTecnicosRuta() {
  const { idparte_trabajo } = rutaParteTecnicos.useParams();
  return <ParteTecnicosScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParteTecnicos = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo/tecnicos',
  beforeLoad: guardas(verPartes, requierePermiso('parte_trabajo_tecnico', 'visualizar')),
  component: ParteTecnicosRuta,
});

function ParteNotasRuta() {
  const { idparte_trabajo } = rutaParteNotas.useParams();
  return <ParteNotasScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParteNotas = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo/notas',
  beforeLoad: guardas(verPartes, requierePermiso('nota', 'visualizar')),
  component: ParteNotasRuta,
});

/** Todas las rutas de partes, para el árbol. */
export const rutasPartes = [
  rutaPartesAsignados,
  rutaPartesFinalizados,
  rutaPartesFechaFijada,
  rutaPartesAccionesFechaFijada,
  rutaPartesAdd,
  rutaParte,
  rutaParteMaterialAfectado,
  rutaParteTecnicos,
  rutaParteNotas,
] as const;
