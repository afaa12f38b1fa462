/**
 * Bench del servidor (npm run bench -- --solo servidor): el servidor real como proceso hijo
 * (`node --import tsx server/main.ts`, como las e2e) sobre PGlite y sobre PostgreSQL, con los mismos datos
 * de demo recién sembrados (SEMILLA_ESCALA, escala 1 por defecto), visto desde fuera por HTTP:
 *  - sync.pull: descarga inicial completa del técnico y del supervisor (admin), por páginas como el
 *    cliente (checkpoint 0, cursor devuelto tal cual, límite por defecto del servidor), en documentos/s;
 *  - /api/ con autocannon y N conexiones (100): una lectura (sync.pull con el checkpoint reciente, el
 *    sondeo del estado estable) y una escritura (parteTrabajo.updateSync encolado, idsync_upload único
 *    por petición); peticiones/s, latencia p50/p99; las respuestas no 2xx y los errores JSON-RPC tienen
 *    que ser 0 (si no, el bench falla).
 * Línea base: PostgreSQL frente a PGlite en la misma ejecución.
 * Escritores (issue 13, punto 4), solo PostgreSQL: parteTrabajo.updateSync del supervisor repartido entre
 * todos los partes pendientes con N conexiones contra un proceso y contra dos procesos sobre la misma base,
 * frente a `pgbench` (TPC-B, N clientes) en el mismo servidor PostgreSQL y la misma ejecución.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { arrancarServidorHijo, basePostgres, type ServidorHijo } from './servidor-hijo';
import type { RespuestaSyncPull } from '../replication/metodos';

export interface OpcionesBenchServidor {
  raiz: string;
  out: string;
  escala: number;
  conexiones: number;
  duracionS: number;
  /** Descargas iniciales por usuario y base (se da la mediana). */
  veces: number;
  /** URL de administración de PostgreSQL donde se crea (y se borra) una base de usar y tirar. */
  pgUrl: string;
  anotar: (que: string, cifra: string) => void;
}

const f = (n: number, d = 0): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });
const mediana = (xs: number[]): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.floor((o.length - 1) / 2)] ?? NaN;
};
type Hijo = ServidorHijo;

/** El servidor con la escala y el entorno de la medida (server/main.ts aparte: servidor-hijo.ts). */
const arrancar = async (o: OpcionesBenchServidor, nombre: string, entorno: Record<string, string>): Promise<Hijo> => {
  const env: NodeJS.ProcessEnv = { ...process.env, SEMILLA_ESCALA: String(o.escala),
    // autocannon abre todas sus conexiones con el token de un solo técnico: sin esto, el límite de lecturas
    // pesadas por usuario (3, server/rpc/limites.ts) rechazaría casi todas.
    DESCARGAS_POR_USUARIO: '1000', ...entorno };
  if (!('DATA_DIR' in entorno)) delete env.DATA_DIR;
  if (!('DATABASE_URL' in entorno)) delete env.DATABASE_URL;
  return arrancarServidorHijo({ raiz: o.raiz, env, log: join(o.out, 'servidor', `${nombre}.log`), nombre });
};

const iniciarSesion = async (url: string, usuario: string): Promise<string> => {
  const form = new FormData();
  form.set('username', usuario);
  form.set('password', 'demo1234');
  const r = await fetch(`${url}/token/`, { method: 'POST', body: form });
  const texto = await r.text();
  if (!r.ok) throw new Error(`POST /token/ como ${usuario} → HTTP ${r.status}: ${texto.slice(0, 300)}`);
  const token: unknown = Reflect.get(JSON.parse(texto) as object, 'token');
  if (typeof token !== 'string') throw new Error(`POST /token/ no devolvió un token: ${texto.slice(0, 300)}`);
  return token;
};

const rpc = async <T>(url: string, token: string, method: string, params: unknown): Promise<T> => {
  const r = await fetch(`${url}/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${method} → HTTP ${r.status}: ${texto.slice(0, 300)}`);
  const cuerpo = JSON.parse(texto) as { result?: T; error?: unknown };
  if (cuerpo.error !== undefined) throw new Error(`${method} → error JSON-RPC ${JSON.stringify(cuerpo.error)}`);
  return cuerpo.result as T;
};

interface Descarga {
  docs: number;
  paginas: number;
  ms: number;
  checkpoint: number;
  partesPendientes: string[];
}

