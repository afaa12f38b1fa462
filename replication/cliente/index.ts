/**
 * Motor de sincronización del cliente: lo que usa la app. El contrato está en contrato.ts.
 */
export type { EstadoSync, MotorSync, ResultadoMutate, SesionGuardada } from './contrato';
export { abrirVigia, type OpcionesAbrir } from './abrir';
export { crearMotor, type MotorVigia, type OpcionesMotor } from './motor';
export { RxDBVigiaPlugin } from './plugin';
export {
  CLAVE_SESION,
  cerrarSesion,
  configurarSesion,
  crearSesionCliente,
  guardarSesion,
  iniciarSesion,
  leerSesion,
  MENSAJE_CREDENCIALES,
  type OpcionesSesion,
  type SesionCliente,
} from './sesion-cliente';
export { estimarAlmacenamiento, pedirAlmacenamientoPersistente, type EstimacionAlmacenamiento } from './almacenamiento';
export { crearClienteRpc, ErrorRpc, ErrorSesion, ErrorTransporte, type ClienteRpc } from './rpc';
export { cerrojosEnMemoria, cerrojosWeb, type Cerrojos } from './cerrojos';
