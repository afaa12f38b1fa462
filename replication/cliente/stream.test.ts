/**
 * El stream de avisos: lector de server-sent events y reconexión (issue 13, punto 2). Con el código de
 * antes, la espera volvía a empezar en cada conexión (un servidor que acepta y cierra al momento hacía
 * reconectar, y sincronizar, sin parar) y no había forma de cortar una espera larga al volver la red.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { abrirStream, crearLectorSse, type Stream } from './stream';
import type { FuncionFetch } from './rpc';

const abiertos: Stream[] = [];
afterEach(() => {
  for (const s of abiertos.splice(0)) s.cerrar();
});

const dormir = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Un servidor de stream falso: cada conexión la contesta `responder(n)` (n desde 1) y se anota cuándo. */
const servidorStream = (responder: (n: number) => Response | Promise<Response>) => {
  const conexiones: number[] = [];
  const fetch: FuncionFetch = async () => {
    conexiones.push(Date.now());
    return responder(conexiones.length);
  };
  return { conexiones, fetch };
};

/** Un 200 cuyo cuerpo se cierra a los `ms` (0: al momento). */
const respuestaQueDura = (ms: number): Response =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        setTimeout(() => c.close(), ms);
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

const abrir = (fetch: FuncionFetch, extra: Partial<Parameters<typeof abrirStream>[0]> = {}): { stream: Stream; conectadas: number[] } => {
  const conectadas: number[] = [];
  const stream = abrirStream({
    url: 'http://servidor.prueba/api/stream',
    token: () => 't',
    fetch,
    alConectar: () => conectadas.push(Date.now()),
    alPoke: () => undefined,
    alRechazarSesion: () => undefined,
    ...extra,
  });
  abiertos.push(stream);
  return { stream, conectadas };
};

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

describe('reconexión del stream', () => {
  it('un servidor que acepta y cierra al momento no hace reconectar sin parar: la espera crece', async () => {
    const { conexiones, fetch } = servidorStream(() => respuestaQueDura(0));
    const { conectadas } = abrir(fetch, { backoff: { minimoMs: 40, maximoMs: 60_000 } });
    await dormir(1500);
    // Con espera creciente (20–40, 40–80, 80–160… ms) caben unas 7 en 1,5 s; volviendo a empezar en cada
    // conexión (20–40 ms), más de 35.
    expect(conexiones.length).toBeGreaterThanOrEqual(2);
    expect(conexiones.length).toBeLessThanOrEqual(10);
    expect(conectadas.length).toBe(conexiones.length);
  });

  it('tras una conexión que aguanta, la espera vuelve a empezar desde el mínimo', async () => {
    // Cinco que se cierran al momento (la espera sube a 320–640 ms) y una que aguanta 250 ms.
    const { conexiones, fetch } = servidorStream((n) => respuestaQueDura(n === 6 ? 250 : 0));
    const cambios: boolean[] = [];
    abrir(fetch, { backoff: { minimoMs: 20, maximoMs: 60_000 }, estableMs: 100, alCambiarConexion: (c) => cambios.push(c) });
    const limite = Date.now() + 10_000;
    while (conexiones.length < 7 && Date.now() < limite) await dormir(10);
    const [sexta, septima] = [conexiones[5], conexiones[6]];
    if (sexta === undefined || septima === undefined) throw new Error(`solo ${conexiones.length} conexiones`);
    // La séptima llega tras los 250 ms de la sexta y una espera de 10–20 ms; sin volver a empezar, 640–1.280 ms.
    expect(septima - sexta).toBeLessThan(250 + 300);
    expect(cambios.slice(0, 4)).toEqual([true, false, true, false]);
  });

  it('una conexión establecida que corta la red se reintenta enseguida, sin que la espera crezca', async () => {
    // El cuerpo falla (como un RST) a los 20 ms: el servidor contestaba, la espera vuelve al mínimo.
    const { conexiones, fetch } = servidorStream(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              setTimeout(() => c.error(new TypeError('network error')), 20);
            },
          }),
          { status: 200 },
        ),
    );
    abrir(fetch, { backoff: { minimoMs: 40, maximoMs: 60_000 } });
    await dormir(1500);
    // Con la espera en el mínimo (20–40 ms tras 20 ms de conexión), más de 20; creciendo, unas 7.
    expect(conexiones.length).toBeGreaterThan(15);
  });

  it('despertar() corta la espera y conecta ya', async () => {
    let caido = true;
    const { conexiones, fetch } = servidorStream(() => {
      if (caido) throw new TypeError('fetch failed');
      return respuestaQueDura(60_000);
    });
    const { stream, conectadas } = abrir(fetch, { backoff: { minimoMs: 20_000, maximoMs: 60_000 } });
    await dormir(100);
    expect(conexiones.length).toBe(1);
    // Ahora espera 10–20 s. Vuelve la red:
    caido = false;
    const antes = Date.now();
    stream.despertar();
    while (conectadas.length < 1 && Date.now() - antes < 5000) await dormir(5);
    expect(conectadas.length).toBe(1);
    expect(Date.now() - antes).toBeLessThan(5000);
    // Conectado, despertar no abre otra conexión.
    stream.despertar();
    await dormir(100);
    expect(conexiones.length).toBe(2);
  });

  it('despertar() durante un intento que va a fallar: no se queda en la espera larga', async () => {
    let caido = true;
    let soltar = (): void => undefined;
    const { conexiones, fetch } = servidorStream(async (n) => {
      if (n === 1) {
        // El primer intento tarda en fallar; mientras, vuelve la red.
        await new Promise<void>((r) => (soltar = r));
        throw new TypeError('fetch failed');
      }
      if (caido) throw new TypeError('fetch failed');
      return respuestaQueDura(60_000);
    });
    const { stream, conectadas } = abrir(fetch, { backoff: { minimoMs: 20_000, maximoMs: 60_000 } });
    await dormir(20);
    caido = false;
    stream.despertar();
    const antes = Date.now();
    soltar();
    while (conectadas.length < 1 && Date.now() - antes < 5000) await dormir(5);
    expect(conectadas.length).toBe(1);
    expect(conexiones.length).toBe(2);
  });
});
