/**
 * Espera creciente con variación aleatoria para los reintentos (subida, descarga, stream): 1 s, 2 s,
 * 4 s... hasta 60 s, cada espera entre la mitad y el total del tramo para que muchos dispositivos que
 * recuperan la conexión a la vez no lleguen al servidor todos juntos.
 */
export interface OpcionesBackoff {
  minimoMs?: number;
  maximoMs?: number;
  /** Fuente de aleatoriedad en [0, 1) (inyectable en pruebas). */
  aleatorio?: () => number;
}

export interface Backoff {
  /** La espera del siguiente reintento (y cuenta el intento). */
  siguiente(): number;
  reiniciar(): void;
  readonly intentos: number;
}

export const crearBackoff = ({ minimoMs = 1000, maximoMs = 60_000, aleatorio = Math.random }: OpcionesBackoff = {}): Backoff => {
  let intentos = 0;
  return {
    siguiente() {
      const tramo = Math.min(maximoMs, minimoMs * 2 ** Math.min(intentos, 30));
      intentos++;
      return Math.round(tramo / 2 + (tramo / 2) * aleatorio());
    },
    reiniciar() {
      intentos = 0;
    },
    get intentos() {
      return intentos;
    },
  };
};
