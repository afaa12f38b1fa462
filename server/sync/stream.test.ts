import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearServidor, type Servidor } from '../app';
import { crearUsuario } from '../auth/usuarios';
import type { Db } from '../db/tipos';
import { PASSWORD_PRUEBA, USUARIO_ADMIN, USUARIO_TECNICO } from '../http/app-prueba';
import { codificarAviso, decodificarAviso } from './aviso';
import { administrador, tecnico1, tecnico2 } from './prueba/datos';
import { BASES, cargarPorTx, contar, mutar, type BasePrueba } from './prueba/entorno';
import { suscribirAvisos } from './difusor';
import type { Aviso } from './aviso';
import { crearJuntaPokes, instalarStream, intervaloPokes, leInteresa } from './stream';
import type { Llamante } from './tipos';

const TOKENS: Record<string, Llamante> = { 'tok-t1': tecnico1, 'tok-t2': tecnico2, 'tok-adm': administrador };

const crearApp = async (db: Db, pingMs = 15_000): Promise<{ app: FastifyInstance; url: string }> => {
  const app = Fastify();
  const autenticar = async (t: string) => {
    const l = TOKENS[t];
    return l ? { ...l, idtoken: `id-${t}` } : null;
  };
  instalarStream(app, { db, autenticar, vigentes: async (ids) => new Set(ids), pingMs, poda: null });
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

const conectar = (url: string, cabeceras: Record<string, string | string[]> = {}): Promise<Conexion> =>
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

  it('lleva las etiquetas de cada colección; si no caben, solo las etiquetas', () => {
    const aviso = { seq: 9, ambito: ['tecnico:T1'], colecciones: { partetrabajo: ['tecnico:T1'] } };
    expect(decodificarAviso(codificarAviso(aviso))).toEqual(aviso);
    const muchas = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`coleccion${i}`, ['tecnico:T1']]));
    expect(decodificarAviso(codificarAviso({ seq: 10, ambito: ['tecnico:T1'], colecciones: muchas }))).toEqual({ seq: 10, ambito: ['tecnico:T1'] });
  });
});

describe('a quién avisa un aviso', () => {
  const tecnico = { etiquetas: ['tecnico:T1', 'delegacion:D1'], visibles: new Set(['partetrabajo', 'cliente']) };
  const todo = { etiquetas: null, visibles: new Set(['partetrabajo']) };
  const aviso = (colecciones?: Record<string, string[]>): Aviso => ({ seq: 5, ambito: Object.values(colecciones ?? { x: ['tecnico:T1'] }).flat(), colecciones });

  it('con colecciones: solo si ve alguna y sus etiquetas cortan las de esa misma colección', () => {
    expect(leInteresa(aviso({ partetrabajo: ['tecnico:T1'] }), tecnico)).toBe(true);
    expect(leInteresa(aviso({ partenovedad: ['tecnico:T1'] }), tecnico)).toBe(false);
    expect(leInteresa(aviso({ partetrabajo: ['tecnico:T2'], partenovedad: ['tecnico:T1'] }), tecnico)).toBe(false);
    expect(leInteresa(aviso({ partetrabajo: ['tecnico:T2'], cliente: ['delegacion:D1'] }), tecnico)).toBe(true);
    expect(leInteresa(aviso({ partenovedad: ['tecnico:T1'] }), todo)).toBe(false);
    expect(leInteresa(aviso({ partetrabajo: ['tecnico:T9'] }), todo)).toBe(true);
  });

  it('sin colecciones, por sus etiquetas (y siempre al ámbito todo); con \'*\', a todos', () => {
    expect(leInteresa({ seq: 5, ambito: ['tecnico:T1'] }, tecnico)).toBe(true);
    expect(leInteresa({ seq: 5, ambito: ['tecnico:T2'] }, tecnico)).toBe(false);
    expect(leInteresa({ seq: 5, ambito: ['tecnico:T2'] }, todo)).toBe(true);
    expect(leInteresa({ seq: 5, ambito: '*' }, { etiquetas: ['x'], visibles: new Set() })).toBe(true);
  });
});

