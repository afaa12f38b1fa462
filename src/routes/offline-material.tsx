/**
 * Rutas del material en el modo sin conexión (/offline/…): la lista de partes del dispositivo, la ficha
 * offline de un parte y sus secciones de material, acciones, almacenes y solicitud de material; el
 * catálogo, las plantillas, el material del sistema, las líneas y escandallo de una orden y los
 * teléfonos de un cliente. Finas: leen los parámetros y delegan en su pantalla.
 */
import { createRoute } from '@tanstack/react-router';
import { AccionesScreen } from '../features/offline/AccionesScreen';
import { AlmacenesScreen } from '../features/offline/AlmacenesScreen';
import { ArticulosScreen } from '../features/offline/ArticulosScreen';
import { EscandalloScreen, LineasOrdenScreen } from '../features/offline/LineasOrdenScreen';
import { MaterialAfectadoScreen } from '../features/offline/MaterialAfectadoScreen';
import { MaterialInstalarScreen } from '../features/offline/MaterialInstalarScreen';
import { MaterialSistemaEditarScreen } from '../features/offline/MaterialSistemaEditarScreen';
import { ParteOfflineScreen } from '../features/offline/ParteOfflineScreen';
import { PartesOfflineScreen } from '../features/offline/PartesOfflineScreen';
import { PlantillasParteScreen } from '../features/offline/PlantillasParteScreen';
import { PlantillasScreen } from '../features/offline/PlantillasScreen';
import { SolicitudMaterialScreen } from '../features/offline/SolicitudMaterialScreen';
import { TelefonosScreen } from '../features/offline/TelefonosScreen';
import { guardas, requierePermiso } from './guardas';
import { rutaOffline } from './offline';

export const rutaOfflineInicio = createRoute({
  getParentRoute: () => rutaOffline,
  path: '/',
  component: PartesOfflineScreen,
});

function ParteOfflineRuta() {
  const { idparte_trabajo } = rutaParteOffline.useParams();
  return <ParteOfflineScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParteOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo',
  component: ParteOfflineRuta,
});

function MaterialInstalarRuta() {
  const { idparte_trabajo } = rutaMaterialInstalarOffline.useParams();
  return <MaterialInstalarScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaMaterialInstalarOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/material-instalar',
  beforeLoad: requierePermiso('lparte_trabajo', 'insertar'),
  component: MaterialInstalarRuta,
});

function PlantillasParteRuta() {
  const { idparte_trabajo } = rutaPlantillasParteOffline.useParams();
  return <PlantillasParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaPlantillasParteOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/plantillas-articulos',
  beforeLoad: requierePermiso('lparte_trabajo', 'insertar'),
  component: PlantillasParteRuta,
});

function MaterialAfectadoRuta() {
  const { idparte_trabajo } = rutaMaterialAfectadoOffline.useParams();
  return <MaterialAfectadoScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaMaterialAfectadoOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/material-afectado',
  beforeLoad: requierePermiso('material_sistema', 'visualizar'),
  component: MaterialAfectadoRuta,
});

function AccionesRuta() {
  const { idparte_trabajo } = rutaAccionesOffline.useParams();
  return <AccionesScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaAccionesOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/acciones',
  component: AccionesRuta,
});

function AlmacenesRuta() {
  const { idparte_trabajo } = rutaAlmacenesOffline.useParams();
  return <AlmacenesScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaAlmacenesOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/almacenes',
  component: AlmacenesRuta,
});

function SolicitudMaterialRuta() {
  const { idparte_trabajo } = rutaSolicitudMaterialOffline.useParams();
  return <SolicitudMaterialScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaSolicitudMaterialOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/solicitud-material',
  component: SolicitudMaterialRuta,
});

export const rutaArticulosOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'articulos',
  component: ArticulosScreen,
});

export const rutaPlantillasOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'plantillas-articulos',
  component: PlantillasScreen,
});

function MaterialSistemaEditarRuta() {
  const { idmaterial_sistema } = rutaMaterialSistemaEditarOffline.useParams();
  return <MaterialSistemaEditarScreen key={idmaterial_sistema} idmaterial_sistema={idmaterial_sistema} />;
}

export const rutaMaterialSistemaEditarOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'material-sistema/$idmaterial_sistema/edit',
  beforeLoad: requierePermiso('material_sistema', 'editar'),
  component: MaterialSistemaEditarRuta,
});

function LineasOrdenRuta() {
  const { idorden_trabajo } = rutaLineasOrdenOffline.useParams();
  return <LineasOrdenScreen key={idorden_trabajo} idorden_trabajo={idorden_trabajo} />;
}

export const rutaLineasOrdenOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'ordenes/$idorden_trabajo/lineas',
  component: LineasOrdenRuta,
});

function EscandalloRuta() {
  const { idorden_trabajo, idlorden_trabajo } = rutaEscandalloOffline.useParams();
  return <EscandalloScreen key={idlorden_trabajo} idorden_trabajo={idorden_trabajo} idlorden_trabajo={idlorden_trabajo} />;
}

export const rutaEscandalloOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'ordenes/$idorden_trabajo/lineas/$idlorden_trabajo/escandallo',
  component: EscandalloRuta,
});

function TelefonosRuta() {
  const { idcliente } = rutaTelefonosOffline.useParams();
  return <TelefonosScreen key={idcliente} idcliente={idcliente} />;
}

export const rutaTelefonosOffline = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'clientes/$idcliente/telefonos',
  beforeLoad: guardas(requierePermiso('cliente', 'visualizar'), requierePermiso('telefono', 'visualizar')),
  component: TelefonosRuta,
});

/** Todas las rutas de este fichero, para rutaOffline.addChildren en arbol.ts. */
export const rutasOfflineMaterial = [
  rutaOfflineInicio,
  rutaParteOffline,
  rutaMaterialInstalarOffline,
  rutaPlantillasParteOffline,
  rutaMaterialAfectadoOffline,
  rutaAccionesOffline,
  rutaAlmacenesOffline,
  rutaSolicitudMaterialOffline,
  rutaArticulosOffline,
  rutaPlantillasOffline,
  rutaMaterialSistemaEditarOffline,
  rutaLineasOrdenOffline,
  rutaEscandalloOffline,
  rutaTelefonosOffline,
] as const;
