/**
 * Cuánto cuesta reetiquetar una base entera (decisión 83): marca la base con una versión de etiquetas
 * anterior y corre reetiquetarSiHaceFalta, con el tiempo, el pico de memoria del proceso y las filas que
 * reescribe. En una base sembrada con las reglas de hoy no reescribe ninguna (solo lee y recalcula).
 * Uso: DATABASE_URL=postgres://… npx tsx scripts/medir-reetiquetar.ts [tanda]
 */
import { colecciones } from '../schemas';
import { abrirPostgres } from '../server/db/postgres';
import { reetiquetarSiHaceFalta, TANDA_REETIQUETAR } from '../server/sync/reetiquetar';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Falta DATABASE_URL');
const tanda = Number(process.argv[2] ?? TANDA_REETIQUETAR);
const db = await abrirPostgres(url);
try {
  // Los documentos: las filas de las tablas de las colecciones (estimadas por PostgreSQL; el registro no cuenta).
  const [n] = await db.query<{ n: string }>('select sum(n_live_tup)::text as n from pg_stat_user_tables where relname = any($1)', [[...colecciones]]);
  await db.query('update etiquetas_version set version = 1');
  let pico = 0;
  const vigilar = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage().rss);
  }, 200);
  const t0 = Date.now();
  const gc: unknown = Reflect.get(globalThis, 'gc');
  const r = await reetiquetarSiHaceFalta(db, tanda, ({ coleccion, hechas, total }) => {
    // Con --expose-gc, lo que sigue vivo tras cada colección (lo que el recorrido guarda para las siguientes).
    if (typeof gc === 'function') gc();
    if (typeof gc === 'function' || hechas % 10 === 0) console.log(`${hechas}/${total} ${coleccion}: montón usado ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  });
  clearInterval(vigilar);
  pico = Math.max(pico, process.memoryUsage().rss);
  console.log(
    `documentos (aprox.): ${n?.n ?? '?'}; reescritas: ${r?.reescritas ?? 'ninguna (ya al día)'}; ${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
      `pico de memoria (RSS): ${(pico / 2 ** 20).toFixed(0)} MiB; montón máximo: ${(Number(process.env.NODE_OPTIONS?.match(/max-old-space-size=(\d+)/)?.[1] ?? 0) || 'por defecto')}`,
  );
} finally {
  await db.cerrar();
}
