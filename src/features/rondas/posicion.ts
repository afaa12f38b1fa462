/**
 * La posición del dispositivo para una lectura de ronda, si se puede (src/lib/posicion.ts) con una espera
 * corta (5 s). Si no se puede (sin geolocalización, permiso denegado, sin señal o sin respuesta a tiempo),
 * null: la lectura se guarda sin posición.
 */
import { pedirPosicion, type Geolocalizador, type Posicion } from '../../lib/posicion';

export type { Geolocalizador, Posicion };

export const ESPERA_POSICION_MS = 5000;

export const obtenerPosicion = async (geo?: Geolocalizador, espera = ESPERA_POSICION_MS): Promise<Posicion | null> => {
  const r = await pedirPosicion(geo, espera);
  return r.ok ? r.posicion : null;
};
