// La app se sirve bajo /app/ (el servidor redirige / a /app/). Service worker generado con Workbox: el
// armazón de la app queda en caché para abrirla y recargarla sin conexión; una versión nueva no se
// activa sola, se ofrece con el aviso 'Hay una nueva versión disponible' / 'Actualizar ahora'.
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const paquete: unknown = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const version =
  typeof paquete === 'object' && paquete !== null && 'version' in paquete && typeof paquete.version === 'string'
    ? paquete.version
    : '0.0.0';

const COLOR_TEMA = '#0f3d63';

/** Servidor al que el servidor de desarrollo reenvía /api y /token (VIGIA_SERVIDOR para otro puerto). */
const servidorApi = process.env.VIGIA_SERVIDOR ?? 'http://localhost:8080';

export default defineConfig({
  base: '/app/',
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/app/',
        name: 'Vigía',
        short_name: 'Vigía',
        description: 'Partes de trabajo, clientes y sincronización para técnicos de instalaciones de seguridad, también sin conexión.',
        lang: 'es',
        dir: 'ltr',
        start_url: '/app/',
        scope: '/app/',
        display: 'standalone',
        orientation: 'any',
        theme_color: COLOR_TEMA,
        background_color: '#f4f6f9',
        categories: ['business', 'productivity'],
        icons: [
          { src: 'icono-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icono-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icono-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // Solo se cargan en desarrollo (replication/cliente/base-datos.ts): no ocupan la caché del dispositivo.
        globIgnores: ['**/dev-mode-*.js', '**/validate-ajv-*.js'],
        navigateFallback: '/app/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/token\//],
        cleanupOutdatedCaches: true,
        // La primera instalación toma ya la página abierta: sus pantallas (chunks bajo demanda) salen de la
        // caché aunque se vaya la red sin recargar. Una versión nueva sigue esperando a 'Actualizar ahora'.
        clientsClaim: true,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: servidorApi, changeOrigin: false },
      '/token': { target: servidorApi, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Las bibliotecas grandes que solo usan algunas pantallas van en su propio chunk: ni el arranque ni
        // las pantallas que no las usan las descargan (y el service worker las guarda aparte).
        codeSplitting: {
          groups: [
            { name: 'leaflet', test: /node_modules[\\/]leaflet/ },
            { name: 'jsqr', test: /node_modules[\\/]jsqr/ },
            { name: 'pdf-lib', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako)/ },
            { name: 'signature-pad', test: /node_modules[\\/]signature_pad/ },
          ],
        },
      },
    },
  },
});
