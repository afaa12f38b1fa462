/**
 * npm run bench: cifras de rendimiento, impresas (nunca afirmadas como pruebas), cada una junto a su
 * línea base medida en la misma ejecución. Todo en Chromium sin cabeza contra el servidor real (PGlite):
 *  A. por cada escala (--scales 10,50,100; con edad, 100@3 = escala 100 con 3 años de historia): descarga
 *     inicial del conjunto de trabajo de un técnico, de un usuario de delegación (comercial) y del supervisor
 *     (admin, todo), en docs/s, frente a bulkInsert local de los mismos documentos; y en la app real, la barra
 *     de progreso 'Descargando datos…' de la descarga inicial del técnico (el bench falla si no aparece) y,
 *     por rol (--roles; técnico, vigilante, custodia, almacén, presencia, comercial y supervisor), los
 *     documentos que acaba teniendo en la app y el tiempo de entrar a su primera pantalla con datos (la
 *     pantalla inicial de su primera app, con su primera fila; objetivo ≤ 2 s) y a 'Listo sin conexión'
 *     (≤ 60 s los de campo), junto al fin de la descarga, con una tabla final por rol y escala (issue 32);
 *  1. arranque en caliente de la base de la app (todas las colecciones) frente a RxDB desnudo;
 *  3. vaciado de 1.000 cambios encolados sin conexión (cambios/s) y latencia de mutate p50/p95, frente a
 *     las mismas mutaciones mandadas directamente a /api/ en lotes del mismo tamaño; 3b. con 50.000
 *     entradas en la cola: encolar frente a la cola vacía, y el vaciado con las tareas largas de la página;
 *  4. latencia de un cambio entre pestañas p50/p95 (con cada escala);
 *  5. /partes/asignados por fecha descendente sobre 50.000 partes: primera página con la clave fecha_desc
 *     frente a la misma consulta ordenada por fecha descendente;
 *  6. buscar en la lista de clientes sobre 20.000 clientes (--clientes N): primera página, p95, con la base
 *     fría y en la tecla siguiente, frente a la primera página sin buscar.
 *  T. el día del técnico sin red en la app real (bench/tecnico-dia.ts): abrir las pantallas de un parte
 *     descargado y la latencia de instalar 50 materiales seguidos frente a un cambio simple (con cada escala).
 * (1, 3 y 5 solo con la primera escala.) Con dos escalas o más, una tabla final enseña cada escala y compara la
 * primera y la última: p95 de las pantallas, p95 entre pestañas y descarga / bulkInsert de cada rol (issue 13,
 * punto 10; issue 32: --scales 10,100@0.25,100@3, la p95 a 100 × 3 años frente a escala 10, objetivo ≤ 1,2×).
 *  S. servidor (bench/servidor.ts): sync.pull en docs/s y /api/ bajo carga con autocannon, PGlite y PostgreSQL;
 *  B. bundle (bench/bundle.ts): JS (crudo y gzip) que carga el inicio de sesión y /index, y todo el JS.
 *  C. composición (bench/composicion.ts, solo con --solo composicion): documentos de cada usuario por
 *     colección a cada escala y cuáles crecen con la empresa.
 *  P. pdf: el PDF de un presupuesto de 200 líneas generado en la página (el dispositivo), p50/p95 de 15
 *     generaciones tras 2 sin medir, páginas y KB, frente al mismo presupuesto con 20 líneas (con la
 *     primera escala; solo, con --solo pdf, sin sembrar datos).
 *  F. flota (bench/flota.ts, solo con --solo flota): N dispositivos a nivel de protocolo contra el servidor real
 *     sobre PostgreSQL (issue 33): --escenario dia|tormenta|caida (dia), --dispositivos N (200), --duracion S (30),
 *     --escala-flota N (1), --pg URL, --procesos 1|2 (la caída, siempre 2); tormenta y caída: --ventana S (60), --cola N (20),
 *     --cambios-noche N (5).
 *  D. dinero (bench/dinero.ts): el coste del dinero exacto (decisión 53) en el presupuesto de 200 líneas y
 *     al instalar 50 materiales, frente a las funciones de coma flotante de antes en la misma ejecución.
 * Opciones: --scales 10,50,100 (o BENCH_ESCALAS; por defecto 10; --scale N = una sola; cada entrada ESCALA o
 * ESCALA@AÑOS, la demo con esa edad, decisión 68), --years 0.25,3 (con --solo composicion: el conjunto de trabajo
 * de cada usuario a cada edad de la demo y su crecimiento), --usuarios tecnico,comercial,admin, --roles
 * tecnico,vigilante,custodia,almacen,presencia,comercial,admin, --cambios N (1000), --veces N (5), --partes N
 * (50000), --clientes N (20000), --cola N (50000); navegador y escalas: --pg URL (sin ella, PGlite en
 * bench/out/datos-escala-N[-anios-Y]): el servidor del bench sobre PostgreSQL, una base por escala y edad en ese
 * servidor (vigia_bench_e10, vigia_bench_e100_a0_25, vigia_bench_e100_a3), creada y sembrada la primera vez y
 * reutilizada (bórralas con dropdb). Sembrar 100@3 (12,6 millones de documentos) pide más montón:
 * NODE_OPTIONS=--max-old-space-size=12288 npm run bench -- …, o sembrarla antes con
 * DATABASE_URL=…/vigia_bench_e100_a3 NODE_OPTIONS=… npm run seed -- --scale 100 --years 3;
 * --solo navegador,escalas,servidor,bundle,composicion,clientes,pdf,dinero,flota (por defecto navegador, servidor, bundle, pdf y dinero;
 * escalas es navegador sin 1, 3, 5 y 6; clientes, solo la 6; pdf, solo la P); servidor: --escala-servidor N (1),
 * --conexiones N (100), --duracion S (20), --pg URL (o BENCH_PG_URL; postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import pg from 'pg';
import { crearServidor, type Servidor } from '../server/app';
import { benchBundle } from './bundle';
import { benchComposicion } from './composicion';
import { benchDinero } from './dinero';
import { benchFlota } from './flota';
import { benchServidor } from './servidor';
import { medirDiaTecnico } from './tecnico-dia';
import { iniciarSesionApi, llamarRpc } from '../tests/e2e/soporte/api';

const valor = (nombre: string): string | undefined => {
  const i = process.argv.indexOf(`--${nombre}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const arg = (nombre: string, defecto: number): number => {
  const v = Number(valor(nombre));
  return Number.isFinite(v) && v > 0 ? v : defecto;
};
const lista = (texto: string | undefined): string[] => (texto ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '');
const f = (n: number, d = 0): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });
/** Una escala del bench: la demo a esa escala, con `anios` años de historia (decisión 68) o sin edad (null). */
interface Escala {
  escala: number;
  anios: number | null;
  /** 'escala 100 × 3 años', o 'escala 10' sin edad: así sale en las cifras. */
  nombre: string;
}
const anioTexto = (anios: number): string => `${f(anios, 2).replace(/,?0+$/, '')} ${anios === 1 ? 'año' : 'años'}`;
/** --scales 10,100@0.25,100@3: cada entrada, ESCALA o ESCALA@AÑOS (la demo con esa edad). */
const escalas = (): Escala[] => {
  const texto = valor('scales') ?? valor('scale') ?? process.env.BENCH_ESCALAS ?? '10';
  const r = lista(texto).map((x): Escala => {
    const [e, a] = x.split('@');
    const escala = Number(e);
    const anios = a === undefined ? null : Number(a);
    if (!Number.isFinite(escala) || escala <= 0 || (anios !== null && (!Number.isFinite(anios) || anios <= 0))) {
      throw new Error(`Escala no válida: ${x} (p. ej. --scales 10,100@0.25,100@3: ESCALA o ESCALA@AÑOS)`);
    }
    return { escala, anios, nombre: `escala ${escala}${anios === null ? '' : ` × ${anioTexto(anios)}`}` };
  });
  if (r.length === 0) throw new Error(`Escalas no válidas: ${texto} (p. ej. --scales 10,50,100)`);
  return r;
};
const ESCALAS = escalas();
/** --years 0.25,3: edades de la demo (años de historia) que compara la composición (issue 32); sin ella, ninguna. */
const edades = (): number[] => {
  const texto = valor('years');
  if (texto === undefined) return [];
  const r = lista(texto).map(Number);
  if (r.length < 2 || r.some((n) => !Number.isFinite(n) || n <= 0)) throw new Error(`Edades no válidas: ${texto} (p. ej. --years 0.25,3: dos edades o más, en años)`);
  return r;
};
const EDADES = edades();
const USUARIOS = lista(valor('usuarios') ?? 'tecnico,comercial,admin');
/**
 * Los roles de 'Entrar → primera pantalla' y 'Listo sin conexión' (--roles): los de campo, que trabajan sin
 * conexión (objetivo de 'Listo' ≤ 60 s), y los de oficina, comercial y el supervisor (admin).
 */
