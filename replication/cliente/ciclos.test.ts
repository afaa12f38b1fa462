/** Ciclos: la máquina de estados que decide cuándo corre el ciclo del líder. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ciclos, type ResultadoCiclo } from './ciclos';

/** Un ciclo que se controla a mano: cada llamada queda pendiente hasta `acabar`. */
const prueba = () => {
  const llamadas: { bajar: boolean; acabar: (r: ResultadoCiclo) => void }[] = [];
  const ciclos = new Ciclos({
    ciclo: (bajar) => new Promise((acabar) => llamadas.push({ bajar, acabar })),
    espera: () => 1000,
  });
  const acabar = async (r: ResultadoCiclo = 'bien'): Promise<void> => {
    const l = llamadas.at(-1);
    if (!l) throw new Error('no corre ningún ciclo');
    l.acabar(r);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { ciclos, llamadas, acabar };
};

const resuelta = async (p: Promise<void>): Promise<boolean> => {
  let si = false;
  void p.then(() => (si = true));
  await vi.advanceTimersByTimeAsync(0);
  return si;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Ciclos', () => {
  it('la espera que pide el servidor (Retry-After) sustituye a la creciente y nada activo la corta', async () => {
    const llamadas: { acabar: (r: ResultadoCiclo) => void; bajar: boolean }[] = [];
    let firme = 5_000;
    const ciclos = new Ciclos({ ciclo: (bajar) => new Promise((acabar) => llamadas.push({ acabar, bajar })), espera: () => 1000, esperaFirme: () => firme });
    ciclos.liderar();
    void ciclos.pedir(false, true);
    llamadas.at(-1)?.acabar('fallo');
    await vi.advanceTimersByTimeAsync(0);
    expect(ciclos.estado).toBe('esperando');
    // Un poke, «Sincronizar»: no adelantan el reintento, y quien lo pidió no se queda colgado.
    expect(await resuelta(ciclos.pedir(true, true))).toBe(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(llamadas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(llamadas).toHaveLength(2);
    expect(llamadas[1]?.bajar).toBe(true);
    // Sin espera del servidor, vuelve la de siempre, que lo activo sí corta.
    firme = 0;
    llamadas.at(-1)?.acabar('fallo');
    await vi.advanceTimersByTimeAsync(0);
    void ciclos.pedir(false, true);
    expect(llamadas).toHaveLength(3);
  });

  it('sin liderar no corre nada; liderando, uno a la vez y lo pedido mientras tanto en uno solo, con bajar si alguien lo pidió', async () => {
    const { ciclos, llamadas, acabar } = prueba();
    expect(await resuelta(ciclos.pedir(true, true))).toBe(true);
    expect(llamadas).toHaveLength(0);
    ciclos.liderar();
    const primera = ciclos.pedir(false, false);
    expect(ciclos.estado).toBe('corriendo');
    const segunda = ciclos.pedir(false, false);
    const tercera = ciclos.pedir(true, false);
    expect(llamadas).toHaveLength(1);
    await acabar();
    expect(await resuelta(primera)).toBe(true);
    // La segunda y la tercera esperan al ciclo que empezó después de pedirlas.
    expect(await resuelta(segunda)).toBe(false);
    expect(llamadas.map((l) => l.bajar)).toEqual([false, true]);
    await acabar();
    expect(await resuelta(segunda)).toBe(true);
    expect(await resuelta(tercera)).toBe(true);
    expect(ciclos.estado).toBe('libre');
  });

  it('tras un fallo espera: lo pasivo no adelanta el reintento, lo activo sí, y el temporizador lo lanza bajando', async () => {
    const { ciclos, llamadas, acabar } = prueba();
    ciclos.liderar();
    void ciclos.pedir(false, false);
    const durante = ciclos.pedir(false, true);
    await acabar('fallo');
    // Lo pedido durante el ciclo fallido no corre: manda la espera.
    expect(await resuelta(durante)).toBe(true);
    expect(ciclos.estado).toBe('esperando');
    expect(await resuelta(ciclos.pedir(true, false))).toBe(true);
    expect(llamadas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(llamadas.map((l) => l.bajar)).toEqual([false, true]);
    await acabar('fallo');
    const activa = ciclos.pedir(false, true);
    expect(llamadas).toHaveLength(3);
    await acabar();
    expect(await resuelta(activa)).toBe(true);
    // El temporizador de la espera cortada ya no lanza nada.
    await vi.advanceTimersByTimeAsync(5000);
    expect(llamadas).toHaveLength(3);
  });

  it('una sesión rechazada para todo hasta reanudar, que corre ya y baja', async () => {
    const { ciclos, llamadas, acabar } = prueba();
    ciclos.liderar();
    void ciclos.pedir(false, false);
    await acabar('sesion');
    expect(ciclos.estado).toBe('pausa');
    expect(await resuelta(ciclos.pedir(true, true))).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(llamadas).toHaveLength(1);
    const tras = ciclos.reanudar();
    expect(llamadas.map((l) => l.bajar)).toEqual([false, true]);
    await acabar();
    expect(await resuelta(tras)).toBe(true);
  });

  it('pausar o detener mientras corre: el ciclo acaba y no empieza otro; detener espera a ese ciclo', async () => {
    const { ciclos, llamadas, acabar } = prueba();
    ciclos.liderar();
    void ciclos.pedir(false, false);
    const siguiente = ciclos.pedir(true, true);
    const detenido = ciclos.detener();
    expect(await resuelta(siguiente)).toBe(true);
    expect(await resuelta(detenido)).toBe(false);
    await acabar();
    expect(await resuelta(detenido)).toBe(true);
    expect(ciclos.estado).toBe('detenido');
    expect(await resuelta(ciclos.pedir(true, true))).toBe(true);
    expect(llamadas).toHaveLength(1);
  });

  it('un ciclo que lanza cuenta como fallo', async () => {
    const ciclos = new Ciclos({ ciclo: () => Promise.reject(new Error('roto')), espera: () => 500 });
    ciclos.liderar();
    await ciclos.pedir(false, false);
    expect(ciclos.estado).toBe('esperando');
  });
});
