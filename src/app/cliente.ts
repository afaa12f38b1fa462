/**
 * Único punto por el que la app toca el motor de sincronización del cliente (replication/cliente) y la
 * creación de la base de datos (src/db). Las pantallas solo ven estos nombres y el contrato
 * (replication/cliente/contrato.ts).
 */
export {
  abrirVigia,
  cerrarSesion,
  crearClienteRpc,
  ErrorSesion,
  estimarAlmacenamiento,
  iniciarSesion,
  leerSesion,
  pedirAlmacenamientoPersistente,
} from '../../replication/cliente';
export type { VigiaDatabase } from '../db';
export type { EstadoSync, MotorSync, SesionGuardada } from '../../replication/cliente/contrato';
export type { MetodoMutacion, ParamsMutacion } from '../../replication/mutadores';
