/**
 * Punto de entrada de la app: abre la base de datos del usuario de la sesión (`vigia_u<idusuario>`,
 * Dexie, multi-instancia), pide almacenamiento persistente, arranca el motor con el token de la sesión
 * y le pasa cada token nuevo (refresco cada 15 minutos, o sesión renovada en otra pestaña).
 */
import type { RxStorage } from 'rxdb';
import { crearBaseDatos, nombreBaseDatos } from './base-datos';
import type { VigiaDatabase } from './tipos';
import { pedirAlmacenamientoPersistente } from './almacenamiento';
import type { SesionGuardada } from './contrato';
import { crearMotor, type MotorVigia, type OpcionesMotor } from './motor';
import { sesionPorDefecto, type SesionCliente } from './sesion-cliente';

export interface OpcionesAbrir extends Omit<OpcionesMotor, 'usuario' | 'token' | 'alDetener'> {
  storage?: RxStorage<unknown, unknown>;
  multiInstance?: boolean;
  validar?: boolean;
  /** Nombre de la base de datos (por defecto `vigia_u<idusuario>`). */
  nombre?: string;
  sesion?: SesionCliente;
}

export const abrirVigia = async (sesion: SesionGuardada, opciones: OpcionesAbrir = {}): Promise<{ db: VigiaDatabase; motor: MotorVigia }> => {
  const { storage, multiInstance, validar, nombre, sesion: cliente = sesionPorDefecto(), ...delMotor } = opciones;
  const db = await crearBaseDatos({ nombre: nombre ?? nombreBaseDatos(sesion.usuario.idusuario), storage, multiInstance: multiInstance ?? true, validar });
  void pedirAlmacenamientoPersistente();
  let dejarDeSeguir = (): void => undefined;
  const motor = crearMotor(db, { ...delMotor, usuario: sesion.usuario, token: sesion.token, alDetener: () => dejarDeSeguir() });
  dejarDeSeguir = cliente.seguirSesion((nueva) => {
    if (nueva && nueva.usuario.idusuario === sesion.usuario.idusuario && nueva.token !== motor.token) motor.setToken(nueva.token);
  });
  return { db, motor };
};
