/**
 * Estado de la sesión de la app: la sesión guardada en el dispositivo (o ninguna) y un aviso para la
 * pantalla de entrada ('La sesión se ha invalidado desde el servidor'). Es un almacén externo a React
 * (useSyncExternalStore) porque también lo leen las guardas del router, y sigue a las otras pestañas:
 * si en otra se cierra la sesión, aquí también, con el mismo aviso (localStorage 'vigia.avisoSalida').
 *
 * Va en el chunk de entrada, así que no importa el motor ni la base de datos (zod, RxDB): lee la sesión y
 * entra con POST /token/ por su cuenta (entrada.ts, sesion-guardada.ts). Lo que necesita del motor
 * (avisarle del token nuevo, cerrar la sesión en el servidor, cerrar la base de datos) se lo da
 * apertura.ts al cargarse con las pantallas con sesión (enganche-motor.ts).
 */
import { useSyncExternalStore } from 'react';
import type { SesionGuardada } from '../../replication/cliente';
import { motorEnganchado, type EnganchesMotor } from './enganche-motor';
import { CLAVE_SESION, iniciarSesionLigera, leerSesionDispositivo } from './entrada';
import { anotarActividad } from './inactividad';

/** El motor, cargándolo si aún no lo está (solo para cerrar la sesión en el servidor). */
const cargarMotor = async (): Promise<EnganchesMotor> => motorEnganchado() ?? (await import('./apertura')).enganchesMotor;

/** Sin el motor cargado no hay base de datos abierta que cerrar. */
const cerrarVigiaAbierta = (): Promise<void> => motorEnganchado()?.cerrarVigia() ?? Promise.resolve();

const guardarSesion = (sesion: SesionGuardada): void => {
  const motor = motorEnganchado();
  if (motor) motor.guardarSesion(sesion);
  else localStorage.setItem(CLAVE_SESION, JSON.stringify(sesion));
};

export interface EstadoSesion {
  sesion: SesionGuardada | null;
  /** Mensaje que la pantalla de entrada muestra una vez (p. ej. tras un 403). */
  aviso: string | null;
}

/** Por qué se cerró la sesión (403, inactividad), para que lo digan también las otras pestañas. */
const CLAVE_AVISO = 'vigia.avisoSalida';

const leerAvisoGuardado = (): string | null => {
  try {
    return localStorage.getItem(CLAVE_AVISO);
  } catch {
    return null;
  }
};

const guardarAviso = (aviso: string | null): void => {
  try {
    if (aviso === null) localStorage.removeItem(CLAVE_AVISO);
    else localStorage.setItem(CLAVE_AVISO, aviso);
  } catch {
    // Sin localStorage el aviso se ve solo en esta pestaña.
  }
};

let estado: EstadoSesion = { sesion: leerSesionDispositivo(), aviso: null };
const oyentes = new Set<() => void>();
const oyentesExternos = new Set<() => void>();

const fijar = (siguiente: EstadoSesion): void => {
  estado = siguiente;
  for (const oyente of oyentes) oyente();
};

const suscribir = (oyente: () => void): (() => void) => {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
};

window.addEventListener('storage', (e) => {
  if (e.key !== CLAVE_SESION && e.key !== null) return;
  const sesion = leerSesionDispositivo();
  if (sesion?.token === estado.sesion?.token) return;
  // Cerrada en otra pestaña: aquí también se detiene el motor (la cola queda guardada).
  if (!sesion) void cerrarVigiaAbierta();
  fijar({ sesion, aviso: sesion ? null : leerAvisoGuardado() });
  for (const oyente of oyentesExternos) oyente();
});

/**
 * Avisa cuando la sesión cambia desde otra pestaña (entrar o salir allí). Los cambios de esta pestaña
 * no avisan: quien entra o sale ya navega a donde toca.
 */
export const suscribirCambiosExternos = (oyente: () => void): (() => void) => {
  oyentesExternos.add(oyente);
  return () => oyentesExternos.delete(oyente);
};

export const obtenerSesion = (): SesionGuardada | null => estado.sesion;

export const useEstadoSesion = (): EstadoSesion => useSyncExternalStore(suscribir, () => estado);

/** Cierre de sesión en curso: entrar de nuevo espera a que termine (si no, borraría la sesión nueva). */
let salida: Promise<void> = Promise.resolve();

/** Inicia sesión en el servidor. Lanza Error con el mensaje en español si no se puede. */
export const entrar = async (login: string, password: string): Promise<SesionGuardada> => {
  await salida;
  const sesion = await iniciarSesionLigera(login, password);
  guardarSesion(sesion);
  guardarAviso(null);
  anotarActividad({ forzar: true });
  fijar({ sesion, aviso: null });
  return sesion;
};

/**
 * Cierra la sesión a petición del usuario. Lo pendiente de subir queda guardado en el dispositivo. Las
 * pantallas con sesión se dejan al instante (antes de que el servidor conteste); la promesa termina
 * cuando el servidor ha olvidado el token y la base de datos está cerrada.
 */
export const salir = (): Promise<void> => {
  guardarAviso(null);
  fijar({ sesion: null, aviso: null });
  salida = salida.then(async () => {
    await cargarMotor()
      .then((m) => m.cerrarSesion())
      .catch(() => undefined);
    await cerrarVigiaAbierta();
  });
  return salida;
};

/**
 * La sesión termina sin que el usuario lo pida (403 del servidor, inactividad): se vuelve a la entrada
 * con el aviso y se revoca el token si hay conexión. La base de datos y su cola siguen en el dispositivo;
 * al entrar de nuevo el mismo usuario, la subida continúa.
 */
export const expulsar = (aviso: string): Promise<void> => {
  guardarAviso(aviso);
  fijar({ sesion: null, aviso });
  salida = salida.then(() =>
    cargarMotor()
      .then((m) => m.cerrarSesion())
      .catch(() => undefined),
  );
  return salida;
};

export const olvidarAviso = (): void => {
  if (estado.aviso === null) return;
  guardarAviso(null);
  fijar({ ...estado, aviso: null });
};
