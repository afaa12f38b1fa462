import { describe, expect, it } from 'vitest';
import { activarVersionNueva, MENSAJE_SALTAR_ESPERA, REINTENTO_ACTIVACION_MS, type ContenedorServiceWorker } from './activar-version';

/** Un navigator.serviceWorker falso: se dispara el cambio de worker a mano y se ve qué se le manda al que espera. */
const montar = (esperando: boolean) => {
  const oyentes: (() => void)[] = [];
  const mensajes: unknown[] = [];
  const programadas: [() => void, number][] = [];
  let recargas = 0;
  let peticiones = 0;
  const contenedor: ContenedorServiceWorker = {
    addEventListener: (_tipo, oyente) => void oyentes.push(oyente),
    getRegistration: () => Promise.resolve({ waiting: esperando ? { postMessage: (m: unknown) => void mensajes.push(m) } : null }),
  };
  activarVersionNueva({
    contenedor,
    recargar: () => void (recargas += 1),
    pedir: () => {
      peticiones += 1;
      return Promise.resolve();
    },
    programar: (fn, ms) => void programadas.push([fn, ms]),
  });
  return {
    cambiarWorker: () => oyentes.forEach((f) => f()),
    vencer: async () => {
      for (const [fn] of programadas) fn();
      await Promise.resolve();
      await Promise.resolve();
    },
    get recargas() { return recargas; },
    get peticiones() { return peticiones; },
    mensajes,
    programadas,
  };
};

describe('activar la versión nueva', () => {
  it('pide la activación y recarga una sola vez cuando el worker nuevo toma el control', async () => {
    const s = montar(true);
    expect(s.peticiones).toBe(1);
    expect(s.recargas).toBe(0);
    s.cambiarWorker();
    s.cambiarWorker();
    await s.vencer();
    expect(s.recargas).toBe(1);
    expect(s.mensajes).toEqual([]);
  });

  it('si el cambio no llega, se lo vuelve a pedir al worker que espera, y recarga cuando cambia', async () => {
    const s = montar(true);
    expect(s.programadas.map(([, ms]) => ms)).toEqual([REINTENTO_ACTIVACION_MS]);
    await s.vencer();
    expect(s.mensajes).toEqual([MENSAJE_SALTAR_ESPERA]);
    expect(s.recargas).toBe(0);
    s.cambiarWorker();
    expect(s.recargas).toBe(1);
  });

  it('si ya no hay ningún worker esperando, recarga', async () => {
    const s = montar(false);
    await s.vencer();
    expect(s.mensajes).toEqual([]);
    expect(s.recargas).toBe(1);
  });
});
