/** Árbol de rutas (código, sin generador): cada fichero de rutas/ es fino y delega en su pantalla. */
import { rutaAutenticada } from './autenticado';
import { rutaCliente, rutaClienteEditar, rutaClientes, rutaClientesLista } from './clientes';
import { rutaAdminBd, rutaCambiarContrasena, rutaConfiguracion, rutaConfiguracionInicio, rutaCuenta } from './configuracion';
import { rutaDescargarPartes, rutaSubirParte } from './descargas';
import { arbolFicheros, rutaOfflineFicherosParte } from './ficheros';
import { rutaMenu } from './index';
import { rutaLogin } from './login';
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

export const arbolRutas = rutaRaiz.addChildren([
  rutaLogin,
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
    rutaClientes.addChildren([rutaClientesLista, rutaCliente, rutaClienteEditar]),
    rutaSincronizacion.addChildren([rutaSincronizacionInicio, rutaSyncUploads, rutaSyncUpload]),
    rutaConfiguracion.addChildren([rutaConfiguracionInicio, rutaCuenta, rutaCambiarContrasena, rutaAdminBd]),
  ]),
]);
