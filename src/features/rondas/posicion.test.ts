/** La posición de una lectura: la del dispositivo, o null si no hay, se deniega o no llega en la espera. */
import { describe, expect, it, vi } from 'vitest';
import { obtenerPosicion, type Geolocalizador } from './posicion';

const coords = { latitude: 40.41, longitude: -3.7, accuracy: 15, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) };
const posicion = { coords, timestamp: 0, toJSON: () => ({}) } satisfies GeolocationPosition;
const denegado = { code: 1, message: 'denegado', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } satisfies GeolocationPositionError;

describe('obtenerPosicion', () => {
  it('con posición: lat, lng y precisión, pedida con la espera corta', async () => {
    const getCurrentPosition = vi.fn<Geolocalizador['getCurrentPosition']>((ok, _error, opciones) => {
      expect(opciones?.timeout).toBe(5000);
      ok(posicion);
    });
    await expect(obtenerPosicion({ getCurrentPosition })).resolves.toEqual({ lat: 40.41, lng: -3.7, precision: 15 });
  });

  it('permiso denegado o sin señal: null', async () => {
    const geo: Geolocalizador = { getCurrentPosition: (_ok, error) => error?.(denegado) };
    await expect(obtenerPosicion(geo)).resolves.toBeNull();
  });

  it('sin geolocalización: null', async () => {
    await expect(obtenerPosicion(undefined)).resolves.toBeNull();
  });

  it('si no contesta (el usuario no responde al permiso), null al acabar la espera', async () => {
    vi.useFakeTimers();
    try {
      const promesa = obtenerPosicion({ getCurrentPosition: () => undefined }, 5000);
      vi.advanceTimersByTime(5000);
      await expect(promesa).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
