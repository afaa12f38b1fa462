/** Árbol de rutas (código, sin generador): cada fichero de rutas/ es fino y delega en su pantalla. */
import { rutaAutenticada } from './autenticado';
import { rutaCliente, rutaClienteEditar, rutaClientes, rutaClientesLista } from './clientes';
import { rutaAdminBd, rutaCambiarContrasena, rutaConfiguracion, rutaConfiguracionInicio, rutaCuenta } from './configuracion';
import { rutaMenu } from './index';
import { rutaLogin } from './login';
import { rutaParte, rutaPartesAsignados } from './partes';
import { rutaRaiz } from './raiz';
import { rutaSincronizacion, rutaSincronizacionInicio, rutaSyncUpload, rutaSyncUploads } from './sincronizacion';

export const arbolRutas = rutaRaiz.addChildren([
  rutaLogin,
  rutaAutenticada.addChildren([
    rutaMenu,
    rutaPartesAsignados,
    rutaParte,
    rutaClientes.addChildren([rutaClientesLista, rutaCliente, rutaClienteEditar]),
    rutaSincronizacion.addChildren([rutaSincronizacionInicio, rutaSyncUploads, rutaSyncUpload]),
    rutaConfiguracion.addChildren([rutaConfiguracionInicio, rutaCuenta, rutaCambiarContrasena, rutaAdminBd]),
  ]),
]);
