import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/tipos';
import { codificarAviso, decodificarAviso } from './aviso';
import { administrador, tecnico1, tecnico2 } from './prueba/datos';
import { BASES, cargarPorTx, contar, mutar, type BasePrueba } from './prueba/entorno';
import { instalarStream } from './stream';
import type { Llamante } from './tipos';

const TOKENS: Record<string, Llamante> = { 'tok-t1': tecnico1, 'tok-t2': tecnico2, 'tok-adm': administrador };

const crearApp = async (db: Db, pingMs = 15_000): Promise<{ app: FastifyInstance; url: string }> => {
  const app = Fastify();
  instalarStream(app, { db, autenticar: async (t) => TOKENS[t] ?? null, pingMs, poda: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
};

interface Conexion {
  estado: number;
  tipo: string;
  terminada: () => boolean;
  texto: () => string;
  pokes: () => number[];
  esperar: (condicion: () => boolean, ms?: number) => Promise<void>;
  cerrar: () => void;
}

const conectar = (url: string, cabeceras: Record<string, string> = {}): Promise<Conexion> =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { headers: cabeceras }, (res) => {
      let texto = '';
      let terminada = false;
      res.on('end', () => {
        terminada = true;
      });
      res.setEncoding('utf8');
      res.on('data', (trozo: string) => {
        texto += trozo;
      });
      const pokes = (): number[] =>
        [...texto.matchAll(/event: poke\ndata: (\{[^\n]*\})\n\n/g)].map((m) => (JSON.parse(m[1] ?? '{}') as { seq: number }).seq);
      resolve({
        estado: res.statusCode ?? 0,
        tipo: String(res.headers['content-type']),
        terminada: () => terminada,
        texto: () => texto,
        pokes,
        esperar: async (condicion, ms = 5_000) => {
          const fin = Date.now() + ms;
          while (!condicion()) {
            if (Date.now() > fin) throw new Error(`Tiempo agotado; recibido: ${JSON.stringify(texto)}`);
            await new Promise((r) => setTimeout(r, 10));
          }
        },
        cerrar: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });

describe('formato del aviso', () => {
  it('lleva seq y etiquetas; si no cabe en NOTIFY avisa a todos', () => {
    expect(decodificarAviso(codificarAviso({ seq: 7, ambito: ['tecnico:T1'] }))).toEqual({ seq: 7, ambito: ['tecnico:T1'] });
    const muchas = Array.from({ length: 2000 }, (_, i) => `tecnico:${i}`);
    expect(decodificarAviso(codificarAviso({ seq: 8, ambito: muchas }))).toEqual({ seq: 8, ambito: '*' });
    expect(decodificarAviso('*')).toEqual({ seq: 0, ambito: '*' });
    expect(decodificarAviso('no es json')).toBeNull();
  });
});

describe.each(BASES)('GET /api/stream ($nombre)', ({ nombre, abrir }) => {
  let base: BasePrueba;
  /** Servidor donde se conectan los clientes: en PostgreSQL, otro "proceso" distinto del que escribe. */
  let servidor: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db);
    servidor = await crearApp((await base.otroProceso()) ?? base.db);
  });
  afterAll(async () => {
    await servidor?.app.close();
    await base?.cerrar();
  });

  it('un token que no vale recibe 403', async () => {
    const sin = await conectar(`${servidor.url}/api/stream`);
    expect(sin.estado).toBe(403);
    const malo = await conectar(`${servidor.url}/api/stream`, { authorization: 'Bearer otro' });
    expect(malo.estado).toBe(403);
    await malo.esperar(() => malo.texto().length > 0);
    expect(JSON.parse(malo.texto())).toEqual({ error: 'La sesión se ha invalidado desde el servidor' });
  });

  it(`el cambio hecho por ${nombre === 'postgres' ? 'otro proceso' : 'el servidor'} avisa solo a los streams de su ámbito`, async () => {
    const t1 = await conectar(`${servidor.url}/api/stream`, { authorization: 'Bearer tok-t1' });
    const t2 = await conectar(`${servidor.url}/api/stream?token=tok-t2`);
    const adm = await conectar(`${servidor.url}/api/stream?token=tok-adm`);
    try {
      expect(t1.estado).toBe(200);
      expect(t1.tipo).toBe('text/event-stream; charset=utf-8');
      const inicial = await contar(base.db, 'select max(seq) as n from cambio');
      for (const c of [t1, t2, adm]) await c.esperar(() => c.pokes().length === 1);
      expect(t1.pokes()).toEqual([inicial]);

      await mutar(base.db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'aviso' } });
      const seq = await contar(base.db, 'select max(seq) as n from cambio');
      await t1.esperar(() => t1.pokes().length === 2);
      await adm.esperar(() => adm.pokes().length === 2);
      expect(t1.pokes()[1]).toBe(seq);
      expect(adm.pokes()[1]).toBe(seq);

      // Una mutación que falla no avisa; una que toca lo de T2 sí le llega a T2.
      await expect(mutar(base.db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { estado: 'mal' } })).rejects.toThrow();
      await mutar(base.db, tecnico2, 'parteTrabajo.updateSync', { id: 'PT2', cambios: { observaciones: 'para T2' } });
      await t2.esperar(() => t2.pokes().length === 2);
      await adm.esperar(() => adm.pokes().length === 3);
      expect(t1.pokes()).toHaveLength(2);
      expect(t2.texto()).toMatch(/^retry: 3000\n\n/);
    } finally {
      for (const c of [t1, t2, adm]) c.cerrar();
    }
  });

  it('manda un ping cada cierto tiempo y el cierre del servidor termina los streams', async () => {
    const propio = await crearApp(base.db, 50);
    const c = await conectar(`${propio.url}/api/stream?token=tok-t1`);
    await c.esperar(() => c.texto().includes(': ping\n\n'));
    await propio.app.close();
    await c.esperar(() => c.terminada());
  });
});
