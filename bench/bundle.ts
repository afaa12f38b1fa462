/**
 * Bench del bundle (npm run bench -- --solo bundle): compila la app de producción con
 * bench/vite.bundle.config.ts (la misma configuración que vite.config.ts, más el manifiesto de Vite) en
 * bench/out/dist-bundle y mide, en crudo y con gzip (node:zlib, nivel 9), en KB:
 *  - el JavaScript que el navegador descarga para enseñar la pantalla de inicio de sesión en / y en /index
 *    sin sesión: en Chromium, sin service worker, sirviendo la compilación con un servidor estático, todo
 *    .js pedido hasta que la red se calla (también lo que se pide con import() al arrancar); y, aparte, el
 *    chunk de entrada de index.html más sus importaciones estáticas (manifiesto), comprobado contra los
 *    <script> y <link rel="modulepreload"> de index.html;
 *  - lo que se añade al entrar para pintar /index (el menú): el marco con sesión (LayoutAutenticado) y el
 *    menú (MenuScreen), importaciones dinámicas que el router pide a la vez, con sus estáticas (manifiesto);
 *  - las importaciones dinámicas (se cargan solo al usarlas) y todo el JavaScript de la compilación;
 *  - los paquetes y carpetas que más pesan dentro del chunk de entrada (tamaño renderizado antes de
 *    minificar, de .vite/modulos.json), como recomendación de qué partir con import() / React.lazy.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface OpcionesBenchBundle {
  raiz: string;
  out: string;
  anotar: (que: string, cifra: string) => void;
}

interface EntradaManifiesto {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

interface Tam {
  crudo: number;
  gzip: number;
}

const kb = (n: number): string => (n / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

const medir = (fichero: string): Tam => {
  const b = readFileSync(fichero);
  return { crudo: b.length, gzip: gzipSync(b, { level: 9 }).length };
};

const sumar = (ts: Tam[]): Tam => ts.reduce((a, t) => ({ crudo: a.crudo + t.crudo, gzip: a.gzip + t.gzip }), { crudo: 0, gzip: 0 });

const ficherosJs = (dir: string): string[] => {
  const r: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === '.vite') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) r.push(...ficherosJs(p));
    else if (e.name.endsWith('.js') || e.name.endsWith('.mjs')) r.push(p);
  }
  return r.sort();
};

/** Paquete de node_modules (con su ámbito) o carpeta de primer y segundo nivel del código propio. */
const grupoDe = (id: string, raiz: string): string => {
  const limpio = id.replace(/^\0/, '').split('?')[0] ?? id;
  const nm = limpio.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const partes = limpio.slice(nm + 'node_modules/'.length).split('/');
    return partes[0]?.startsWith('@') ? `${partes[0]}/${partes[1] ?? ''}` : (partes[0] ?? limpio);
  }
  const rel = relative(raiz, limpio);
  if (rel.startsWith('..')) return limpio;
  const partes = rel.split('/');
  return partes.length > 2 ? `${partes[0]}/${partes[1]}/` : rel;
};

const tabla = (titulo: string, filas: [string, Tam][]): Tam => {
  const total = sumar(filas.map(([, t]) => t));
  console.log(`\n${titulo}`);
  console.log('| fichero | KB | KB gzip |');
  console.log('| --- | --- | --- |');
  for (const [n, t] of filas) console.log(`| ${n} | ${kb(t.crudo)} | ${kb(t.gzip)} |`);
  console.log(`| **total (${filas.length})** | **${kb(total.crudo)}** | **${kb(total.gzip)}** |`);
  return total;
};

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Abre la compilación en Chromium (sin service worker: no precarga nada) en cada dirección, sin sesión, y
 * devuelve los .js que pidió la página hasta que la red se calla, relativos a la compilación.
 */
const jsPedidoSinSesion = async (dist: string, direcciones: readonly string[]): Promise<string[]> => {
  // Servidor estático bajo /app/, con index.html para las rutas de la app (como el de verdad); /api y /token, 404.
  const servidor = createServer((req, res) => {
    const ruta = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!ruta.startsWith('/app/')) {
      res.writeHead(404).end();
      return;
    }
    const fichero = join(dist, ruta.slice('/app/'.length));
    const servir = existsSync(fichero) && statSync(fichero).isFile() ? fichero : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TIPOS[extname(servir)] ?? 'application/octet-stream' }).end(readFileSync(servir));
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pedidos = new Set<string>();
  try {
    for (const direccion of direcciones) {
      const contexto = await navegador.newContext({ serviceWorkers: 'block' });
      const pagina = await contexto.newPage();
      pagina.on('request', (r) => {
        const ruta = new URL(r.url()).pathname;
        if (ruta.endsWith('.js')) pedidos.add(ruta.replace(/^\/app\//, ''));
      });
      await pagina.goto(`http://127.0.0.1:${port}/app${direccion}`, { waitUntil: 'networkidle' });
      // La pantalla de entrada pintada (si no, la cifra no diría nada).
      await pagina.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: 30_000 });
      await pagina.waitForLoadState('networkidle');
      await contexto.close();
    }
  } finally {
    await navegador.close();
    await new Promise<void>((ok) => servidor.close(() => ok()));
  }
  return [...pedidos].sort();
};

