/**
 * Rutas de sistemas: /sistemas/ (lista), /sistemas/{idsistema} (ficha) y sus subpantallas (ordenes,
 * datos, revisiones, vias-comunicacion, cuotas, subsis, telefonos, plano/{idfichero}, edit);
 * /clienteavisos/{idcliente}/{idsistema}; y las del modo sin conexión /offline/sistemas/{idsistema}/
 * (material-sistema, revisiones, servicios; ?parte= el parte de origen). Finas: delegan en sus pantallas.
 * 'datos' lleva a la pantalla genérica de datos personalizados /datos/{idsistema}/96.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { ClienteAvisosScreen } from '../features/sistemas/ClienteAvisosScreen';
import { OfflineMaterialSistemaScreen, OfflineRevisionesScreen, OfflineServiciosScreen } from '../features/sistemas/OfflineSistemaScreens';
import { PlanoScreen } from '../features/sistemas/PlanoScreen';
import { SistemaEditarScreen } from '../features/sistemas/SistemaEditarScreen';
import { IDTABLA_SISTEMA, SistemaScreen } from '../features/sistemas/SistemaScreen';
import { SistemasScreen } from '../features/sistemas/SistemasScreen';
import { SistemaTelefonosScreen } from '../features/sistemas/SistemaTelefonosScreen';
import { CuotasScreen, RevisionesScreen, SistemaOrdenesScreen, SubsisScreen, ViasComunicacionScreen } from '../features/sistemas/SubpantallasSistema';
import { rutaAutenticada } from './autenticado';
import { guardas, requierePermiso } from './guardas';
import { rutaOffline } from './offline';

export const rutaSistemas = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'sistemas',
  beforeLoad: requierePermiso('sistema', 'visualizar'),
});

const rutaSistemasLista = createRoute({ getParentRoute: () => rutaSistemas, path: '/', component: SistemasScreen });

function SistemaRuta() {
  const { idsistema } = rutaSistema.useParams();
  return <SistemaScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistema = createRoute({ getParentRoute: () => rutaSistemas, path: '$idsistema', component: SistemaRuta });

function EditarRuta() {
  const { idsistema } = rutaSistemaEditar.useParams();
  return <SistemaEditarScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaEditar = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/edit',
  beforeLoad: requierePermiso('sistema', 'editar'),
  component: EditarRuta,
});

function OrdenesRuta() {
  const { idsistema } = rutaSistemaOrdenes.useParams();
  return <SistemaOrdenesScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaOrdenes = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/ordenes',
  beforeLoad: requierePermiso('orden_trabajo', 'visualizar'),
  component: OrdenesRuta,
});

/** Los datos personalizados del sistema son la pantalla genérica /datos/{id}/{idtabla}. */
const rutaSistemaDatos = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/datos',
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/datos/${encodeURIComponent(params.idsistema)}/${IDTABLA_SISTEMA}`, replace: true });
  },
});

function RevisionesRuta() {
  const { idsistema } = rutaSistemaRevisiones.useParams();
  return <RevisionesScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaRevisiones = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/revisiones',
  beforeLoad: requierePermiso('revision_sistema', 'visualizar'),
  component: RevisionesRuta,
});

function ViasRuta() {
  const { idsistema } = rutaSistemaVias.useParams();
  return <ViasComunicacionScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaVias = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/vias-comunicacion',
  beforeLoad: requierePermiso('via_comunicacion', 'visualizar'),
  component: ViasRuta,
});

function CuotasRuta() {
  const { idsistema } = rutaSistemaCuotas.useParams();
  return <CuotasScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaCuotas = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/cuotas',
  beforeLoad: requierePermiso('cuota_sistema', 'visualizar'),
  component: CuotasRuta,
});

function SubsisRuta() {
  const { idsistema } = rutaSistemaSubsis.useParams();
  return <SubsisScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaSubsis = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/subsis',
  beforeLoad: requierePermiso('subsis', 'visualizar'),
  component: SubsisRuta,
});

function TelefonosSistemaRuta() {
  const { idsistema } = rutaSistemaTelefonos.useParams();
  return <SistemaTelefonosScreen key={idsistema} idsistema={idsistema} />;
}
const rutaSistemaTelefonos = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/telefonos',
  beforeLoad: requierePermiso('telefono', 'visualizar'),
  component: TelefonosSistemaRuta,
});

function PlanoRuta() {
  const { idsistema, idfichero } = rutaSistemaPlano.useParams();
  return <PlanoScreen key={`${idsistema}/${idfichero}`} idsistema={idsistema} idfichero={idfichero} />;
}
const rutaSistemaPlano = createRoute({
  getParentRoute: () => rutaSistemas,
  path: '$idsistema/plano/$idfichero',
  beforeLoad: requierePermiso('fichero', 'visualizar'),
  component: PlanoRuta,
});

/** /sistemas/ y todas sus subpantallas, para arbol.ts. */
export const arbolSistemas = rutaSistemas.addChildren([
  rutaSistemasLista,
  rutaSistema,
  rutaSistemaEditar,
  rutaSistemaOrdenes,
  rutaSistemaDatos,
  rutaSistemaRevisiones,
  rutaSistemaVias,
  rutaSistemaCuotas,
  rutaSistemaSubsis,
  rutaSistemaTelefonos,
  rutaSistemaPlano,
]);

function ClienteAvisosRuta() {
  const { idcliente, idsistema } = rutaClienteAvisos.useParams();
  return <ClienteAvisosScreen key={`${idcliente}/${idsistema}`} idcliente={idcliente} idsistema={idsistema} />;
}
export const rutaClienteAvisos = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'clienteavisos/$idcliente/$idsistema',
  beforeLoad: guardas(requierePermiso('sistema', 'visualizar'), requierePermiso('cliente_aviso', 'visualizar')),
  component: ClienteAvisosRuta,
});

/** ?parte={idparte_trabajo}: el parte offline desde el que se llega. */
interface BusquedaOffline {
  parte?: string;
}
const validarBusqueda = (s: Record<string, unknown>): BusquedaOffline => (typeof s.parte === 'string' && s.parte.length > 0 ? { parte: s.parte } : {});

function OfflineMaterialRuta() {
  const { idsistema } = rutaOfflineMaterialSistema.useParams();
  const { parte } = rutaOfflineMaterialSistema.useSearch();
  return <OfflineMaterialSistemaScreen key={idsistema} idsistema={idsistema} idparte_trabajo={parte} />;
}
const rutaOfflineMaterialSistema = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'sistemas/$idsistema/material-sistema',
  validateSearch: validarBusqueda,
  beforeLoad: requierePermiso('material_sistema', 'visualizar'),
  component: OfflineMaterialRuta,
});

function OfflineRevisionesRuta() {
  const { idsistema } = rutaOfflineRevisiones.useParams();
  const { parte } = rutaOfflineRevisiones.useSearch();
  return <OfflineRevisionesScreen key={idsistema} idsistema={idsistema} idparte_trabajo={parte} />;
}
const rutaOfflineRevisiones = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'sistemas/$idsistema/revisiones',
  validateSearch: validarBusqueda,
  beforeLoad: requierePermiso('revision_sistema', 'visualizar'),
  component: OfflineRevisionesRuta,
});

function OfflineServiciosRuta() {
  const { idsistema } = rutaOfflineServicios.useParams();
  const { parte } = rutaOfflineServicios.useSearch();
  return <OfflineServiciosScreen key={idsistema} idsistema={idsistema} idparte_trabajo={parte} />;
}
const rutaOfflineServicios = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'sistemas/$idsistema/servicios',
  validateSearch: validarBusqueda,
  beforeLoad: guardas(requierePermiso('cuota_sistema', 'visualizar'), requierePermiso('via_comunicacion', 'visualizar')),
  component: OfflineServiciosRuta,
});

/** Rutas del sistema en el modo sin conexión, para rutaOffline.addChildren en arbol.ts. */
export const rutasOfflineSistemas = [rutaOfflineMaterialSistema, rutaOfflineRevisiones, rutaOfflineServicios] as const;
