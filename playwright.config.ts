/**
 * Playwright: e2e en el Chromium de Debian (/usr/bin/chromium; aquí Playwright no puede descargar sus
 * navegadores). Cada fichero de specs arranca su propio servidor (tests/e2e/soporte/servidor.ts), así
 * que no hay webServer global. Máquina de 2 núcleos compartida: 1 worker por defecto (E2E_WORKERS=2 para
 * paralelizar), sin reintentos y con tiempos de espera holgados.
 * E2E_GRUPO parte la suite en dos (scripts/test.sh las corre una tras otra): 'fallos' son las pruebas de
 * fallos y de varios servidores, que reinician el PostgreSQL compartido o miden tiempos y van solas;
 * 'resto' es todo lo demás, que admite dos workers. Sin E2E_GRUPO, la suite entera. Sin traza salvo con
 * E2E_TRAZA=1 (cuesta tanta CPU como la prueba).
 */
import { defineConfig } from '@playwright/test';
import { ARGUMENTOS_CHROMIUM, RUTA_CHROMIUM } from './tests/e2e/soporte/navegador';

// Las pruebas calculan fechas («hoy», «otro día») en Node y las buscan en el navegador, que vive en
// Europe/Madrid: Node ha de contar los días en la misma zona (entre las 23:00 y las 24:00 UTC ya es
// mañana en Madrid). Los workers y los servidores que arrancan heredan esta variable.
process.env.TZ = 'Europe/Madrid';
const ZONA_HORARIA = process.env.TZ;

const workers = Math.min(2, Math.max(1, Number(process.env.E2E_WORKERS ?? '1') || 1));
const EN_SOLITARIO = ['**/fallos*.spec.ts', '**/varios-servidores.spec.ts'];
const grupo = process.env.E2E_GRUPO ?? '';
if (!['', 'fallos', 'resto'].includes(grupo)) throw new Error(`E2E_GRUPO: ${grupo} no es 'fallos' ni 'resto'`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: grupo === 'fallos' ? EN_SOLITARIO : '**/*.spec.ts',
  testIgnore: grupo === 'resto' ? EN_SOLITARIO : [],
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: grupo === '' ? 'test-results' : `test-results/${grupo}`,
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: grupo === '' ? 'playwright-report' : `playwright-report/${grupo}` }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: RUTA_CHROMIUM, args: ARGUMENTOS_CHROMIUM },
    locale: 'es-ES',
    timezoneId: ZONA_HORARIA,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    serviceWorkers: 'allow',
    // La traza de Playwright (capturas del DOM en cada paso y vídeo de la pantalla) duplicaba la CPU de
    // cada prueba en esta máquina de 2 núcleos: la prueba del día sin conexión pasaba de 27 s de CPU a 63 s.
    // En CI solo se ve el registro, que ya trae el árbol de accesibilidad y la captura del fallo; para
    // depurar en local, E2E_TRAZA=1 la graba y la guarda de las pruebas que fallan.
    trace: process.env.E2E_TRAZA === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