export const benchBundle = async (o: OpcionesBenchBundle): Promise<void> => {
  const dist = join(o.out, 'dist-bundle');
  console.log(`\nBundle: compilando la app de producción en ${relative(o.raiz, dist)} (con manifiesto)…`);
  const t0 = Date.now();
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.bundle.config.ts'], {
    cwd: o.raiz,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  console.log(`  compilado en ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const manifiesto = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, EntradaManifiesto>;
  const modulos = JSON.parse(readFileSync(join(dist, '.vite', 'modulos.json'), 'utf8')) as Record<string, Record<string, number>>;
  const entrada = manifiesto['index.html'];
  if (!entrada?.isEntry) throw new Error('El manifiesto de Vite no tiene la entrada index.html');

  // Entrada + importaciones estáticas (transitivas); las dinámicas aparte.
  const estaticas = new Set<string>();
  const dinamicas = new Set<string>();
  const visitar = (clave: string): void => {
    const e = manifiesto[clave];
    if (!e || estaticas.has(e.file)) return;
    estaticas.add(e.file);
    for (const i of e.imports ?? []) visitar(i);
    for (const d of e.dynamicImports ?? []) dinamicas.add(d);
  };
  visitar('index.html');
  const dinamicasFicheros = [...dinamicas].map((d) => manifiesto[d]?.file).filter((x): x is string => x !== undefined && !estaticas.has(x));

  // Comprobación: lo que index.html carga de verdad (script de módulo y modulepreload) está en el conjunto.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const enHtml = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)]
    .map((m) => (m[1] ?? m[2] ?? '').replace(/^\/app\//, ''));
  const fuera = enHtml.filter((x) => !estaticas.has(x));
  if (fuera.length > 0) throw new Error(`index.html carga JS que el manifiesto no da como estático: ${fuera.join(', ')}`);

  const inicio = tabla('JS estático del arranque (entrada de index.html + importaciones estáticas)',
    [...estaticas].map((x): [string, Tam] => [x, medir(join(dist, x))]));

  // Lo que el navegador descarga de verdad para la pantalla de entrada en / y en /index sin sesión.
  const pedidoLogin = await jsPedidoSinSesion(dist, ['/', '/index']);
  const faltan = [...estaticas].filter((x) => !pedidoLogin.includes(x));
  if (faltan.length > 0) throw new Error(`El navegador no pidió JS estático del arranque: ${faltan.join(', ')}`);
  const login = tabla('JS que el navegador descarga para la pantalla de entrada en / y en /index sin sesión (Chromium, sin service worker)',
    pedidoLogin.map((x): [string, Tam] => [x, medir(join(dist, x))]));

  // Lo que se añade al entrar para pintar el menú: el marco con sesión y el menú, con sus estáticas.
  const alEntrar = new Set<string>();
  const visitarDesde = (clave: string): void => {
    const e = manifiesto[clave];
    if (!e || alEntrar.has(e.file) || pedidoLogin.includes(e.file)) return;
    alEntrar.add(e.file);
    for (const i of e.imports ?? []) visitarDesde(i);
  };
  for (const clave of ['src/app/LayoutAutenticado.tsx', 'src/features/menu/MenuScreen.tsx']) {
    if (!manifiesto[clave]?.isDynamicEntry) throw new Error(`${clave} ya no es una importación dinámica: revisa este bench`);
    visitarDesde(clave);
  }
  const menu = tabla('JS que se añade al entrar para pintar /index (marco con sesión y menú, con sus importaciones estáticas)',
    [...alEntrar].sort().map((x): [string, Tam] => [x, medir(join(dist, x))]));
  const dyn = tabla('Importaciones dinámicas (solo al usarlas; dev-mode y validate-ajv solo en desarrollo)',
    dinamicasFicheros.map((x): [string, Tam] => [x, medir(join(dist, x))]));
  const todos = tabla('Todo el JS de la compilación (incluidos sw.js y workbox del service worker)',
    ficherosJs(dist).map((p): [string, Tam] => [relative(dist, p), medir(p)]));
  const css = sumar((entrada.css ?? []).map((c) => medir(join(dist, c))));

  // Qué pesa en el JS de la pantalla de entrada.
  const grupos = new Map<string, number>();
  let totalRender = 0;
  for (const fichero of pedidoLogin) {
    for (const [id, n] of Object.entries(modulos[fichero] ?? {})) {
      const g = grupoDe(id, o.raiz);
      grupos.set(g, (grupos.get(g) ?? 0) + n);
      totalRender += n;
    }
  }
  const mayores = [...grupos.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log('\nLo que más pesa en el JS de inicio (tamaño renderizado antes de minificar; paquete o carpeta)');
  console.log('| paquete / carpeta | KB renderizado | % |');
  console.log('| --- | --- | --- |');
  for (const [g, n] of mayores) console.log(`| ${g} | ${kb(n)} | ${((100 * n) / totalRender).toFixed(1)} |`);

  o.anotar('bundle · JS de la pantalla de entrada (/ y /index sin sesión)', `${pedidoLogin.length} fichero(s), ${kb(login.crudo)} KB, ${kb(login.gzip)} KB gzip (+ CSS ${kb(css.crudo)} KB, ${kb(css.gzip)} KB gzip)`);
  o.anotar('bundle · de ello, estático en index.html', `${estaticas.size} chunk(s), ${kb(inicio.crudo)} KB, ${kb(inicio.gzip)} KB gzip`);
  o.anotar('bundle · además, al entrar, para /index (menú)', `${alEntrar.size} chunk(s), ${kb(menu.crudo)} KB, ${kb(menu.gzip)} KB gzip (total con la entrada: ${kb(login.gzip + menu.gzip)} KB gzip)`);
  o.anotar('bundle · importaciones dinámicas', `${dinamicasFicheros.length} chunk(s), ${kb(dyn.crudo)} KB, ${kb(dyn.gzip)} KB gzip`);
  o.anotar('bundle · todo el JS', `${ficherosJs(dist).length} ficheros, ${kb(todos.crudo)} KB, ${kb(todos.gzip)} KB gzip`);
  o.anotar('bundle · mayores en el JS de inicio', mayores.slice(0, 8).map(([g, n]) => `${g} ${kb(n)} KB`).join(', '));
};
