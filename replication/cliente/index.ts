/**
 * El motor de sincronización del cliente: su única puerta. La app, el bench y las pruebas de fuera solo
 * importan de aquí (regla de fronteras en eslint.config.js); lo demás de esta carpeta es interno.
 *
 * - La base de datos local: crearla (con las migraciones y el plugin del motor), su tipo y el acceso
 *   tipado a una colección.
 * - Abrir la base con su motor (`abrirVigia`), la sesión y el contrato del motor (`MotorSync`, `EstadoSync`).
 * - El cliente JSON-RPC y sus errores, para las llamadas directas (correo, planos, ficheros, descargas).
 * - Lo que las pantallas de la cola leen: la cola en orden, sin las retiradas, y su resumen en vivo.
 */
export type { EstadoSync, MotorSync, ResultadoMutate, SesionGuardada } from './contrato';
export { crearBaseDatos, creadoresColecciones, esDesarrollo, nombreBaseDatos, prepararPlugins, type OpcionesBaseDatos } from './base-datos';
export { coleccionDe, coleccionSinTipo, type VigiaColecciones, type VigiaDatabase, type VigiaMetodos } from './tipos';
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
  refrescarToken,
  MENSAJE_CREDENCIALES,
  type OpcionesSesion,
  type SesionCliente,
} from './sesion-cliente';
export { estimarAlmacenamiento, pedirAlmacenamientoPersistente, type EstimacionAlmacenamiento } from './almacenamiento';
export { crearClienteRpc, ErrorRespuesta, ErrorRpc, ErrorSesion, ErrorTransporte, navegadorOnline, type ArgsParams, type ClienteRpc } from './rpc';
export { cerrojosEnMemoria, cerrojosWeb, type Cerrojos } from './cerrojos';
export { alQuedarSinEspacio, entradasEnOrden, type EntradaCola } from './cola';
export { sinRetiradas } from './retiradas';
export { colaViva, type ColaViva } from './cola-viva';
export { lectorRxdb } from './tx-rxdb';
export { HISTORIAL_DIAS, historialVivo, suscripcionesVivas } from './historial';
export { padreDisponible, padresVivos } from './padres-suscritos';
