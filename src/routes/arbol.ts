/**
 * Árbol de rutas (código, sin generador): cada fichero de routes/ declara sus pantallas con declarar.tsx.
 * Las declaraciones (paths, búsquedas, guardas, accesos) van en el chunk de entrada, sin schemas ni el
 * motor; con el arranque solo se carga la pantalla de entrada. El marco con sesión (base de datos, motor,
 * cabecera), el menú y cada pantalla, bajo demanda.
 */
import { rutaAutenticada } from './autenticado';
import { arbolClientes } from './clientes';
import { arbolClientesPotenciales } from './clientes-potenciales';
import { arbolFacturas } from './facturas';
import { arbolOperaciones, rutaParteSimpleAdd } from './operaciones';
import { arbolPresupuestos } from './presupuestos';
import { arbolDocumentacion } from './documentacion';
import { arbolContratos } from './contratos';
import { arbolCitas } from './citas';
import { arbolEmpleados } from './empleados';
import { arbolConfiguracion } from './configuracion';
import { rutaDescargarPartes, rutaSubirParte } from './descargas';
import { arbolFicheros, rutaOfflineFicherosParte } from './ficheros';
import { rutaMenu } from './index';
import { rutaLogin } from './login';
import { rutaFirmar } from './firmar';
import { arbolOrdenes } from './ordenes';
import { rutaOffline } from './offline';
import { arbolPlanificacion } from './planificacion';
import { rutasOfflineCierre } from './offline-cierre';
import { rutasOfflineMaterial } from './offline-material';
import { rutasOfflineParte } from './offline-parte';
import { rutasPartes } from './partes';
import { rutaRaiz } from './raiz';
import { arbolTiempos } from './tiempos';
import { arbolDatos } from './datos';
import { arbolVehiculos } from './vehiculos';
import { arbolSistemas, rutaClienteAvisos, rutasOfflineSistemas } from './sistemas';
import { rutasOfflineChecklists } from './offline-checklists';
import { rutaSincronizacion, rutaSincronizacionInicio, rutaSyncUpload, rutaSyncUploads } from './sincronizacion';
import { arbolPartesNovedad } from './partes-novedad';
import { arbolCustodiaLlaves } from './custodia-llaves';
import { arbolRondas } from './rondas';
import { arbolPuestosServicio } from './puestos-servicio';
import { arbolCuadrantes } from './cuadrantes';
import { arbolVigilantes } from './vigilantes';
import { arbolPresencia } from './presencia';
import { arbolMovimientosCaja } from './movimientos-caja';
import { arbolPedidos } from './pedidos';

export const arbolRutas = rutaRaiz.addChildren([
  rutaLogin,
  rutaFirmar,
  rutaAutenticada.addChildren([
    rutaMenu,
    ...rutasPartes,
    arbolOrdenes,
    rutaOffline.addChildren([
      ...rutasOfflineCierre,
      ...rutasOfflineMaterial,
      ...rutasOfflineParte,
      rutaOfflineFicherosParte,
      rutaDescargarPartes,
      ...rutasOfflineSistemas,
      ...rutasOfflineChecklists,
    ]),
    arbolFicheros,
    rutaSubirParte,
    arbolTiempos,
    arbolDatos,
    arbolVehiculos,
    arbolSistemas,
    rutaClienteAvisos,
    arbolPlanificacion,
    arbolClientes,
    arbolClientesPotenciales,
    arbolFacturas,
    arbolOperaciones,
    arbolPresupuestos,
    arbolDocumentacion,
    arbolContratos,
    rutaParteSimpleAdd,
    arbolCitas,
    arbolEmpleados,
    rutaSincronizacion.addChildren([rutaSincronizacionInicio, rutaSyncUploads, rutaSyncUpload]),
    arbolConfiguracion,
    arbolPartesNovedad,
    arbolCustodiaLlaves,
    arbolRondas,
    arbolPuestosServicio,
    arbolCuadrantes,
    arbolVigilantes,
    arbolPresencia,
    arbolMovimientosCaja,
    arbolPedidos,
  ]),
]);
