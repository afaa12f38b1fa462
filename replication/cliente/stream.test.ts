import { describe, expect, it } from 'vitest';
import { abrirStream, crearLectorSse } from './stream';

describe('lector de server-sent events', () => {
  it('junta los eventos aunque lleguen partidos, ignora los comentarios de ping', () => {
    const eventos: [string, string][] = [];
    const leer = crearLectorSse((e, d) => eventos.push([e, d]));
    leer(': ping\n\nevent: po');
    leer('ke\ndata: {"c":1}\n');
    leer('\n: ping\r\n\r\nevent: poke\r\ndata: a\r\ndata: b\r\n\r\n');
    leer('data: sin nombre\n\n');
    expect(eventos).toEqual([['poke', '{"c":1}'], ['poke', 'a\nb'], ['message', 'sin nombre']]);
  });
});

describe('reconexión del stream (issue 13, punto 2)', () => {
  const esperar = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
  /** Un servidor que acepta y cierra al momento: responde 200 con un cuerpo que termina enseguida. */
  const aceptaYCierra = (conexiones: number[]) => async (): Promise<Response> => {
    conexiones.push(Date.now());
    return new Response(new ReadableStream({ start: (c) => c.close() }), { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };

  it('un servidor que acepta y cierra al momento no provoca una reconexión por intervalo mínimo: la espera crece', async () => {
    const conexiones: number[] = [];
    let ciclos = 0;
    const stream = abrirStream({
      url: 'http://x/api/stream', token: () => 't', fetch: aceptaYCierra(conexiones),
      alConectar: () => { ciclos += 1; }, alPoke: () => undefined, alRechazarSesion: () => undefined,
      backoff: { minimoMs: 20, maximoMs: 10_000, aleatorio: () => 1 },
    });
    await esperar(700);
    stream.cerrar();
    // Con la espera reiniciada en cada conexión serían ~35 (una cada 20 ms); creciendo: 20, 40, 80, 160, 320 ms.
    expect(conexiones.length).toBeLessThanOrEqual(7);
    expect(conexiones.length).toBeGreaterThanOrEqual(4);
    expect(ciclos).toBe(conexiones.length);
    const huecos = conexiones.slice(1).map((t, i) => t - (conexiones[i] ?? t));
    expect(huecos.at(-1) ?? 0).toBeGreaterThan(huecos[0] ?? 0);
  });

  it('reintentarYa (online, pestaña visible) corta una espera larga y reconecta al momento', async () => {
    const intentos: number[] = [];
    const stream = abrirStream({
      url: 'http://x/api/stream', token: () => 't',
      fetch: async () => {
        intentos.push(Date.now());
        throw new TypeError('Failed to fetch');
      },
      alConectar: () => undefined, alPoke: () => undefined, alRechazarSesion: () => undefined,
      backoff: { minimoMs: 60_000, maximoMs: 60_000, aleatorio: () => 1 },
    });
    await esperar(50);
    expect(intentos).toHaveLength(1);
    const antes = Date.now();
    stream.reintentarYa();
    await esperar(50);
    stream.cerrar();
    expect(intentos).toHaveLength(2);
    expect((intentos[1] ?? Infinity) - antes).toBeLessThan(50);
  });
});