const ROLES_CAMPO = ['tecnico', 'vigilante', 'custodia', 'almacen', 'presencia'] as const;
const ROLES_PREPARACION = lista(valor('roles') ?? [...ROLES_CAMPO, 'comercial', 'admin'].join(','));
/**
 * --pg URL con la parte navegador o escalas: el servidor del bench usa PostgreSQL en ese servidor, una base por
 * escala y edad (vigia_bench_e100_a3, vigia_bench_e100_a0_25, vigia_bench_e10), creada y sembrada la primera
 * vez y reutilizada después. Sin --pg, PGlite en bench/out/datos-escala-N[-anios-Y].
 */
const PG_ESCALAS = valor('pg');
const CAMBIOS = arg('cambios', 1000);
const VECES = arg('veces', 5);
const PARTES = arg('partes', 50_000);
const CLIENTES = arg('clientes', 20_000);
const COLA = arg('cola', 50_000);
/** Llamadas por lote de la subida (motor.ts: como mucho 50). */
const TAM_LOTE = 50;
/** 'escalas': solo lo que se mide con cada escala (A, 4 y T), sin 1, 3 y 5. */
const PARTES_BENCH = ['navegador', 'escalas', 'servidor', 'bundle', 'composicion', 'clientes', 'pdf', 'dinero', 'flota'] as const;
/** Por defecto, todo menos la composición (sembrar la escala 100 tarda minutos) y la flota (solo a propósito). */
const SOLO = lista(valor('solo') ?? 'navegador,servidor,bundle,pdf,dinero');
for (const p of SOLO) if (!(PARTES_BENCH as readonly string[]).includes(p)) throw new Error(`--solo: ${p} no es ${PARTES_BENCH.join(', ')}`);

const raiz = join(import.meta.dirname, '..');
const out = join(raiz, 'bench', 'out');
const percentil = (xs: number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? NaN;
};
const mediana = (xs: number[]): number => percentil(xs, 50);

const filas: [string, string][] = [];
const anotar = (que: string, cifra: string): void => {
  filas.push([que, cifra]);
  console.log(`  ${que}: ${cifra}`);
};

