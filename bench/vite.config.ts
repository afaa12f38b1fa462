// Compila la página de medidas (bench/pagina) aparte de la app: no entra en dist/ ni en producción.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const raiz = fileURLToPath(new URL('./pagina', import.meta.url));

export default defineConfig({
  root: raiz,
  base: '/app/bench/',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./out/pagina', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
