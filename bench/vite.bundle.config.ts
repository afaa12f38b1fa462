// Compilación de la app para el bench del bundle (bench/bundle.ts): la misma configuración de producción
// (vite.config.ts) en bench/out/dist-bundle, con el manifiesto de Vite y, en .vite/modulos.json, los
// módulos de cada chunk con su tamaño renderizado (para decir qué pesa en el chunk de entrada).
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin, type UserConfig } from 'vite';
import app from '../vite.config';

const modulos = (): Plugin => ({
  name: 'vigia-bench-modulos',
  apply: 'build',
  generateBundle(_opciones, bundle) {
    const porChunk: Record<string, Record<string, number>> = {};
    for (const [fichero, salida] of Object.entries(bundle)) {
      if (salida.type !== 'chunk') continue;
      porChunk[fichero] = Object.fromEntries(Object.entries(salida.modules).map(([id, m]) => [id, m.renderedLength]));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/modulos.json', source: JSON.stringify(porChunk) });
  },
});

export default mergeConfig(app as UserConfig, {
  logLevel: 'warn',
  plugins: [modulos()],
  build: {
    outDir: fileURLToPath(new URL('./out/dist-bundle', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
} satisfies UserConfig);
