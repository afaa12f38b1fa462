/**
 * Ciclo de vida de la base de datos y el motor de la sesión: se abren una sola vez por usuario y
 * pestaña (RxDB no admite dos instancias con el mismo nombre), sobreviven a la navegación y se cierran
 * solo al cerrar sesión o al entrar otro usuario. Si el servidor invalida la sesión (403), la instancia
 * sigue abierta con la subida en pausa y la cola intacta; al volver a entrar el mismo usuario el motor
 * recibe el token nuevo (abrirVigia sigue la sesión guardada) y la subida continúa.
 *
 * Se carga con las pantallas con sesión, nunca con la de entrada. Al cargarse se engancha
 * (enganche-motor.ts), y desde entonces sesion.ts guarda la sesión a través del motor y cierra con él.
 */
import {
  abrirVigia,
  cerrarSesion,
  guardarSesion,
  type MotorSync,
  type SesionGuardada,
  type VigiaDatabase,
} from '../../replication/cliente';
import { esperarPrimeraPantalla } from './primera-pantalla';
import { engancharMotor, type EnganchesMotor } from './enganche-motor';

export interface Vigia {
  db: VigiaDatabase;
  motor: MotorSync;
}

interface Instancia {
  idusuario: string;
  promesa: Promise<Vigia>;
}

let actual: Instancia | null = null;
/** Cierre en curso: una apertura nueva espera a que termine (RxDB no admite dos bases con el mismo nombre). */
let cierre: Promise<void> = Promise.resolve();

const cerrar = async (instancia: Instancia): Promise<void> => {
  let vigia: Vigia;
  try {
    vigia = await instancia.promesa;
  } catch {
    return;
  }
  if (window.vigia?.db === vigia.db) delete window.vigia;
  try {
    await vigia.motor.detener();
    await vigia.db.close();
  } catch (error) {
    // Un fallo al cerrar no debe impedir abrir otra sesión; la cola ya está guardada en IndexedDB.
    console.error('Vigía: error al cerrar la base de datos', error);
  }
};

/** Abre (o devuelve ya abiertas) la base de datos y el motor del usuario de la sesión. */
export const obtenerVigia = (sesion: SesionGuardada): Promise<Vigia> => {
  const { idusuario } = sesion.usuario;
  if (actual && actual.idusuario === idusuario) return actual.promesa;
  if (actual) cierre = cerrar(actual);
  // En la primera descarga, las páginas que siguen a la primera esperan a la primera pantalla con datos (decisión 85).
  const promesa = cierre.then(() => abrirVigia(sesion, { trasPrimeraPagina: () => esperarPrimeraPantalla() }));
  const instancia: Instancia = { idusuario, promesa };
  actual = instancia;
  promesa.catch(() => {
    if (actual === instancia) actual = null;
  });
  return promesa;
};

/** Detiene el motor y cierra la base de datos abiertos (al cerrar sesión). La cola queda guardada. */
export const cerrarVigia = async (): Promise<void> => {
  const instancia = actual;
  actual = null;
  if (instancia) cierre = cerrar(instancia);
  await cierre;
};

/**
 * Borra la base de datos local del usuario abierto (Configuración › Base de datos): detiene el motor y
 * elimina la base con todo su contenido. Quien llama comprueba antes que no queda nada por subir y
 * después recarga la app, que la vuelve a crear vacía y la descarga entera del servidor.
 */
export const borrarBaseDatosLocal = async (): Promise<void> => {
  const instancia = actual;
  if (!instancia) return;
  const vigia = await instancia.promesa;
  actual = null;
  if (window.vigia?.db === vigia.db) delete window.vigia;
  await vigia.motor.detener();
  await vigia.db.remove();
};

/** Lo que sesion.ts usa del motor: guardar la sesión avisándole, cerrarla en el servidor y cerrar la base. */
export const enganchesMotor: EnganchesMotor = { guardarSesion, cerrarSesion, cerrarVigia };
engancharMotor(enganchesMotor);
