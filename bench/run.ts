/**
 * npm run bench: cifras de rendimiento, impresas (nunca afirmadas como pruebas), cada una junto a su
 * línea base medida en la misma ejecución. Todo en Chromium sin cabeza contra el servidor real:
 *  1. arranque en caliente de la base de la app (todas las colecciones) frente a RxDB desnudo;
 *  2. descarga inicial del ámbito de un técnico a --scale 10 (docs/s) frente a bulkInsert local;
 *  3. vaciado de 1.000 cambios encolados sin conexión (cambios/s) y latencia de mutate p50/p95;
 *  4. latencia de un cambio entre pestañas p50/p95.
 * Opciones: --scale N (10), --cambios N (1000), --veces N (5).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { crearServidor } from '../server/app';

const arg = (nombre: string, defecto: number): number => {
  const i = process.argv.indexOf(`--${nombre}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : defecto;
};
const ESCALA = arg('scale', 10);
const CAMBIOS = arg('cambios', 1000);
const VECES = arg('veces', 5);

const raiz = join(import.meta.dirname, '..');
const out = join(raiz, 'bench', 'out');
const percentil = (xs: number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? NaN;
};
const mediana = (xs: number[]): number => percentil(xs, 50);
const f = (n: number, d = 0): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });

const filas: [string, string][] = [];
const anotar = (que: string, cifra: string): void => {
  filas.push([que, cifra]);
  console.log(`  ${que}: ${cifra}`);
};

const compilar = (): string => {
  const npx = (args: string[]) => execFileSync('npx', args, { cwd: raiz, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log('Compilando la app y la página de medidas…');
  npx(['vite', 'build', '--logLevel', 'warn']);
  npx(['vite', 'build', '--config', 'bench/vite.config.ts']);
  const dist = join(out, 'dist');
  rmSync(dist, { recursive: true, force: true });
  cpSync(join(raiz, 'dist'), dist, { recursive: true });
  cpSync(join(out, 'pagina'), join(dist, 'bench'), { recursive: true });
  return dist;
};

const main = async (): Promise<void> => {
  mkdirSync(out, { recursive: true });
  const distDir = compilar();
  const dataDir = join(out, `datos-escala-${ESCALA}`);
  const sembrado = existsSync(dataDir);
  console.log(sembrado ? `Datos a escala ${ESCALA} ya sembrados (${dataDir})` : `Sembrando datos a escala ${ESCALA}…`);
  const t0 = Date.now();
  const servidor = await crearServidor({ dataDir, distDir, puerto: 0, host: '127.0.0.1', semilla: { escala: ESCALA }, registrar: false, csp: null });
  if (!sembrado) console.log(`  sembrado en ${f((Date.now() - t0) / 1000, 1)} s`);
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const contexto = await navegador.newContext();
    const abrirPagina = async (): Promise<Page> => {
      const p = await contexto.newPage();
      await p.goto(`${servidor.url}/app/bench/`);
      await p.waitForFunction(() => typeof window.medidas === 'object');
      return p;
    };
    const a = await abrirPagina();
    await a.evaluate(() => window.medidas.iniciarSesion('tecnico'));

    console.log(`\n2. Descarga inicial del técnico (escala ${ESCALA})`);
    const d = await a.evaluate(() => window.medidas.descargaInicial('bench_app'));
    const b = await a.evaluate(() => window.medidas.bulkInsertBase('bench_bulk'));
    const dps = d.docs / (d.msDescarga / 1000);
    const bps = b.docs / (b.ms / 1000);
    anotar('documentos del ámbito', f(d.docs));
    anotar('descarga inicial (sync.pull + escritura)', `${f(d.msDescarga)} ms = ${f(dps)} docs/s`);
    anotar('bulkInsert local de los mismos documentos', `${f(b.ms)} ms = ${f(bps)} docs/s`);
    anotar('descarga / bulkInsert', `${f(dps / bps, 2)}×`);

    console.log('\n1. Arranque en caliente de la base de datos (todas las colecciones, con datos)');
    const arr = await a.evaluate((v) => window.medidas.arranqueTibio('bench_app', v), VECES);
    anotar('base de la app (versión 63, con migraciones)', `mediana ${f(mediana(arr.app))} ms (${arr.app.map((x) => f(x)).join(', ')})`);
    anotar('RxDB desnudo (versión 0, sin plugins)', `mediana ${f(mediana(arr.desnuda))} ms (${arr.desnuda.map((x) => f(x)).join(', ')})`);
    anotar('app / desnudo', `${f(mediana(arr.app) / mediana(arr.desnuda), 2)}×`);

    console.log(`\n3. Vaciado de ${f(CAMBIOS)} cambios encolados sin conexión`);
    await a.evaluate(() => window.medidas.abrir('bench_app'));
    await contexto.setOffline(true);
    const enc = await a.evaluate((n) => window.medidas.encolar(n), CAMBIOS);
    anotar('encolar + aplicar en local', `${f(enc.ms)} ms = ${f(CAMBIOS / (enc.ms / 1000))} cambios/s; mutate p50 ${f(percentil(enc.latencias, 50), 1)} ms, p95 ${f(percentil(enc.latencias, 95), 1)} ms`);
    await contexto.setOffline(false);
    const msDrenado = await a.evaluate(() => window.medidas.esperarDrenado());
    anotar('subida hasta cola vacía', `${f(msDrenado)} ms = ${f(CAMBIOS / (msDrenado / 1000))} cambios/s`);

    console.log('\n4. Latencia de un cambio entre pestañas');
    const oyente = await abrirPagina();
    await oyente.evaluate(() => window.medidas.abrir('bench_app'));
    await oyente.evaluate(() => window.medidas.escuchar());
    for (let i = 0; i < 100; i++) {
      await a.evaluate(() => window.medidas.escribirLatencia());
      await a.waitForTimeout(20);
    }
    await oyente.waitForFunction(() => window.medidas.latencias().length >= 100, undefined, { timeout: 60_000 });
    const lat = await oyente.evaluate(() => window.medidas.latencias());
    anotar('pestaña → pestaña (100 cambios)', `p50 ${f(percentil(lat, 50), 1)} ms, p95 ${f(percentil(lat, 95), 1)} ms`);
  } finally {
    await navegador.close();
    await servidor.cerrar();
  }
  console.log('\nResumen');
  for (const [que, cifra] of filas) console.log(`| ${que} | ${cifra} |`);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
