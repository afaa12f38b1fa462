/**
 * Preparación global de las e2e: comprueba que está Chromium y construye dist/ si falta (el servidor
 * sirve la app construida bajo /app/). `npm test` ya construye antes; esto cubre `npx playwright test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const RAIZ = join(import.meta.dirname, '..', '..');

export default function prepararGlobal(): void {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Falta /usr/bin/chromium: ejecuta scripts/preparar-entorno.sh (instala el paquete Debian chromium)');
  }
  if (!existsSync(join(RAIZ, 'dist', 'index.html'))) {
    console.log('[e2e] dist/ no existe: npx vite build');
    execFileSync('npx', ['vite', 'build'], { cwd: RAIZ, stdio: 'inherit' });
  }
}
