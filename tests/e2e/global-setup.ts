/**
 * Preparación global de las e2e: comprueba que está Chromium y construye dist/ si falta (el servidor
 * sirve la app construida bajo /app/). `npm test` ya construye antes; esto cubre `npx playwright test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MARCA_LISTA, rutaPlantilla } from './soporte/plantilla';

const RAIZ = join(import.meta.dirname, '..', '..');

export default function prepararGlobal(): void {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Falta /usr/bin/chromium: ejecuta scripts/preparar-entorno.sh (instala el paquete Debian chromium)');
  }
  if (!existsSync(join(RAIZ, 'dist', 'index.html'))) {
    console.log('[e2e] dist/ no existe: npx vite build');
    execFileSync('npx', ['vite', 'build'], { cwd: RAIZ, stdio: 'inherit' });
  }
  // La demo sembrada una vez (soporte/plantilla.ts): cada servidor PGlite arranca de una copia.
  const plantilla = rutaPlantilla();
  if (!existsSync(join(plantilla, MARCA_LISTA))) {
    rmSync(plantilla, { recursive: true, force: true });
    mkdirSync(plantilla, { recursive: true });
    console.log(`[e2e] sembrando la plantilla de la demo en ${plantilla}`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: plantilla };
    delete env.DATABASE_URL;
    execFileSync('npx', ['tsx', 'server/seed/cli.ts', '--scale', '1'], { cwd: RAIZ, stdio: 'inherit', env });
    writeFileSync(join(plantilla, MARCA_LISTA), new Date().toISOString());
  }
}
