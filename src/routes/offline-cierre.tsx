/**
 * Rutas de cierre del modo sin conexión (/offline/…): por parte tiempos/add, resumen, cobrar, firmar y
 * finalizar, y el cronómetro (tiempos/cronometro-iniciar/{idparte_trabajo} y cronometro-detener). Finas:
 * guarda de permiso y pantalla. Cuelgan de rutaOffline (app 'tecnicos', ver partes) en arbol.ts.
 */
import { createRoute } from '@tanstack/react-router';
import { CobrarScreen } from '../features/cierre/CobrarScreen';
import { FinalizarScreen } from '../features/cierre/FinalizarScreen';
import { FirmarScreen } from '../features/cierre/FirmarScreen';
import { ResumenScreen } from '../features/cierre/ResumenScreen';
import { CronometroDetenerScreen, CronometroIniciarScreen } from '../features/tiempos/CronometroScreens';
import { TiempoAddScreen } from '../features/tiempos/TiempoAddScreen';
import { requierePermiso } from './guardas';
import { rutaOffline } from './offline';

const insertarTiempo = requierePermiso('tiempo_trabajado', 'insertar');

function TiempoAddRuta() {
  const { idparte_trabajo } = rutaOfflineTiempoAdd.useParams();
  return <TiempoAddScreen key={idparte_trabajo} idparteFijo={idparte_trabajo} />;
}

export const rutaOfflineTiempoAdd = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/tiempos/add',
  beforeLoad: insertarTiempo,
  component: TiempoAddRuta,
});

function ResumenRuta() {
  const { idparte_trabajo } = rutaOfflineResumen.useParams();
  return <ResumenScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineResumen = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/resumen',
  component: ResumenRuta,
});

function CobrarRuta() {
  const { idparte_trabajo } = rutaOfflineCobrar.useParams();
  return <CobrarScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineCobrar = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/cobrar',
  beforeLoad: requierePermiso('cobro', 'insertar'),
  component: CobrarRuta,
});

function FirmarRuta() {
  const { idparte_trabajo } = rutaOfflineFirmar.useParams();
  return <FirmarScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineFirmar = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/firmar',
  beforeLoad: requierePermiso('firma', 'insertar'),
  component: FirmarRuta,
});

function FinalizarRuta() {
  const { idparte_trabajo } = rutaOfflineFinalizar.useParams();
  return <FinalizarScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaOfflineFinalizar = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/finalizar',
  beforeLoad: requierePermiso('orden_trabajo', 'editar'),
  component: FinalizarRuta,
});

function CronometroIniciarRuta() {
  const { idparte_trabajo } = rutaCronometroIniciar.useParams();
  return <CronometroIniciarScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaCronometroIniciar = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'tiempos/cronometro-iniciar/$idparte_trabajo',
  beforeLoad: insertarTiempo,
  component: CronometroIniciarRuta,
});

export const rutaCronometroDetener = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'tiempos/cronometro-detener',
  beforeLoad: requierePermiso('tiempo_trabajado', 'editar'),
  component: CronometroDetenerScreen,
});

export const rutasOfflineCierre = [
  rutaOfflineTiempoAdd,
  rutaOfflineResumen,
  rutaOfflineCobrar,
  rutaOfflineFirmar,
  rutaOfflineFinalizar,
  rutaCronometroIniciar,
  rutaCronometroDetener,
] as const;
