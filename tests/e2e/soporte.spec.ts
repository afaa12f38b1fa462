/**
 * Pruebas del propio andamiaje de las e2e (sin navegador ni servidor de Vigía): el proxy TCP corta,
 * rechaza y pierde respuestas como se espera, y el generador con semilla es determinista. Si esto
 * falla, los resultados de fallos.spec.ts no significan nada.
 */
import { expect, test } from '@playwright/test';
import { createServer, request, type Server } from 'node:http';
import { crearAzar } from './soporte/azar';
import { ProxyTcp } from './soporte/proxy';

interface Respuesta {
  estado: number;
  cuerpo: string;
}

/** Petición HTTP simple por el proxy (sin reintentos automáticos, a diferencia de fetch). */
const pedir = (puerto: number, metodo: 'GET' | 'POST', ruta: string, cuerpo = ''): Promise<Respuesta> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: puerto, method: metodo, path: ruta, agent: false }, (res) => {
      let datos = '';
      res.setEncoding('utf8');
      res.on('data', (t: string) => (datos += t));
      res.on('end', () => resolve({ estado: res.statusCode ?? 0, cuerpo: datos }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(cuerpo);
  });

const servidorDePrueba = async (): Promise<{ servidor: Server; puerto: number; aplicadas: string[]; lentas: string[] }> => {
  const aplicadas: string[] = [];
  const lentas: string[] = [];
  const servidor = createServer((req, res) => {
    let cuerpo = '';
    req.setEncoding('utf8');
    req.on('data', (t: string) => (cuerpo += t));
    req.on('end', () => {
      if (req.url === '/lento') {
        lentas.push(cuerpo);
        setTimeout(() => res.end('tarde'), 5_000);
        return;
      }
      aplicadas.push(cuerpo);
      res.end(`ok ${cuerpo}`);
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
  const dir = servidor.address();
  if (!dir || typeof dir !== 'object') throw new Error('sin puerto');
  return { servidor, puerto: dir.port, aplicadas, lentas };
};

test('el proxy deja pasar, corta lo abierto, rechaza lo nuevo y pierde una respuesta ya aplicada', async () => {
  const { servidor, puerto, aplicadas, lentas } = await servidorDePrueba();
  const proxy = await ProxyTcp.abrir(() => puerto);
  try {
    expect(await pedir(proxy.puerto, 'POST', '/api/', 'uno')).toEqual({ estado: 200, cuerpo: 'ok uno' });

    const lenta = pedir(proxy.puerto, 'GET', '/lento');
    await expect.poll(() => lentas.length).toBe(1);
    await expect.poll(() => proxy.abiertas).toBe(1);
    expect(proxy.cortar()).toBe(1);
    await expect(lenta).rejects.toThrow(/ECONNRESET|socket hang up/);

    proxy.rechazar(true);
    await expect(pedir(proxy.puerto, 'POST', '/api/', 'dos')).rejects.toThrow(/ECONNRESET|socket hang up/);
    expect(aplicadas).toEqual(['uno']);
    proxy.rechazar(false);

    const corte = proxy.cortarEnProximaRespuesta({ contiene: 'idsync_upload', rechazoMs: 400, esperaMs: 10_000 });
    expect(await pedir(proxy.puerto, 'POST', '/api/', 'sin marca')).toEqual({ estado: 200, cuerpo: 'ok sin marca' });
    await expect(pedir(proxy.puerto, 'POST', '/api/', '{"idsync_upload":"x"}')).rejects.toThrow(/ECONNRESET|socket hang up/);
    expect(await corte).toBe(1);
    expect(aplicadas, 'el servidor aplicó la llamada cuya respuesta se perdió').toEqual(['uno', 'sin marca', '{"idsync_upload":"x"}']);
    // Justo tras el corte, y durante rechazoMs, las conexiones nuevas se rechazan.
    await expect(pedir(proxy.puerto, 'POST', '/api/', 'tras el corte')).rejects.toThrow(/ECONNRESET|socket hang up/);
    expect(proxy.estadisticas).toMatchObject({ rechazadas: 2, respuestasPerdidas: 1 });

    await expect.poll(() => pedir(proxy.puerto, 'POST', '/api/', 'tres').catch(() => null), { timeout: 5_000 }).toEqual({ estado: 200, cuerpo: 'ok tres' });
    expect(aplicadas).not.toContain('tras el corte');
  } finally {
    await proxy.cerrar();
    await new Promise<void>((r) => servidor.close(() => r()));
  }
});

test('el proxy corta al instante si el servidor de destino no está', async () => {
  const { servidor, puerto } = await servidorDePrueba();
  await new Promise<void>((r) => servidor.close(() => r()));
  const proxy = await ProxyTcp.abrir(() => puerto);
  try {
    await expect(pedir(proxy.puerto, 'GET', '/')).rejects.toThrow(/ECONNRESET|socket hang up/);
  } finally {
    await proxy.cerrar();
  }
});

test('el azar con semilla es determinista', () => {
  const a = crearAzar(1234);
  const b = crearAzar(1234);
  const serie = (z: ReturnType<typeof crearAzar>): number[] => [z.entero(1, 100), ...z.distintos(5, 1, 20), ...z.barajar([1, 2, 3, 4, 5])];
  const sa = serie(a);
  expect(serie(b)).toEqual(sa);
  expect(serie(crearAzar(4321))).not.toEqual(sa);
  const d = crearAzar(7).distintos(10, 1, 400);
  expect(new Set(d).size).toBe(10);
  expect([...d].sort((x, y) => x - y)).toEqual(d);
});
