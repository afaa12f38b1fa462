/**
 * Entrar sin el motor: POST /token/ (multipart, como el de replication/cliente/sesion-cliente.ts, con sus
 * mismos mensajes) y la lectura de la sesión guardada en localStorage 'vigia.sesion'. Es lo único de la
 * sesión que necesita la pantalla de entrada, y va en el chunk de entrada sin zod ni RxDB
 * (sesion-guardada.ts comprueba la forma). Guardar la sesión lo hace sesion.ts, que avisa al motor si
 * está cargado.
 */
import type { SesionGuardada } from '../../replication/cliente';
import { MENSAJES } from '../../replication/errores';
import { leerRespuestaToken, leerSesionGuardada } from './sesion-guardada';

/** Clave de localStorage donde se guarda la sesión (la misma que usa el motor). */
export const CLAVE_SESION = 'vigia.sesion';
/** El mensaje de credenciales rechazadas (el mismo que el del motor). */
export const MENSAJE_CREDENCIALES = 'Usuario o contraseña incorrectos';

const enLinea = (): boolean => globalThis.navigator?.onLine ?? true;

/** La sesión guardada en el dispositivo, o null si no hay ninguna válida. */
export const leerSesionDispositivo = (): SesionGuardada | null => {
  let texto: string | null;
  try {
    texto = globalThis.localStorage?.getItem(CLAVE_SESION) ?? null;
  } catch {
    return null;
  }
  if (!texto) return null;
  try {
    return leerSesionGuardada(JSON.parse(texto));
  } catch {
    return null;
  }
};

/** Pide un token al servidor. Lanza Error con el mensaje en español si no se puede; no guarda nada. */
export const iniciarSesionLigera = async (login: string, password: string): Promise<SesionGuardada> => {
  const datos = new FormData();
  datos.set('username', login);
  datos.set('password', password);
  let r: Response;
  try {
    r = await fetch(`${globalThis.location.origin}/token/`, { method: 'POST', body: datos, signal: AbortSignal.timeout(30_000) });
  } catch {
    throw new Error(enLinea() ? MENSAJES.sinServidor : MENSAJES.sinInternet);
  }
  if (r.status === 401 || r.status === 403) throw new Error(MENSAJE_CREDENCIALES);
  if (!r.ok) throw new Error(MENSAJES.sinServidor);
  const cuerpo = leerRespuestaToken(await r.json().catch(() => null));
  if (!cuerpo) throw new Error(MENSAJES.sinServidor);
  return { ...cuerpo, desde: new Date().toISOString() };
};