/** La app y la página de medidas, compiladas en bench/out/dist (no toca dist/). */
const compilar = (): string => {
  const npx = (args: string[]) => execFileSync('npx', args, { cwd: raiz, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log('Compilando la app y la página de medidas…');
  const dist = join(out, 'dist');
  npx(['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
  npx(['vite', 'build', '--config', 'bench/vite.config.ts']);
  cpSync(join(out, 'pagina'), join(dist, 'bench'), { recursive: true });
  return dist;
};

/** Sufijo de la carpeta o la base de una escala: '-anios-3' / '_a3', '-anios-0.25' / '_a0_25'; sin edad, nada. */
const conEdad = (e: Escala, separador: '-anios-' | '_a'): string =>
  e.anios === null ? '' : `${separador}${separador === '_a' ? String(e.anios).replace('.', '_') : String(e.anios)}`;

/** La URL de la base de PostgreSQL de esa escala en el servidor de `pgUrl` (la crea si no existe) y si ya tiene datos. */
const basePorEscala = async (pgUrl: string, e: Escala): Promise<{ url: string; sembrada: boolean }> => {
  const nombre = `vigia_bench_e${e.escala}${conEdad(e, '_a')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect().catch((err: unknown) => {
    throw new Error(`No se puede conectar a PostgreSQL en ${pgUrl} (--pg)`, { cause: err });
  });
  try {
    const existe = await admin.query('select 1 from pg_database where datname = $1', [nombre]);
    if (existe.rowCount === 0) await admin.query(`create database ${nombre}`);
  } finally {
    await admin.end();
  }
  const u = new URL(pgUrl);
  u.pathname = `/${nombre}`;
  const base = new pg.Client({ connectionString: u.toString() });
  await base.connect();
  try {
    const hay = await base.query<{ hay: boolean }>(`select to_regclass('usuario') is not null and exists (select 1 from usuario) as hay`).catch(() => null);
    return { url: u.toString(), sembrada: hay?.rows[0]?.hay === true };
  } finally {
    await base.end();
  }
};

/**
 * El servidor del bench para esa escala: PGlite en bench/out/datos-escala-N[-anios-Y] o, con --pg, PostgreSQL en
 * vigia_bench_eN[_aY]; la primera vez siembra la demo (con su edad), después la reutiliza. A escala 100 × 3 años
 * (12,6 millones de documentos) la semilla pide más montón: NODE_OPTIONS=--max-old-space-size=12288, o sembrar
 * antes con npm run seed (DATABASE_URL=…/vigia_bench_e100_a3 npm run seed -- --scale 100 --years 3).
 */
const abrirServidor = async (e: Escala, distDir: string): Promise<Servidor> => {
  const semilla = e.anios === null ? { escala: e.escala } : { escala: e.escala, anios: e.anios };
  const comun = { distDir, puerto: 0, host: '127.0.0.1', semilla, registrar: false, csp: null } as const;
  let donde: string;
  let sembrado: boolean;
  let abrir: () => Promise<Servidor>;
  if (PG_ESCALAS !== undefined) {
    const base = await basePorEscala(PG_ESCALAS, e);
    donde = `PostgreSQL ${new URL(base.url).pathname.slice(1)}`;
    sembrado = base.sembrada;
    abrir = () => crearServidor({ ...comun, databaseUrl: base.url });
  } else {
    const dataDir = join(out, `datos-escala-${e.escala}${conEdad(e, '-anios-')}`);
    donde = dataDir;
    sembrado = existsSync(dataDir);
    abrir = () => crearServidor({ ...comun, dataDir });
  }
  console.log(sembrado ? `Datos a ${e.nombre} ya sembrados (${donde})` : `Sembrando datos a ${e.nombre} (${donde})…`);
  const t0 = Date.now();
  const servidor = await abrir();
  if (!sembrado) console.log(`  sembrado en ${f((Date.now() - t0) / 1000, 1)} s`);
  return servidor;
};

/** Una pestaña nueva de la página de medidas en ese contexto, lista (window.medidas). */
const paginaDeMedidas = async (contexto: BrowserContext, servidor: Servidor): Promise<Page> => {
  const p = await contexto.newPage();
  await p.goto(`${servidor.url}/app/bench/`);
  await p.waitForFunction(() => typeof window.medidas === 'object');
  return p;
};

/** En la página de medidas: entra como el técnico y espera a su descarga inicial en la base `nombre`. */
const tecnicoDescargado = async (p: Page, nombre: string): Promise<void> => {
  await p.evaluate(() => window.medidas.iniciarSesion('tecnico'));
  await p.evaluate((n) => window.medidas.descargaInicial(n), nombre);
};

/** La página de medidas en un contexto propio (se cierra con `p.context().close()`). */
const abrirPagina = async (navegador: Browser, servidor: Servidor): Promise<Page> => paginaDeMedidas(await navegador.newContext(), servidor);

/**
 * Lo que el punto 10 de la issue 13 compara entre escalas (medida → escala → valor), con su objetivo: el
 * coste de una pantalla o de un cambio entre pestañas no debe crecer con la empresa (≤ 1,2× de la primera
 * escala a la última), y la descarga de cada rol debe seguir cerca de bulkInsert (≥ 0,75×).
 */
const crecimiento = new Map<string, { unidad: string; objetivo: string; porEscala: Map<string, number> }>();
const anotarEscala = (medida: string, unidad: string, objetivo: string, escala: string, v: number): void => {
  const fila = crecimiento.get(medida) ?? { unidad, objetivo, porEscala: new Map<string, number>() };
  fila.porEscala.set(escala, v);
  crecimiento.set(medida, fila);
};

/** La tabla del crecimiento de la primera escala a la última (con las de en medio en su columna), en una sola tabla. */
const tablaCrecimiento = (): void => {
  const [primera, ultima] = [ESCALAS[0]?.nombre, ESCALAS.at(-1)?.nombre];
  if (primera === undefined || ultima === undefined || primera === ultima || crecimiento.size === 0) return;
  const nombres = ESCALAS.map((e) => e.nombre);
  console.log(`\nCrecimiento de ${primera} a ${ultima} (issue 13, punto 10; issue 32)`);
  console.log(`| medida | ${nombres.join(' | ')} | última / primera | objetivo |`);
  console.log(`| --- | ${nombres.map(() => '---').join(' | ')} | --- | --- |`);
  for (const [medida, { unidad, objetivo, porEscala }] of crecimiento) {
    const a = porEscala.get(primera);
    const b = porEscala.get(ultima);
    const razon = a !== undefined && b !== undefined && a > 0 ? `${f(b / a, 2)}×` : '—';
    const cifra = (v: number | undefined) => (v === undefined ? '—' : `${f(v, unidad === '×' ? 2 : 1)} ${unidad}`);
    console.log(`| ${medida} | ${nombres.map((n) => cifra(porEscala.get(n))).join(' | ')} | ${razon} | ${objetivo} |`);
    filas.push([`crecimiento: ${medida}`, `${nombres.map((n) => cifra(porEscala.get(n))).join(' → ')} (${razon}; objetivo ${objetivo})`]);
  }
};

/** Por escala y rol: documentos en la app, de 'Entrar' a la primera pantalla con datos y a 'Listo sin conexión'. */
interface MedidaRol {
  documentos: number;
  mayores: string;
  /** `ms`: medido en la página (el del objetivo); `playwright`: la fila vista desde fuera. */
  pantalla: { ms: number; titulo: string; playwright: number } | null;
  listo: number | null;
  fin: number;
}
const porRol = new Map<string, Map<string, MedidaRol>>();
const OBJETIVO_PANTALLA_MS = 2_000;
const OBJETIVO_LISTO_MS = 60_000;
const esDeCampo = (login: string): boolean => (ROLES_CAMPO as readonly string[]).includes(login);

/** La tabla por rol de todas las escalas (issue 32): documentos, primera pantalla (≤ 2 s) y 'Listo' (≤ 60 s, roles de campo). */
const tablaPorRol = (): void => {
  if (porRol.size === 0) return;
  const seg = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '—' : `${f(ms / 1000, 1)} s`);
  console.log('\nPor rol: documentos en la app, Entrar → primera pantalla con datos (objetivo ≤ 2 s, medido en la página) y → Listo sin conexión (≤ 60 s los de campo)');
  console.log(`| rol | escala | documentos | primera pantalla | listo sin conexión | fin de la descarga | objetivos |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [login, escalas] of porRol) {
    for (const [escala, m] of escalas) {
      const fallos = [
        m.pantalla === null || m.pantalla.ms > OBJETIVO_PANTALLA_MS ? 'pantalla > 2 s' : '',
        esDeCampo(login) && (m.listo === null || m.listo > OBJETIVO_LISTO_MS) ? 'listo > 60 s' : '',
      ].filter((x) => x !== '');
      const pantalla = m.pantalla === null ? 'sin filas' : `${seg(m.pantalla.ms)} ('${m.pantalla.titulo}'; ${seg(m.pantalla.playwright)} vista por Playwright)`;
      console.log(`| ${login} | ${escala} | ${f(m.documentos)} | ${pantalla} | ${seg(m.listo)} | ${seg(m.fin)} | ${fallos.length === 0 ? 'cumple' : `no: ${fallos.join(', ')}`} |`);
    }
  }
};

/** A. Descarga inicial de un usuario frente a bulkInsert local de los mismos documentos. */
const descargaDe = async (navegador: Browser, servidor: Servidor, escala: Escala, login: string): Promise<void> => {
  const p = await abrirPagina(navegador, servidor);
  try {
    await p.evaluate((l) => window.medidas.iniciarSesion(l), login);
    const d = await p.evaluate(() => window.medidas.descargaInicial('bench_descarga'));
    const b = await p.evaluate(() => window.medidas.bulkInsertBase('bench_descarga_bulk'));
    await p.evaluate(() => window.medidas.cerrarYBorrar());
    const dps = d.docs / (d.msDescarga / 1000);
    const bps = b.docs / (b.ms / 1000);
    anotar(`${escala.nombre} · ${login}: documentos`, f(d.docs));
    anotar(`${escala.nombre} · ${login}: descarga inicial (sync.pull + escritura)`, `${f(d.msDescarga)} ms = ${f(dps)} docs/s`);
    anotar(`${escala.nombre} · ${login}: bulkInsert local de los mismos documentos`, `${f(b.ms)} ms = ${f(bps)} docs/s`);
    anotar(`${escala.nombre} · ${login}: descarga / bulkInsert`, `${f(dps / bps, 2)}×`);
    anotarEscala(`descarga de ${login} / bulkInsert`, '×', '≥ 0,75× en cada escala', escala.nombre, dps / bps);
  } finally {
    await p.context().close();
  }
};

/** Una descarga del técnico sin anotar (calienta el servidor y la página antes de medir). */
const calentar = async (navegador: Browser, servidor: Servidor): Promise<void> => {
  const p = await abrirPagina(navegador, servidor);
  try {
    await tecnicoDescargado(p, 'bench_calentar');
    await p.evaluate(() => window.medidas.cerrarYBorrar());
  } finally {
    await p.context().close();
  }
};

/**
 * El usuario 'presencia' de la demo no ficha (su prueba e2e empieza 'Fuera') y solo ve sus fichajes, así que su
 * primera pantalla ('Fichajes') no tiene filas que esperar: antes de medirlo, ficha una entrada por la API, una
 * vez por base (si ya está dentro, el servidor lo rechaza y ya tiene la suya). Un documento más en la base del bench.
 */
const fichajeDePresencia = async (servidor: Servidor): Promise<void> => {
  const { token } = await iniciarSesionApi(servidor.url, 'presencia');
  const params = { idpresencia: randomUUID(), tipo: 'entrada', lat: null, lng: null, precision: null, sin_posicion: 'Bench: sin posición' };
  await llamarRpc(servidor.url, token, 'presencia.registrarSync', { idsync_upload: randomUUID(), creado: new Date().toISOString(), params }).catch((e: unknown) => {
    console.log(`  (presencia ya tenía una entrada: ${e instanceof Error ? e.message.slice(0, 120) : String(e)})`);
  });
};

/** Documentos en la base de la app (window.vigia, modo depuración), por colección, sin los borrados. */
const documentosEnLaApp = (p: Page): Promise<[string, number][]> =>
  p.evaluate(async () => {
    const db = window.vigia?.db;
    if (!db) return [];
    const cuentas = await Promise.all(Object.entries(db.collections).map(async ([c, col]) => [c, await col.count().exec()] as [string, number]));
    return cuentas.filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  });

/**
 * A. En la app real: inicio de sesión y descarga inicial de cada rol (--roles); la barra de progreso 'Descargando
 * datos…' de la cabecera tiene que aparecer con el técnico (si no, el bench falla) y desaparecer al acabar.
 * En la misma ejecución, cuándo la cabecera dice 'Listo sin conexión' (issue 30: la app guardada por el
 * service worker, los datos, lo del rol, el almacenamiento, la sesión y la cola), junto al fin de la descarga,
 * y los documentos que el rol tiene en la app al acabar (tabla por rol de tablaPorRol).
 */

/** Milisegundos desde t0 hasta que la primera descarga de la página termina (motor en modo depuración). */
const finDeDescarga = async (p: Page, t0: number): Promise<number> => {
  const limite = Date.now() + 20 * 60_000;
  while (Date.now() < limite) {
    const hecho = await p.evaluate(() => (window.vigia?.motor.estado.ultimoPull ?? null) !== null).catch(() => false);
    if (hecho) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('La descarga inicial no terminó en 20 minutos');
};

/**
 * En la página (script de inicio del contexto), como quien pulsa la primera entrada del menú en cuanto la ve:
 * una marca al pulsar 'Entrar' (el primer clic, en fase de captura), otra cuando la entrada aparece en el
 * DOM, que la página pulsa ahí mismo, y otra con la primera fila de la lista. Es el tiempo de la app: el de
 * Playwright para ver un elemento y pulsarlo (comprobaciones de estabilidad en varios fotogramas, cada una
 * una ida y vuelta por un hilo principal ocupado con la descarga) no es de quien usa la app.
 */
const marcarEnLaPagina = (): void => {
  document.addEventListener('click', () => performance.mark('bench:clic'), { capture: true, once: true });
  const observador = new MutationObserver(() => {
    if (performance.getEntriesByName('bench:menu').length === 0) {
      const entrada = document.querySelector<HTMLAnchorElement>('.menu-app a.menu-enlace');
      if (!entrada) return;
      performance.mark('bench:menu', { detail: entrada.textContent ?? '' });
      entrada.click();
    }
    if (document.querySelector('tbody tr')) {
      performance.mark('bench:fila');
      observador.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => observador.observe(document.body, { childList: true, subtree: true }));
};

/** Las marcas de `marcarEnLaPagina` en milisegundos desde 'Entrar', y lo que tardó abrir la base; null si falta alguna. */
const tiemposEnLaPagina = (p: Page): Promise<{ menu: number; fila: number; titulo: string; base: number | null } | null> =>
  p.evaluate(() => {
    // Sin funciones con nombre dentro: tsx (esbuild, keepNames) las envolvería en un __name que la página no tiene.
    // Abrir la base del usuario: replication/cliente/base-datos.ts marca su inicio y el fin de sus colecciones.
    const [entrar, menu, fila, abre, abierta] = ['bench:clic', 'bench:menu', 'bench:fila', 'vigia:base-inicio', 'vigia:base-colecciones'].map(
      (n) => performance.getEntriesByName(n)[0],
    );
    if (entrar === undefined || menu === undefined || fila === undefined) return null;
    const detalle: unknown = menu instanceof PerformanceMark ? menu.detail : null;
    return {
      menu: Math.round(menu.startTime - entrar.startTime),
      fila: Math.round(fila.startTime - entrar.startTime),
      titulo: typeof detalle === 'string' ? detalle : '',
      base: abre === undefined || abierta === undefined ? null : Math.round(abierta.startTime - abre.startTime),
    };
  });

/**
 * De 'Entrar' a la primera pantalla con sus datos (issue 32, punto 4): la página pulsa la primera entrada de
 * la primera app del usuario (su pantalla inicial, schemas/pantalla-inicial.ts) en cuanto sale en el menú, y
 * cuenta hasta la primera fila de la lista (`ms`; `menu`, hasta el menú). `playwright`: lo mismo visto desde
 * fuera (la fila que Playwright ve). null si en 10 minutos no la enseña.
 */
const primeraPantalla = async (
  p: Page,
  t0: number,
): Promise<{ ms: number; titulo: string; menu: number; playwright: number; base: number | null } | null> => {
  const playwright = await p.locator('tbody tr').first().waitFor({ timeout: 10 * 60_000 }).then(
    () => Date.now() - t0,
    () => null,
  );
  if (playwright === null) return null;
  const t = await tiemposEnLaPagina(p).catch(() => null);
  if (t === null) throw new Error('Faltan las marcas de la página (bench:clic, bench:menu, bench:fila): ¿se recargó la página?');
  return { ms: t.fila, titulo: t.titulo, menu: t.menu, playwright, base: t.base };
};

const barraDeProgreso = async (navegador: Browser, servidor: Servidor, escala: Escala, login: string): Promise<void> => {
  const contexto = await navegador.newContext({ baseURL: servidor.url });
  try {
    // Modo depuración (window.vigia): el fin de la descarga se lee del motor, también si la barra no se llega a ver.
    await contexto.addInitScript(() => window.localStorage.setItem('vigia.depuracion', '1'));
    await contexto.addInitScript(marcarEnLaPagina);
    const p = await contexto.newPage();
    await p.goto('/app/');
    await p.getByLabel('Usuario').fill(login);
    await p.getByLabel('Contraseña').fill('demo1234');
    const barra = 'progress[aria-label="Descargando datos…"]';
    // El desglose de la primera pantalla: cada llamada a la API (método, cuándo sale y cuándo acaba, tamaño)
    // hasta que aparece la primera fila, para saber en qué se va el tiempo (sesión, código, foto, pantalla).
    const llamadas: { metodo: string; sale: number; acaba: number | null; bytes: number | null }[] = [];
    const porPeticion = new Map<Request, (typeof llamadas)[number]>();
    let t0 = 0;
    p.on('request', (r) => {
      if (t0 === 0 || llamadas.length >= 12 || r.method() !== 'POST' || !new URL(r.url()).pathname.startsWith('/api/')) return;
      const metodo = /"method"\s*:\s*"([^"]+)"/.exec(r.postData() ?? '')?.[1] ?? new URL(r.url()).pathname;
      const l = { metodo, sale: Date.now() - t0, acaba: null, bytes: null };
      llamadas.push(l);
      porPeticion.set(r, l);
    });
    p.on('requestfinished', (r) => {
      const l = porPeticion.get(r);
      if (!l) return;
      l.acaba = Date.now() - t0;
      void r.sizes().then((t) => (l.bytes = t.responseBodySize), () => undefined);
    });
    t0 = Date.now();
    await p.getByRole('button', { name: 'Entrar' }).click();
    const primera = primeraPantalla(p, t0);
    void primera.then((r) => {
      if (!r) return;
      const antes = llamadas.filter((l) => l.sale < r.ms);
      anotar(
        `${escala.nombre} · app (${login}): desglose de la primera pantalla`,
        `menú ${f(r.menu)} ms, fila ${f(r.ms)} ms (Playwright la ve a los ${f(r.playwright)}; abrir la base ${r.base === null ? '—' : `${f(r.base)} ms`}); ` + antes.map((l) => `${l.metodo} ${f(l.sale)}→${l.acaba === null ? '…' : f(l.acaba)}${l.bytes === null ? '' : ` (${f(Math.round(l.bytes / 1024))} KB)`}`).join(', '),
      );
    });
    if (login === 'tecnico') {
      await p.waitForSelector(barra, { state: 'attached', timeout: 120_000 }).catch((e: unknown) => {
        throw new Error('La app no muestra la barra de progreso «Descargando datos…» durante la descarga inicial', { cause: e });
      });
      const visible = Date.now() - t0;
      // Con la máquina cargada, entre verla en el DOM y contarla puede ocultarse un momento: se espera a verla por su rol.
      await p.getByRole('progressbar', { name: 'Descargando datos…' }).first().waitFor({ timeout: 10_000 }).catch((e: unknown) => {
        throw new Error('La barra de progreso no es un progressbar accesible con el nombre «Descargando datos…»', { cause: e });
      });
      let ultimoTexto = '';
      const vigilar = setInterval(() => {
        void p.locator(barra).getAttribute('aria-valuetext', { timeout: 100 }).then((t) => {
          if (t) ultimoTexto = t;
        }, () => undefined);
      }, 100);
      await p.waitForSelector(barra, { state: 'detached', timeout: 20 * 60_000 });
      clearInterval(vigilar);
      const fin = Date.now() - t0;
      anotar(`${escala.nombre} · app (técnico): barra «Descargando datos…»`, `aparece a los ${f(visible)} ms de pulsar Entrar, desaparece a los ${f(fin)} ms (último valor leído: ${ultimoTexto || '—'})`);
    }
    const fin = await finDeDescarga(p, t0);
    // Una lista vacía para este usuario no se llena ya: 15 s tras el fin de la descarga basta (a la vez que
    // se espera 'Listo sin conexión', que no debe esperar a esto).
    const pantallaP = Promise.race([primera, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
    const indicador = p.getByTestId('indicador-preparacion');
    const listoP = indicador.filter({ hasText: /^Listo sin conexión$/ }).waitFor({ timeout: 10 * 60_000 }).then(
      () => Date.now() - t0,
      () => null,
    );
    const [pantalla, listo] = await Promise.all([pantallaP, listoP]);
    const cuentas = await documentosEnLaApp(p);
    const documentos = cuentas.reduce((n, [, k]) => n + k, 0);
    const mayores = cuentas.slice(0, 4).map(([c, n]) => `${c} ${f(n)}`).join(', ');
    anotar(`${escala.nombre} · app (${login}): documentos en la app`, `${f(documentos)} (${mayores})`);
    const deRol = porRol.get(login) ?? new Map<string, MedidaRol>();
    deRol.set(escala.nombre, { documentos, mayores, pantalla, listo, fin });
    porRol.set(login, deRol);
    anotar(
      `${escala.nombre} · app (${login}): entrar → primera pantalla con datos`,
      pantalla === null
        ? `sin filas 15 s después del fin de la descarga (${f(fin)} ms)`
        : `'${pantalla.titulo}' a los ${f(pantalla.ms)} ms (el menú a los ${f(pantalla.menu)}; Playwright ve la fila a los ${f(pantalla.playwright)}); fin de la descarga a los ${f(fin)} ms`,
    );
    anotar(
      `${escala.nombre} · app (${login}): entrar → 'Listo sin conexión'`,
      listo === null
        ? `no listo tras 10 min (${(await indicador.getAttribute('title').catch(() => null)) ?? 'sin indicador'}); fin de la descarga a los ${f(fin)} ms`
        : `${f(listo)} ms; fin de la descarga a los ${f(fin)} ms (+${f(listo - fin)} ms)`,
    );
  } finally {
    await contexto.close();
  }
};

/** 1 y 3 (arranque y vaciado) con el técnico, solo con la primera escala. */
const medidasTecnico = async (navegador: Browser, servidor: Servidor): Promise<void> => {
  const contexto = await navegador.newContext();
  try {
    const a = await paginaDeMedidas(contexto, servidor);
    await tecnicoDescargado(a, 'bench_app');

    console.log('\n1. Arranque en caliente de la base de datos (todas las colecciones, con datos)');
    const arr = await a.evaluate((v) => window.medidas.arranqueTibio('bench_app', v), VECES);
    anotar('base de la app (versiones 63 y 64, con migraciones)', `mediana ${f(mediana(arr.app))} ms (${arr.app.map((x) => f(x)).join(', ')})`);
    anotar('RxDB desnudo (versión 0, sin plugins)', `mediana ${f(mediana(arr.desnuda))} ms (${arr.desnuda.map((x) => f(x)).join(', ')})`);
    anotar('app / desnudo', `${f(mediana(arr.app) / mediana(arr.desnuda), 2)}×`);

    console.log(`\n3. Vaciado de ${f(CAMBIOS)} cambios encolados sin conexión`);
    await a.evaluate(() => window.medidas.abrir('bench_app'));
    await contexto.setOffline(true);
    const enc = await a.evaluate((n) => window.medidas.encolar(n), CAMBIOS);
    anotar('encolar + aplicar en local', `${f(enc.ms)} ms = ${f(CAMBIOS / (enc.ms / 1000))} cambios/s; mutate p50 ${f(percentil(enc.latencias, 50), 1)} ms, p95 ${f(percentil(enc.latencias, 95), 1)} ms`);
    await contexto.setOffline(false);
    const mismas = await a.evaluate(() => window.medidas.entradasPendientes());
    const msDrenado = await a.evaluate(() => window.medidas.esperarDrenado());
    const vaciado = CAMBIOS / (msDrenado / 1000);
    anotar('subida hasta cola vacía', `${f(msDrenado)} ms = ${f(vaciado)} cambios/s`);
    const { ms: msDirecto, maxHuecoMs: huecoDirecto } = await a.evaluate(({ e, t }) => window.medidas.aplicarDirectoMidiendoHilo(e, t), { e: mismas, t: TAM_LOTE });
    const directo = mismas.length / (msDirecto / 1000);
    anotar(`línea base: las mismas ${f(mismas.length)} mutaciones a /api/ en lotes de ${TAM_LOTE}, sin cola`, `${f(msDirecto)} ms = ${f(directo)} cambios/s`);
    anotar('vaciado / directo', `${f(vaciado / directo, 2)}×`);

    console.log(`\n3b. Cola de ${f(COLA)} entradas: encolar con la cola llena y vaciarla sin parar la página`);
    await contexto.setOffline(true);
    const msLlenar = await a.evaluate((n) => window.medidas.llenarCola(n), COLA);
    anotar(`cola llenada con ${f(COLA)} entradas (bulkInsert)`, `${f(msLlenar)} ms`);
    const llena = await a.evaluate((n) => window.medidas.encolar(n), CAMBIOS);
    const porSegVacia = CAMBIOS / (enc.ms / 1000);
    const porSegLlena = CAMBIOS / (llena.ms / 1000);
    anotar(`encolar ${f(CAMBIOS)} con ${f(COLA)} en la cola`, `${f(llena.ms)} ms = ${f(porSegLlena)} cambios/s; mutate p50 ${f(percentil(llena.latencias, 50), 1)} ms, p95 ${f(percentil(llena.latencias, 95), 1)} ms`);
    anotar('encolar con la cola llena / con la cola vacía', `${f(porSegLlena / porSegVacia, 2)}×`);
    await contexto.setOffline(false);
    const total = COLA + CAMBIOS;
    const grande = await a.evaluate(() => window.medidas.drenarMidiendoHilo());
    anotar(`subida de ${f(total)} entradas hasta cola vacía`, `${f(grande.ms / 1000, 1)} s = ${f(total / (grande.ms / 1000))} cambios/s (${f(total / (grande.ms / 1000) / directo, 2)}× directo)`);
    const maxTarea = Math.max(0, ...grande.tareasLargas);
    anotar('hilo de la página durante esa subida', `${f(grande.tareasLargas.length)} tareas de más de 50 ms (la mayor, ${f(maxTarea)} ms); mayor hueco entre latidos de 10 ms: ${f(grande.maxHuecoMs)} ms`);
    anotar('línea base: mayor hueco entre latidos mientras la página solo manda lotes directos (misma carga del servidor)', `${f(huecoDirecto)} ms`);
  } finally {
    await contexto.close();
  }
};

/** Cambios de la medida entre pestañas (con 100, el p95 era el quinto peor y variaba mucho entre ejecuciones). */
const CAMBIOS_PESTANAS = 200;

/** 4. Latencia de un cambio entre pestañas (con cada escala): dos pestañas sobre la base del técnico. */
const entrePestanas = async (navegador: Browser, servidor: Servidor, escala: Escala): Promise<void> => {
  const contexto = await navegador.newContext();
  try {
    const a = await paginaDeMedidas(contexto, servidor);
    await tecnicoDescargado(a, 'bench_pestanas');
    const oyente = await paginaDeMedidas(contexto, servidor);
    await oyente.evaluate(() => window.medidas.abrir('bench_pestanas'));
    await oyente.evaluate(() => window.medidas.escuchar());
    for (let i = 0; i < CAMBIOS_PESTANAS; i++) {
      await a.evaluate(() => window.medidas.escribirLatencia());
      await a.waitForTimeout(20);
    }
    await oyente.waitForFunction((n) => window.medidas.latencias().length >= n, CAMBIOS_PESTANAS, { timeout: 60_000 });
    const lat = await oyente.evaluate(() => window.medidas.latencias());
    anotar(`${escala.nombre} · pestaña → pestaña (${CAMBIOS_PESTANAS} cambios)`, `p50 ${f(percentil(lat, 50), 1)} ms, p95 ${f(percentil(lat, 95), 1)} ms`);
    anotarEscala('pestaña → pestaña, p95', 'ms', '≤ 1,2×', escala.nombre, percentil(lat, 95));
    await oyente.close();
    await a.evaluate(() => window.medidas.cerrarYBorrar());
  } finally {
    await contexto.close();
  }
};

/** 5. /partes/asignados sobre PARTES partes sintéticos: primera página con la clave y sin ella. */
const listaPartes = async (navegador: Browser, servidor: Servidor): Promise<void> => {
  const p = await abrirPagina(navegador, servidor);
  try {
    const r = await p.evaluate(({ n, v }) => window.medidas.partesAsignados('bench_lista', n, v), { n: PARTES, v: VECES });
    if (!r.mismasFechas) throw new Error('La primera página con la clave fecha_desc no coincide con la ordenada por fecha descendente');
    anotar(`partes insertados (bulkInsert)`, `${f(PARTES)} en ${f(r.msInsertar)} ms`);
    anotar(`primera página (51) con la clave de la lista ${r.ordenClave}`, `mediana ${f(mediana(r.clave), 1)} ms (${r.clave.map((x) => f(x, 1)).join(', ')})`);
    anotar('línea base: la misma consulta con sort fecha desc', `mediana ${f(mediana(r.base), 1)} ms (${r.base.map((x) => f(x, 1)).join(', ')})`);
    anotar('línea base / clave', `${f(mediana(r.base) / mediana(r.clave), 1)}×`);
  } finally {
    await p.context().close();
  }
};

/** 6. Búsqueda en la lista de clientes sobre CLIENTES clientes sintéticos (issue 14). */
const busquedaClientes = async (navegador: Browser, servidor: Servidor): Promise<void> => {
  const p = await abrirPagina(navegador, servidor);
  try {
    const veces = Math.max(VECES, 10);
    const r = await p.evaluate(({ n, v }) => window.medidas.buscarClientes('bench_clientes', n, v, 'zubizarreta'), { n: CLIENTES, v: veces });
    if (r.encontrados === 0) throw new Error('La búsqueda de clientes no encontró nada');
    anotar('clientes insertados (bulkInsert)', `${f(CLIENTES)} en ${f(r.msInsertar)} ms`);
    const cifras = (v: number[]) => `p50 ${f(percentil(v, 50), 1)} ms, p95 ${f(percentil(v, 95), 1)} ms`;
    anotar(`buscar 'zubizarret' por el índice guardado, base recién abierta (issue 32, punto 5)`, cifras(r.fria));
    anotar('  de ello, abrir el índice, ponerlo al día y filtrar sus textos', cifras(r.friaIndice));
    anotar(`la tecla siguiente ('zubizarreta', ${r.encontrados} en la primera página)`, cifras(r.tecla));
    anotar('  de ello, el índice', cifras(r.teclaIndice));
    anotar('la primera vez, sin índice guardado (lo construye recorriendo la colección)', `${f(r.primeraVez, 1)} ms`);
    anotar('antes del índice: toda la colección filtrada en memoria, base recién abierta', cifras(r.enMemoria));
    anotar('línea base: primera página sin buscar (orden por nombre), base recién abierta', cifras(r.base));
    anotar('antes / índice (p50, base recién abierta)', `${f(percentil(r.enMemoria, 50) / percentil(r.fria, 50), 1)}×`);
    anotar('buscar / sin buscar (p95)', `${f(percentil(r.fria, 95) / percentil(r.base, 95), 2)}×`);
  } finally {
    await p.context().close();
  }
};

/** P: líneas del presupuesto medido y de su línea base, generaciones medidas y sin medir antes. */
const PDF_LINEAS = 200;
const PDF_LINEAS_BASE = 20;
const PDF_VECES = 15;
const PDF_CALENTAMIENTO = 2;

/** P. El PDF de un presupuesto generado en la página de medidas (el dispositivo): 200 líneas frente a 20. */
const pdfPresupuesto = async (navegador: Browser, servidor: Servidor): Promise<void> => {
  const p = await abrirPagina(navegador, servidor);
  try {
    const medir = (lineas: number) => p.evaluate(({ l, v, c }) => window.medidas.pdfPresupuesto(l, v, c), { l: lineas, v: PDF_VECES, c: PDF_CALENTAMIENTO });
    const grande = await medir(PDF_LINEAS);
    const base = await medir(PDF_LINEAS_BASE);
    if (!grande.identicos || !base.identicos) throw new Error('El PDF del presupuesto no sale con los mismos bytes para los mismos datos');
    const cifra = (r: { ms: number[] }) => `p50 ${f(percentil(r.ms, 50), 1)} ms, p95 ${f(percentil(r.ms, 95), 1)} ms`;
    const documento = (r: { paginas: number; bytes: number }) => `${r.paginas} páginas, ${f(r.bytes / 1024, 1)} KB`;
    anotar(`presupuesto de ${PDF_LINEAS} líneas, 12 cuotas, 10 ubicaciones (${documento(grande)}; ${PDF_VECES} veces tras ${PDF_CALENTAMIENTO})`, cifra(grande));
    anotar(`línea base: el mismo con ${PDF_LINEAS_BASE} líneas (${documento(base)})`, cifra(base));
    anotar(`${PDF_LINEAS} / ${PDF_LINEAS_BASE} líneas`, `p50 ${f(percentil(grande.ms, 50) / percentil(base.ms, 50), 2)}×, p95 ${f(percentil(grande.ms, 95) / percentil(base.ms, 95), 2)}×`);
  } finally {
    await p.context().close();
  }
};

const lanzarChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

const navegadorYApp = async (): Promise<void> => {
  console.log(`Escalas ${ESCALAS.map((e) => e.nombre).join(', ')} · usuarios ${USUARIOS.join(', ')} · roles ${ROLES_PREPARACION.join(', ')} · ${PG_ESCALAS === undefined ? 'PGlite' : 'PostgreSQL'} · ${cpus().length} núcleos (compartidos: las cifras dependen de la carga de la máquina)`);
  const distDir = compilar();
  const navegador = await lanzarChromium();
  try {
    for (const [i, escala] of ESCALAS.entries()) {
      const servidor = await abrirServidor(escala, distDir);
      try {
        console.log(`\nA. ${escala.nombre}: descarga inicial frente a bulkInsert local`);
        // Una descarga sin medir antes: la primera tras abrir el servidor paga la caché fría de PGlite y
        // el JIT de la página, y la línea base (bulkInsert, después) ya no.
        await calentar(navegador, servidor);
        for (const login of USUARIOS) await descargaDe(navegador, servidor, escala, login);
        if (ROLES_PREPARACION.includes('presencia')) await fichajeDePresencia(servidor);
        for (const login of ROLES_PREPARACION) await barraDeProgreso(navegador, servidor, escala, login);
        if (i === 0 && SOLO.includes('navegador')) {
          await medidasTecnico(navegador, servidor);
          console.log(`\n5. /partes/asignados por fecha descendente sobre ${f(PARTES)} partes: primera página`);
          await listaPartes(navegador, servidor);
          console.log(`\n6. Buscar en la lista de clientes sobre ${f(CLIENTES)} clientes: primera página`);
          await busquedaClientes(navegador, servidor);
        }
        if (i === 0 && SOLO.includes('pdf')) {
          console.log(`\nP. PDF de un presupuesto generado en el dispositivo: ${PDF_LINEAS} líneas frente a ${PDF_LINEAS_BASE}`);
          await pdfPresupuesto(navegador, servidor);
        }
        console.log(`\n4. ${escala.nombre}: latencia de un cambio entre pestañas`);
        await entrePestanas(navegador, servidor, escala);
        console.log(`\nT. ${escala.nombre}: el día del técnico sin conexión (app real)`);
        const dia = await medirDiaTecnico({ navegador, url: servidor.url, anotar });
        anotarEscala('pantallas sin red de un parte, p95', 'ms', '≤ 1,2×', escala.nombre, dia.pantallasP95);
      } finally {
        await servidor.cerrar();
      }
    }
  } finally {
    await navegador.close();
  }
};

/**
 * Solo medidas de la página (--solo clientes y/o pdf, sin navegador ni escalas): la 6 y la P no necesitan
 * datos de la demo; solo con la P, el servidor ni siquiera siembra (base en memoria vacía).
 */
const soloPagina = async (): Promise<void> => {
  const distDir = compilar();
  const navegador = await lanzarChromium();
  const servidor = SOLO.includes('clientes')
    ? await abrirServidor(ESCALAS[0] ?? { escala: 1, anios: null, nombre: 'escala 1' }, distDir)
    : await crearServidor({ dataDir: null, distDir, puerto: 0, host: '127.0.0.1', semilla: false, registrar: false, csp: null });
  try {
    if (SOLO.includes('clientes')) {
      console.log(`\n6. Buscar en la lista de clientes sobre ${f(CLIENTES)} clientes: primera página`);
      await busquedaClientes(navegador, servidor);
    }
    if (SOLO.includes('pdf')) {
      console.log(`\nP. PDF de un presupuesto generado en el dispositivo: ${PDF_LINEAS} líneas frente a ${PDF_LINEAS_BASE}`);
      await pdfPresupuesto(navegador, servidor);
    }
  } finally {
    await servidor.cerrar();
    await navegador.close();
  }
};

const main = async (): Promise<void> => {
  mkdirSync(out, { recursive: true });
  if (SOLO.includes('navegador') || SOLO.includes('escalas')) await navegadorYApp();
  else if (SOLO.includes('clientes') || SOLO.includes('pdf')) await soloPagina();
  if (SOLO.includes('servidor')) {
    await benchServidor({
      raiz, out, anotar, veces: 3,
      escala: arg('escala-servidor', 1), conexiones: arg('conexiones', 100), duracionS: arg('duracion', 20),
      pgUrl: valor('pg') ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
  }
  if (SOLO.includes('bundle')) await benchBundle({ raiz, out, anotar });
  if (SOLO.includes('dinero')) {
    console.log('\nD. Dinero exacto frente a la coma flotante de antes');
    benchDinero({ anotar });
  }
  if (SOLO.includes('flota')) {
    await benchFlota({
      raiz, out, anotar,
      escala: arg('escala-flota', 1), dispositivos: arg('dispositivos', 200), duracionS: arg('duracion', 30),
      pgUrl: valor('pg') ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      escenario: valor('escenario') === 'tormenta' ? 'tormenta' : valor('escenario') === 'caida' ? 'caida' : 'dia',
      procesos: arg('procesos', 1) === 2 ? 2 : 1, ventanaS: arg('ventana', 60), cola: arg('cola', 20), cambiosNoche: arg('cambios-noche', 5),
    });
  }
  if (SOLO.includes('composicion')) await benchComposicion({ out, escalas: [...new Set(ESCALAS.map((e) => e.escala))], usuarios: USUARIOS, anotar, edades: EDADES });
  tablaCrecimiento();
  tablaPorRol();
  console.log('\nResumen');
  for (const [que, cifra] of filas) console.log(`| ${que} | ${cifra} |`);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
