/**
 * Una copia de dist propia de un fichero de pruebas: su servidor la sirve (ProcesoServidor hereda
 * process.env, así que hay que llamar a usarCopiaDist antes que a usarServidor), y sobre ella se
 * «despliega» una compilación nueva: index.html cambia y el sw.js lleva la revisión nueva de index.html.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { RAIZ_REPO } from './servidor';

export interface CopiaDist {
  /** Cambia index.html (con `<meta name="vigia-compilacion" content="2">`) y su revisión en el precache del sw.js. */
  desplegarVersionNueva(): void;
}

export const usarCopiaDist = (nombre: string): CopiaDist => {
  let copia: string | null = null;
  const anterior = process.env.DIST_DIR;

  test.beforeAll(() => {
    copia = mkdtempSync(join(tmpdir(), `vigia-e2e-${nombre}-dist-`));
    cpSync(join(RAIZ_REPO, 'dist'), copia, { recursive: true });
    process.env.DIST_DIR = copia;
  });

  test.afterAll(() => {
    if (anterior === undefined) delete process.env.DIST_DIR;
    else process.env.DIST_DIR = anterior;
    if (copia) rmSync(copia, { recursive: true, force: true });
  });

  return {
    desplegarVersionNueva() {
      if (!copia) throw new Error('sin copia de dist');
      const indice = join(copia, 'index.html');
      writeFileSync(indice, readFileSync(indice, 'utf8').replace('</head>', '<meta name="vigia-compilacion" content="2"></head>'));
      const sw = join(copia, 'sw.js');
      const antes = readFileSync(sw, 'utf8');
      const despues = antes.replace(/(url:"index\.html",revision:")[^"]+"/, `$1e2e-${Date.now()}"`);
      expect(despues, 'sw.js no tiene la entrada de index.html en el precache').not.toBe(antes);
      writeFileSync(sw, despues);
    },
  };
};