/** Descarga inicial completa, por páginas como el cliente (sin `limite`: el del servidor, 1.000). */
const descargaInicial = async (url: string, token: string): Promise<Descarga> => {
  let checkpoint = 0;
  let cursor: string | null = null;
  let docs = 0;
  let paginas = 0;
  const partesPendientes: string[] = [];
  const t0 = performance.now();
  for (;;) {
    const r: RespuestaSyncPull = await rpc<RespuestaSyncPull>(url, token, 'sync.pull', { checkpoint, cursor });
    if (r.resincronizar) throw new Error('sync.pull pide resincronizar en una descarga inicial');
    paginas += 1;
    docs += r.documentos.length;
    for (const d of r.documentos) {
      if (d.coleccion === 'partetrabajo' && d.doc.estado === 1 && typeof d.doc.idparte_trabajo === 'string') partesPendientes.push(d.doc.idparte_trabajo);
    }
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) break;
  }
  return { docs, paginas, ms: performance.now() - t0, checkpoint, partesPendientes };
};

interface Carga {
  rps: number;
  p50: number;
  p99: number;
  peticiones: number;
  non2xx: number;
  errores: number;
  erroresRpc: number;
  primerError: string;
}

/** Una tanda de autocannon contra POST /api/; `cuerpo()` da el cuerpo de cada petición. */
const cargar = async (url: string, token: string, conexiones: number, cuerpo: () => string, duracionS: number): Promise<Carga> => {
  let erroresRpc = 0;
  let primerError = '';
  const resultado = await autocannon({
    url: `${url}/api/`,
    connections: conexiones,
    duration: duracionS,
    // Una respuesta lenta es latencia, no un error: en una máquina cargada p99 pasa de los 10 s por defecto.
    timeout: 120,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, body: cuerpo() }),
        onResponse: (status, body) => {
          let error: unknown;
          try {
            error = Reflect.get(JSON.parse(body) as object, 'error');
          } catch {
            error = `cuerpo no JSON (HTTP ${status})`;
          }
          if (error !== undefined) {
            erroresRpc += 1;
            if (primerError === '') primerError = `HTTP ${status}: ${JSON.stringify(error).slice(0, 200)}`;
          }
        },
      },
    ],
  });
  return {
    rps: resultado.requests.average,
    p50: resultado.latency.p50,
    p99: resultado.latency.p99,
    peticiones: resultado.requests.total,
    non2xx: resultado.non2xx,
    errores: resultado.errors,
    erroresRpc,
    primerError,
  };
};

interface Fila {
  base: string;
  llamada: string;
  c: Carga;
}

interface MedidasBase {
  pull: Record<string, { docs: number; paginas: number; dps: number; todas: number[] }>;
  filas: Fila[];
}

const medirBase = async (o: OpcionesBenchServidor, base: string, entorno: Record<string, string>): Promise<MedidasBase> => {
  console.log(`\nServidor · ${base}: arrancando y sembrando la demo a escala ${o.escala}…`);
  const hijo = await arrancar(o, base.toLowerCase(), entorno);
  try {
    o.anotar(`servidor ${base} · arranque + siembra (escala ${o.escala})`, `${f(hijo.msArranque / 1000, 1)} s`);
    const pull: MedidasBase['pull'] = {};
    let tecnico: Descarga | null = null;
    let tokenTecnico = '';
    for (const login of ['tecnico', 'admin']) {
      const token = await iniciarSesion(hijo.url, login);
      const tandas: Descarga[] = [];
      for (let i = 0; i < o.veces; i++) tandas.push(await descargaInicial(hijo.url, token));
      const dps = tandas.map((d) => d.docs / (d.ms / 1000));
      const d = tandas[0];
      if (!d) throw new Error('sin descargas');
      pull[login] = { docs: d.docs, paginas: d.paginas, dps: mediana(dps), todas: dps };
      o.anotar(`servidor ${base} · sync.pull inicial ${login === 'admin' ? 'supervisor (admin)' : 'técnico'}`,
        `${f(d.docs)} docs en ${d.paginas} páginas; mediana ${f(mediana(dps))} docs/s (${dps.map((x) => f(x)).join(', ')})`);
      if (login === 'tecnico') {
        tecnico = d;
        tokenTecnico = token;
      }
    }
    if (!tecnico || tecnico.partesPendientes.length === 0) throw new Error('El técnico no tiene partes pendientes para la escritura');
    const checkpoint = tecnico.checkpoint;
    const partes = tecnico.partesPendientes;

    const lectura = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sync.pull', params: { checkpoint, cursor: null } });
    let n = 0;
    const escritura = (): string => {
      n += 1;
      return JSON.stringify({
        jsonrpc: '2.0', id: n, method: 'parteTrabajo.updateSync',
        params: { idsync_upload: randomUUID(), creado: new Date().toISOString(), params: { id: partes[n % partes.length], cambios: { observaciones: `bench servidor ${n}` } } },
      });
    };
    const filas: Fila[] = [];
    for (const [llamada, cuerpo] of [['lectura: sync.pull (checkpoint reciente)', () => lectura], ['escritura: parteTrabajo.updateSync', escritura]] as const) {
      // Calentamiento (se descarta) con pocas conexiones; luego una llamada suelta espera a que el
      // servidor termine lo que autocannon dejó en vuelo, para no medir su cola.
      await cargar(hijo.url, tokenTecnico, Math.min(10, o.conexiones), cuerpo, 2);
      await rpc(hijo.url, tokenTecnico, 'sync.pull', { checkpoint, cursor: null });
      console.log(`  autocannon ${o.conexiones} conexiones × ${o.duracionS} s · ${llamada}…`);
      const c = await cargar(hijo.url, tokenTecnico, o.conexiones, cuerpo, o.duracionS);
      filas.push({ base, llamada, c });
      o.anotar(`servidor ${base} · ${llamada}`, `${f(c.rps)} pet/s, p50 ${f(c.p50)} ms, p99 ${f(c.p99)} ms, ${f(c.peticiones)} peticiones, no 2xx ${c.non2xx}, errores de conexión ${c.errores}, errores JSON-RPC ${c.erroresRpc}`);
      if (c.non2xx > 0 || c.errores > 0 || c.erroresRpc > 0) {
        throw new Error(`${base} · ${llamada}: ${c.non2xx} respuestas no 2xx, ${c.errores} errores de conexión, ${c.erroresRpc} errores JSON-RPC (${c.primerError})`);
      }
    }
    return { pull, filas };
  } finally {
    await hijo.parar();
  }
};

