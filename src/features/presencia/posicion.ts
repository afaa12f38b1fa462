/**
 * La posición al fichar (src/lib/posicion.ts, espera de 10 s) y cómo va en presencia.registrarSync: el
 * fichaje se guarda igual sin ella, con el motivo en `sin_posicion`.
 */
import type { ResultadoPosicion } from '../../lib/posicion';

export { ESPERA_POSICION_MS, motivoDeError, pedirPosicion, type Geolocalizador, type Posicion as PosicionFichaje, type ResultadoPosicion } from '../../lib/posicion';

/** Los parámetros de posición de presencia.registrarSync a partir del resultado. */
export const paramsPosicion = (r: ResultadoPosicion): { lat: number | null; lng: number | null; precision: number | null; sin_posicion: string | null } =>
  r.ok
    ? { lat: r.posicion.lat, lng: r.posicion.lng, precision: Math.max(0, Math.min(1_000_000, r.posicion.precision)), sin_posicion: null }
    : { lat: null, lng: null, precision: null, sin_posicion: r.motivo };
