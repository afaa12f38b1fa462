/**
 * npm run seed -- --scale N [--years Y] [--reset]
 * Siembra los datos de demostración en DATABASE_URL (PostgreSQL) o, sin ella, en PGlite en DATA_DIR
 * (por defecto ./data). Con --years, Y años de historia cerrada (partes, fichajes, rondas, novedades, llaves,
 * caja y facturas) antes de los datos recientes. Aplica antes las migraciones. Sin --reset se niega a sembrar sobre una base que
 * ya tiene usuarios; con --reset la vacía primero (los dispositivos conectados volverán a descargar).
 * La demo generada se suelta colección a colección según se carga (sembrar con `consumir`); aun así, la escala
 * 100 × 3 años (12,6 millones de documentos) necesita más montón que el de Node por defecto:
 * NODE_OPTIONS=--max-old-space-size=12288 npm run seed -- --scale 100 --years 3.
 */
import { parseArgs } from 'node:util';
import { abrirDb } from '../db/abrir';
import { aplicarMigraciones } from '../db/migraciones';
import { sembrar, vaciar } from './cargar';
import { generarDemo } from './generador';

const USO = 'Uso: npm run seed -- --scale N [--years Y] [--reset]   (--years: años de historia, un número mayor que 0; admite decimales, 0.25 ≈ tres meses)';

const leerOpciones = (): { escala: number; anios: number | undefined; reset: boolean } => {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' }, years: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USO);
    process.exit(0);
  }
  const escala = Number(values.scale);
  if (!Number.isFinite(escala) || escala <= 0) throw new Error(`La escala debe ser un número mayor que 0. ${USO}`);
  const anios = values.years === undefined ? undefined : Number(values.years);
  if (anios !== undefined && (values.years?.trim() === '' || !Number.isFinite(anios) || anios <= 0)) {
    throw new Error(`Los años de historia deben ser un número mayor que 0 (se recibió «${values.years ?? ''}»). ${USO}`);
  }
  return { escala, anios, reset: values.reset };
};

const principal = async (): Promise<void> => {
  const { escala, anios, reset } = leerOpciones();
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? './data';
  console.log(databaseUrl ? 'Base de datos: PostgreSQL (DATABASE_URL)' : `Base de datos: PGlite en ${dataDir}`);
  const db = await abrirDb({ databaseUrl, dataDir });
  try {
    await aplicarMigraciones(db);
    if (reset) {
      await vaciar(db);
      console.log('Base de datos vaciada.');
    }
    const inicio = performance.now();
    const datos = await generarDemo(anios === undefined ? { escala } : { escala, anios });
    const generado = performance.now();
    const montonGenerado = process.memoryUsage().heapUsed;
    const resumen = await sembrar(db, datos, { soloSiVacio: true, consumir: true });
    if (!resumen) {
      console.error('La base de datos ya tiene usuarios: usa --reset para vaciarla y volver a sembrar.');
      process.exitCode = 1;
      return;
    }
    const fin = performance.now();
    const segundos = (ms: number): string => (ms / 1000).toFixed(1);
    console.log(`Escala ${escala}${anios === undefined ? '' : ` con ${anios} años de historia`}: ${resumen.documentos} documentos y ${resumen.usuarios} usuarios.`);
    for (const [c, n] of Object.entries(resumen.porColeccion)) console.log(`  ${c}: ${n}`);
    console.log(`Generado en ${segundos(generado - inicio)} s (${(montonGenerado / 2 ** 30).toFixed(1)} GiB de montón), cargado en ${segundos(fin - generado)} s (${Math.round(resumen.documentos / ((fin - generado) / 1000))} documentos/s).`);
  } finally {
    await db.cerrar();
  }
};

principal().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
