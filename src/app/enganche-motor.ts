/**
 * El enganche entre la sesión (sesion.ts, en el chunk de entrada) y el motor (apertura.ts, que se carga con
 * las pantallas con sesión): apertura.ts se engancha al cargarse y desde entonces sesion.ts guarda la
 * sesión a través del motor (que así toma el token nuevo) y cierra con él. Sin efectos al importarlo.
 */
import type { SesionGuardada } from '../../replication/cliente';

/** Lo que la parte con base de datos (apertura.ts) pone a disposición de la sesión al cargarse. */
export interface EnganchesMotor {
  /** Guarda la sesión y avisa al motor abierto (que sigue la sesión guardada y toma el token nuevo). */
  guardarSesion(sesion: SesionGuardada): void;
  /** Avisa al servidor (si hay conexión) y olvida la sesión; la cola y la base de datos se quedan. */
  cerrarSesion(): Promise<void>;
  /** Detiene el motor y cierra la base de datos abiertos. */
  cerrarVigia(): Promise<void>;
}

let motor: EnganchesMotor | null = null;

/** Lo llama apertura.ts al cargarse. */
export const engancharMotor = (enganches: EnganchesMotor): void => {
  motor = enganches;
};

/** El motor enganchado, o null si aún no se ha cargado (entonces no hay base de datos abierta). */
export const motorEnganchado = (): EnganchesMotor | null => motor;