describe('pokes juntos', () => {
  it('el intervalo crece con los streams abiertos y con la base atrasada, hasta 5 s', () => {
    expect(intervaloPokes(500, 10, 0)).toBe(500);
    expect(intervaloPokes(500, 499, 0)).toBe(500);
    expect(intervaloPokes(500, 500, 0)).toBe(1_000);
    expect(intervaloPokes(500, 2_000, 0)).toBe(2_500);
    expect(intervaloPokes(500, 10, 3)).toBe(1_000);
    expect(intervaloPokes(500, 2_000, 3)).toBe(5_000);
    expect(intervaloPokes(500, 100_000, 3)).toBe(5_000);
    expect(intervaloPokes(0, 2_000, 3)).toBe(0);
    // El intervalo de cada momento: con más streams, el mismo aviso ya no sale al momento.
    let t = 0;
    let intervalo = 500;
    const enviados: number[] = [];
    const junta = crearJuntaPokes<string>({ minMs: () => intervalo, ahora: () => t, programar: () => () => undefined, enviar: () => enviados.push(t) });
    junta.avisar('a');
    t = 600;
    junta.avisar('a');
    expect(enviados).toEqual([0, 600]);
    intervalo = 2_500;
    t = 1_200;
    junta.avisar('a');
    expect(enviados).toEqual([0, 600]);
  });

  it('como mucho uno por intervalo: lo que llega antes sale en uno solo al acabarlo', () => {
    let t = 1_000;
    const programados: (() => void)[] = [];
    const enviados: string[] = [];
    const junta = crearJuntaPokes<string>({
      minMs: 500, ahora: () => t,
      programar: (fn) => {
        programados.push(fn);
        return () => programados.splice(programados.indexOf(fn), 1);
      },
      enviar: (c) => enviados.push(`${c}@${t}`),
    });
    junta.avisar('a');
    junta.marcar('b');
    expect(enviados).toEqual(['a@1000']);
    t = 1_100;
    junta.avisar('a');
    junta.avisar('b');
    t = 1_200;
    junta.avisar('a');
    expect(enviados).toEqual(['a@1000']);
    expect(programados).toHaveLength(1);
    t = 1_600;
    programados.shift()?.();
    expect(enviados).toEqual(['a@1000', 'a@1600', 'b@1600']);
    // Uno que se va no recibe lo pendiente; al volver, su primer poke sale al momento.
    t = 1_900;
    junta.avisar('a');
    junta.olvidar('a');
    t = 2_100;
    programados.shift()?.();
    expect(enviados).toEqual(['a@1000', 'a@1600', 'b@1600']);
    junta.avisar('a');
    t = 2_200;
    junta.avisar('b');
    expect(enviados).toEqual(['a@1000', 'a@1600', 'b@1600', 'a@2100', 'b@2200']);
    junta.cerrar();
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

  it('el aviso del sellado lleva las etiquetas de cada colección cambiada', async () => {
    const avisos: Aviso[] = [];
    const dejar = await suscribirAvisos(base.db, (a) => avisos.push(a));
    try {
      await mutar(base.db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'con colección' } });
      const seq = await contar(base.db, 'select max(seq) as n from cambio');
      const fin = Date.now() + 5_000;
      while (!avisos.some((a) => a.seq >= seq) && Date.now() < fin) await new Promise((r) => setTimeout(r, 10));
      const aviso = avisos.find((a) => a.seq >= seq);
      expect(aviso?.colecciones?.partetrabajo).toContain('tecnico:T1');
    } finally {
      await dejar();
    }
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

/** Inicio de sesión por POST /token/; devuelve el token. */
const iniciarSesion = async (s: Servidor, login: string): Promise<string> => {
  const r = await fetch(`${s.url}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: login, password: PASSWORD_PRUEBA }).toString(),
  });
  const cuerpo: unknown = await r.json();
  const token = typeof cuerpo === 'object' && cuerpo !== null ? Reflect.get(cuerpo, 'token') : undefined;
  if (typeof token !== 'string') throw new Error(`Inicio de sesión fallido: ${JSON.stringify(cuerpo)}`);
  return token;
};

const llamar = async (s: Servidor, token: string, method: string, params: unknown): Promise<unknown> => {
  const r = await fetch(`${s.url}/api/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return r.json();
};

/** Espera a que pase un rato y comprueba que la conexión sigue abierta. */
const sigueAbierta = async (c: Conexion, ms = 300): Promise<boolean> => {
  await new Promise((r) => setTimeout(r, ms));
  return !c.terminada();
};

describe.each(BASES)('un stream vive lo que su token ($nombre)', ({ nombre, abrir }) => {
  let base: BasePrueba;
  /** Donde se revoca (POST /api/). */
  let a: Servidor;
  /** Donde están los streams: en PostgreSQL, otro proceso distinto del que revoca. */
  let b: Servidor;
  const servidor = (db: Db, pingStreamMs: number): Promise<Servidor> =>
    crearServidor({ db, puerto: 0, semilla: false, distDir: '/nonexistent-vigia-dist', pingStreamMs });

  beforeAll(async () => {
    base = await abrir();
    await crearUsuario(base.db, USUARIO_TECNICO);
    await crearUsuario(base.db, USUARIO_ADMIN);
    // Comprobación periódica cada minuto: lo que se cierra antes es por el aviso de la revocación.
    a = await servidor(base.db, 60_000);
    const otra = await base.otroProceso();
    b = otra === null ? a : await servidor(otra, 60_000);
  });
  afterAll(async () => {
    if (b !== a) await b?.cerrar();
    await a?.cerrar();
    await base?.cerrar();
  });

  it(`sesion.cerrar termina al momento los streams de ese token${nombre === 'postgres' ? ' (abiertos en otro proceso)' : ''}, y solo esos`, async () => {
    const token = await iniciarSesion(a, USUARIO_TECNICO.login);
    const otroToken = await iniciarSesion(a, USUARIO_TECNICO.login);
    const porQuery = await conectar(`${b.url}/api/stream?token=${token}`);
    const porCabecera = await conectar(`${b.url}/api/stream`, { authorization: `Bearer ${token}` });
    const otro = await conectar(`${b.url}/api/stream`, { authorization: `Bearer ${otroToken}` });
    try {
      for (const c of [porQuery, porCabecera, otro]) {
        expect(c.estado).toBe(200);
        await c.esperar(() => c.pokes().length === 1);
      }
      expect(await llamar(a, token, 'sesion.cerrar', {})).toEqual({ jsonrpc: '2.0', id: 1, result: { cerrada: true } });
      await porQuery.esperar(() => porQuery.terminada(), 3_000);
      await porCabecera.esperar(() => porCabecera.terminada(), 3_000);
      expect(await sigueAbierta(otro)).toBe(true);
      const otraVez = await conectar(`${b.url}/api/stream?token=${token}`);
      expect(otraVez.estado).toBe(403);
    } finally {
      for (const c of [porQuery, porCabecera, otro]) c.cerrar();
    }
  });

  it('token.revocar termina al momento todos los streams del usuario y no los de otros', async () => {
    const admin = await iniciarSesion(a, USUARIO_ADMIN.login);
    const t1 = await iniciarSesion(a, USUARIO_TECNICO.login);
    const t2 = await iniciarSesion(a, USUARIO_TECNICO.login);
    const s1 = await conectar(`${b.url}/api/stream`, { authorization: `Bearer ${t1}` });
    const s2 = await conectar(`${b.url}/api/stream?token=${t2}`);
    const sa = await conectar(`${b.url}/api/stream`, { authorization: `Bearer ${admin}` });
    try {
      for (const c of [s1, s2, sa]) await c.esperar(() => c.pokes().length === 1);
      // Los dos de aquí y los que sigan vivos de las pruebas anteriores.
      expect(await llamar(a, admin, 'token.revocar', { idusuario: USUARIO_TECNICO.idusuario })).toMatchObject({ result: { revocados: expect.any(Number) } });
      await s1.esperar(() => s1.terminada(), 3_000);
      await s2.esperar(() => s2.terminada(), 3_000);
      expect(await sigueAbierta(sa)).toBe(true);
    } finally {
      for (const c of [s1, s2, sa]) c.cerrar();
    }
  });

  it('un token que caduca (o se revoca sin aviso) termina su stream en la siguiente comprobación', async () => {
    const rapido = await servidor(b.db, 100);
    const token = await iniciarSesion(a, USUARIO_TECNICO.login);
    const sinAviso = await iniciarSesion(a, USUARIO_TECNICO.login);
    const vivo = await iniciarSesion(a, USUARIO_TECNICO.login);
    const caduca = await conectar(`${rapido.url}/api/stream?token=${token}`);
    const revocado = await conectar(`${rapido.url}/api/stream?token=${sinAviso}`);
    const sigue = await conectar(`${rapido.url}/api/stream?token=${vivo}`);
    try {
      for (const c of [caduca, revocado, sigue]) await c.esperar(() => c.texto().includes(': ping'));
      const hash = (t: string): string => createHash('sha256').update(t).digest('hex');
      await base.db.query(`update token set expira = now() - interval '1 second' where hash = $1`, [hash(token)]);
      // Revocado a mano, sin NOTIFY (como si el aviso se hubiera perdido).
      await base.db.query('update token set revocado = now() where hash = $1', [hash(sinAviso)]);
      await caduca.esperar(() => caduca.terminada(), 3_000);
      await revocado.esperar(() => revocado.terminada(), 3_000);
      expect(await sigueAbierta(sigue, 500)).toBe(true);
    } finally {
      for (const c of [caduca, revocado, sigue]) c.cerrar();
      await rapido.cerrar();
    }
  });

  it('dos credenciales a la vez (cabecera y ?token=, o dos cabeceras Authorization): 400 con el motivo', async () => {
    const token = await iniciarSesion(a, USUARIO_TECNICO.login);
    const esperado = { error: 'Petición rechazada: manda el token de sesión una sola vez (una cabecera Authorization o ?token=, no varias)' };
    for (const c of [
      await conectar(`${b.url}/api/stream?token=${token}`, { authorization: `Bearer ${token}` }),
      await conectar(`${b.url}/api/stream`, { authorization: [`Bearer ${token}`, 'Bearer otro'] }),
    ]) {
      expect(c.estado).toBe(400);
      await c.esperar(() => c.terminada());
      expect(JSON.parse(c.texto())).toEqual(esperado);
    }
  });
});
