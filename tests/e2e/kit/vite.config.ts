// Banco de pruebas del kit de interfaz (solo e2e): monta los componentes reales que aún no tienen
// pantalla (firma, selector de hora, cámara, mapa con muchos marcadores). Se compila aparte de la app,
// en tests/e2e/kit/out, y las e2e lo copian bajo /app/kit/ de una copia de dist/ (dist-pruebas/): nunca
// entra en el dist/ de producción.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/kit/',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./out', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
