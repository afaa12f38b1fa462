import { defineConfig } from 'vitest/config';

// Pruebas unitarias, de servidor y de la capa de datos (fake-indexeddb). Las e2e van con Playwright.
export default defineConfig({
  test: {
    include: ['schemas/**/*.test.ts', 'migrations/**/*.test.ts', 'replication/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/tipos/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
