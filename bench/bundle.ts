/**
 * Bench del bundle (npm run bench -- --solo bundle): compila la app de producción con
 * bench/vite.bundle.config.ts (la misma configuración que vite.config.ts, más el manifiesto de Vite) en
 * bench/out/dist-bundle y mide, en crudo y con gzip (node:zlib, nivel 9), en KB:
 *  - el JavaScript que hace falta para la pantalla de inicio de sesión y /index: el chunk de entrada de
 *    index.html más sus importaciones estáticas (manifiesto), comprobado contra los <script> y
 *    <link rel="modulepreload"> de index.html;
 *  - las importaciones dinámicas (se cargan solo al usarlas) y todo el JavaScript de la compilación;
 *  - los paquetes y carpetas que más pesan dentro del chunk de entrada (tamaño renderizado antes de
 *    minificar, de .vite/modulos.json), como recomendación de qué partir con import() / React.lazy.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

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

  const inicio = tabla('JS para el inicio de sesión y /index (entrada de index.html + importaciones estáticas)',
    [...estaticas].map((x): [string, Tam] => [x, medir(join(dist, x))]));
  const dyn = tabla('Importaciones dinámicas (solo al usarlas; dev-mode y validate-ajv solo en desarrollo)',
    dinamicasFicheros.map((x): [string, Tam] => [x, medir(join(dist, x))]));
  const todos = tabla('Todo el JS de la compilación (incluidos sw.js y workbox del service worker)',
    ficherosJs(dist).map((p): [string, Tam] => [relative(dist, p), medir(p)]));
  const css = sumar((entrada.css ?? []).map((c) => medir(join(dist, c))));

  // Qué pesa dentro del chunk de entrada.
  const grupos = new Map<string, number>();
  let totalRender = 0;
  for (const fichero of estaticas) {
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

  o.anotar('bundle · JS de inicio de sesión + /index', `${estaticas.size} chunk(s), ${kb(inicio.crudo)} KB, ${kb(inicio.gzip)} KB gzip (+ CSS ${kb(css.crudo)} KB, ${kb(css.gzip)} KB gzip)`);
  o.anotar('bundle · importaciones dinámicas', `${dinamicasFicheros.length} chunk(s), ${kb(dyn.crudo)} KB, ${kb(dyn.gzip)} KB gzip`);
  o.anotar('bundle · todo el JS', `${ficherosJs(dist).length} ficheros, ${kb(todos.crudo)} KB, ${kb(todos.gzip)} KB gzip`);
  o.anotar('bundle · mayores en el JS de inicio', mayores.slice(0, 8).map(([g, n]) => `${g} ${kb(n)} KB`).join(', '));
};