/** pgbench del PostgreSQL instalado (Debian: /usr/lib/postgresql/<versión>/bin). */
const rutaPgbench = (): string => {
  const raiz = '/usr/lib/postgresql';
  for (const v of existsSync(raiz) ? readdirSync(raiz).sort().reverse() : []) {
    const r = join(raiz, v, 'bin', 'pgbench');
    if (existsSync(r)) return r;
  }
  return 'pgbench';
};

interface Pgbench {
  tps: number;
  latenciaMedia: number;
  clientes: number;
}

/** TPC-B de pgbench (escala 10) con `clientes` clientes durante `duracionS`, en una base de usar y tirar. */
const medirPgbench = async (o: OpcionesBenchServidor, clientes: number): Promise<Pgbench> => {
  const base = await basePostgres(o.pgUrl, 'vigia_bench');
  try {
    const u = new URL(base.url);
    const conexion = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
    const nombre = u.pathname.slice(1);
    execFileSync(rutaPgbench(), [...conexion, '-i', '-q', '-s', '10', nombre], { stdio: 'pipe' });
    const salida = execFileSync(rutaPgbench(), [...conexion, '-c', String(clientes), '-j', '2', '-T', String(o.duracionS), nombre], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const tps = Number(/tps = ([\d.]+)/.exec(salida)?.[1]);
    const latencia = Number(/latency average = ([\d.]+) ms/.exec(salida)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench no dio tps:\n${salida}`);
    return { tps, latenciaMedia: latencia, clientes };
  } finally {
    await base.borrar();
  }
};

/**
 * Escritores sobre PostgreSQL: un proceso con todas las conexiones, y dos procesos sobre la misma base
 * con la mitad cada uno a la vez; cada petición cambia las observaciones de un parte pendiente (como el
 * supervisor: todos los partes, no los de un técnico).
 */
const medirEscritores = async (o: OpcionesBenchServidor, url: string): Promise<{ uno: Carga; dos: Carga[] }> => {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  const partes = (await cliente.query<{ id: string }>(`select id from partetrabajo where doc->>'estado' = '1' order by id`)).rows.map((f) => f.id);
  await cliente.end();
  if (partes.length === 0) throw new Error('Sin partes pendientes para los escritores');
  let n = 0;
  const escritura = (): string => {
    n += 1;
    return JSON.stringify({
      jsonrpc: '2.0', id: n, method: 'parteTrabajo.updateSync',
      params: { idsync_upload: randomUUID(), creado: new Date().toISOString(), params: { id: partes[n % partes.length], cambios: { observaciones: `escritores ${n}` } } },
    });
  };
  const a = await arrancar(o, 'escritores-a', { DATABASE_URL: url });
  try {
    const token = await iniciarSesion(a.url, 'admin');
    await cargar(a.url, token, Math.min(10, o.conexiones), escritura, 2);
    console.log(`  escritores: 1 proceso, ${o.conexiones} conexiones × ${o.duracionS} s sobre ${partes.length} partes…`);
    const uno = await cargar(a.url, token, o.conexiones, escritura, o.duracionS);
    const b = await arrancar(o, 'escritores-b', { DATABASE_URL: url });
    try {
      const tokenB = await iniciarSesion(b.url, 'admin');
      await cargar(b.url, tokenB, Math.min(10, o.conexiones), escritura, 2);
      const mitad = Math.max(1, Math.floor(o.conexiones / 2));
      console.log(`  escritores: 2 procesos, ${mitad} + ${o.conexiones - mitad} conexiones × ${o.duracionS} s…`);
      const dos = await Promise.all([cargar(a.url, token, mitad, escritura, o.duracionS), cargar(b.url, tokenB, o.conexiones - mitad, escritura, o.duracionS)]);
      for (const c of [uno, ...dos]) {
        if (c.non2xx > 0 || c.errores > 0 || c.erroresRpc > 0) throw new Error(`escritores: ${c.non2xx} no 2xx, ${c.errores} errores de conexión, ${c.erroresRpc} errores JSON-RPC (${c.primerError})`);
      }
      return { uno, dos };
    } finally {
      await b.parar();
    }
  } finally {
    await a.parar();
  }
};

export const benchServidor = async (o: OpcionesBenchServidor): Promise<void> => {
  const dir = join(o.out, 'servidor');
  mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, `pglite-escala-${o.escala}`);
  rmSync(dataDir, { recursive: true, force: true });
  const pglite = await medirBase(o, 'PGlite', { DATA_DIR: dataDir });
  rmSync(dataDir, { recursive: true, force: true });
  const pgBase = await basePostgres(o.pgUrl, 'vigia_bench');
  let postgres: MedidasBase;
  let escritores: { uno: Carga; dos: Carga[] };
  try {
    postgres = await medirBase(o, 'PostgreSQL', { DATABASE_URL: pgBase.url });
    escritores = await medirEscritores(o, pgBase.url);
  } finally {
    await pgBase.borrar();
  }
  console.log(`  pgbench TPC-B, ${o.conexiones} clientes × ${o.duracionS} s…`);
  const pgbench = await medirPgbench(o, o.conexiones);

  console.log(`\nServidor: escala ${o.escala}, ${o.conexiones} conexiones, ${o.duracionS} s por tanda (máquina compartida: cifras con ruido)`);
  console.log('| base | llamada | pet/s | p50 ms | p99 ms | peticiones | no 2xx | errores conexión | errores JSON-RPC |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { base, llamada, c } of [...pglite.filas, ...postgres.filas]) {
    console.log(`| ${base} | ${llamada} | ${f(c.rps)} | ${f(c.p50)} | ${f(c.p99)} | ${f(c.peticiones)} | ${c.non2xx} | ${c.errores} | ${c.erroresRpc} |`);
  }
  for (const login of ['tecnico', 'admin']) {
    const a = pglite.pull[login];
    const b = postgres.pull[login];
    if (a && b) o.anotar(`servidor PostgreSQL / PGlite · sync.pull inicial ${login}`, `${f(b.dps / a.dps, 2)}× (${f(b.dps)} frente a ${f(a.dps)} docs/s)`);
  }
  const { uno, dos } = escritores;
  const rpsDos = dos.reduce((t, c) => t + c.rps, 0);
  o.anotar('escritores PostgreSQL · pgbench TPC-B (línea base)', `${f(pgbench.tps)} tps con ${pgbench.clientes} clientes, latencia media ${f(pgbench.latenciaMedia, 1)} ms`);
  o.anotar(`escritores PostgreSQL · 1 proceso, ${o.conexiones} conexiones`, `${f(uno.rps)} escrituras/s (${f(uno.rps / pgbench.tps, 2)}× pgbench), p50 ${f(uno.p50)} ms, p99 ${f(uno.p99)} ms`);
  o.anotar(`escritores PostgreSQL · 2 procesos, ${o.conexiones} conexiones en total`,
    `${f(rpsDos)} escrituras/s (${f(rpsDos / uno.rps, 2)}× un proceso, ${f(rpsDos / pgbench.tps, 2)}× pgbench), p50 ${dos.map((c) => f(c.p50)).join(' / ')} ms, p99 ${dos.map((c) => f(c.p99)).join(' / ')} ms`);
  for (const [i, a] of pglite.filas.entries()) {
    const b = postgres.filas[i];
    if (b) o.anotar(`servidor PostgreSQL / PGlite · ${a.llamada}`, `pet/s ${f(b.c.rps / a.c.rps, 2)}×, p50 ${f(b.c.p50 / a.c.p50, 2)}×, p99 ${f(b.c.p99 / a.c.p99, 2)}×`);
  }
};
