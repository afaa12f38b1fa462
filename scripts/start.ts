/**
 * `npm start`: compila la app con Vite si dist/ no existe o es más vieja que cualquier fuente que entra
 * en la compilación, arranca el servidor (server/main.ts) y muestra la URL y los usuarios de la demo.
 * Sin HOST escucha solo en 127.0.0.1; con un HOST de red la demo no se siembra salvo
 * SEMBRAR_DEMO_PUBLICA=1 (server/config.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { arrancar } from '../server/main';
import { leerConfig, RAIZ_REPOSITORIO, VARIABLE_DEMO_PUBLICA } from '../server/config';

const FUENTES = ['src', 'schemas', 'replication', 'migrations', 'public', 'index.html', 'vite.config.ts'];
export const LOGINS_DEMO = ['admin', 'tecnico', 'tecnico2', 'comercial', 'vigilante', 'almacen', 'presencia', 'comercial2'] as const;
export const PASSWORD_DEMO = 'demo1234';

/** Fecha de modificación más reciente bajo `ruta` (0 si no existe). Las pruebas no cuentan. */
export const ultimaModificacion = (ruta: string): number => {
  if (!existsSync(ruta)) return 0;
  const s = statSync(ruta);
  if (!s.isDirectory()) return /\.test\.tsx?$/.test(ruta) ? 0 : s.mtimeMs;
  let max = 0;
  for (const e of readdirSync(ruta)) max = Math.max(max, ultimaModificacion(path.join(ruta, e)));
  return max;
};

export const hayQueCompilar = (raiz: string, distDir: string): boolean => {
  const indice = path.join(distDir, 'index.html');
  if (!existsSync(indice)) return true;
  const compilada = statSync(indice).mtimeMs;
  return FUENTES.some((f) => ultimaModificacion(path.join(raiz, f)) > compilada);
};

const compilar = (raiz: string): Promise<void> =>
  new Promise((resolve, reject) => {
    console.log('Compilando la app (vite build)...');
    const hijo = spawn('npx', ['vite', 'build'], { cwd: raiz, stdio: 'inherit' });
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => (codigo === 0 ? resolve() : reject(new Error(`vite build ha terminado con el código ${String(codigo)}`))));
  });

const principal = async (): Promise<void> => {
  const config = leerConfig();
  if (hayQueCompilar(RAIZ_REPOSITORIO, config.distDir)) await compilar(RAIZ_REPOSITORIO);
  else console.log('La app compilada (dist/) está al día.');
  const servidor = await arrancar(config);
  const logins = await servidor.db.query<{ login: string }>('SELECT login FROM usuario WHERE activo ORDER BY login');
  const demo = LOGINS_DEMO.filter((l) => logins.some((f) => f.login === l));
  console.log('');
  console.log(`  Vigía: ${servidor.url}/app/`);
  if (demo.length > 0) console.log(`  Usuarios de demostración: ${demo.join(', ')} (contraseña ${PASSWORD_DEMO})`);
  else if (logins.length > 0) console.log(`  Usuarios: ${logins.map((f) => f.login).join(', ')}`);
  else console.log(`  Usuarios: ninguno (${config.semillaRetenida === null ? 'SEMILLA_ESCALA=0' : `HOST=${config.host} sin ${VARIABLE_DEMO_PUBLICA}=1`})`);
  console.log('');
};

const esPrincipal = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (esPrincipal) {
  principal().catch((error: unknown) => {
    console.error('No se ha podido arrancar Vigía:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
