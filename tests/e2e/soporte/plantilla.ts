/**
 * Plantilla de la base PGlite sembrada para las e2e: global-setup siembra la demo (escala 1) una vez en una
 * carpeta cuyo nombre depende del día y del código que decide su contenido (migraciones SQL, semilla,
 * esquemas); cada spec copia la carpeta en vez de sembrar al arrancar su servidor. El resultado es el
 * mismo que el de la siembra del primer arranque, en segundos en vez de decenas.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RAIZ = join(import.meta.dirname, '..', '..', '..');
const FUENTES = ['server/db/migraciones', 'server/seed', 'server/sync/ambito.ts', 'schemas'];

const ficheros = (ruta: string): string[] =>
  statSync(ruta).isDirectory() ? readdirSync(ruta).sort().flatMap((f) => ficheros(join(ruta, f))) : [ruta];

const hoy = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Carpeta de la plantilla para el código y el día actuales. */
export const rutaPlantilla = (): string => {
  const h = createHash('sha256').update(hoy());
  for (const f of FUENTES.flatMap((r) => ficheros(join(RAIZ, r)))) h.update(f).update(readFileSync(f));
  return join(tmpdir(), `vigia-e2e-plantilla-${h.digest('hex').slice(0, 16)}`);
};

/** Marca que deja global-setup cuando la siembra terminó bien. */
export const MARCA_LISTA = '.vigia-plantilla-lista';

/** Copia la plantilla en `destino` si está lista; false si no hay plantilla. */
export const copiarPlantilla = (destino: string): boolean => {
  const origen = rutaPlantilla();
  if (!existsSync(join(origen, MARCA_LISTA))) return false;
  cpSync(origen, destino, { recursive: true, filter: (f) => !f.endsWith(MARCA_LISTA) });
  return true;
};
