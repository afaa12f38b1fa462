/**
 * npm run bench -- --solo composicion [--scales 10,100]: de qué está hecho el conjunto de trabajo de cada
 * usuario (técnico, comercial, supervisor) a cada escala, por colección, tal como se lo da `sync.pull`
 * (issue 13, punto 10: qué crece con la empresa y qué necesita de verdad un técnico sin conexión). Solo
 * el servidor, sin navegador: la misma base sembrada que usa el resto del bench (bench/out/datos-escala-N).
 * Con `edades` (años de historia de la demo, issue 32), cada escala se siembra también con esa edad
 * (bench/out/datos-escala-N-anios-Y, sembrada aquí con generarDemo({ escala, anios })) y sale, por usuario,
 * el crecimiento del conjunto de trabajo de la primera edad a la última (p. ej. 0,25 → 3 años); con ellas
 * solo se hace esa comparación, no la de la demo de siempre.
 */
import { join } from 'node:path';
import { crearServidor } from '../server/app';
import { abrirDb } from '../server/db/abrir';
import { aplicarMigraciones } from '../server/db/migraciones';
import { sembrar } from '../server/seed/cargar';
import { generarDemo } from '../server/seed/generador';
import { descargaCompleta, iniciarSesionApi } from '../tests/e2e/soporte/api';

interface OpcionesComposicion {
  out: string;
  escalas: readonly number[];
  usuarios: readonly string[];
  anotar: (que: string, cifra: string) => void;
  /** Años de historia de la demo que comparar (p. ej. [0.25, 3]); sin ellos, la demo de siempre. */
  edades?: readonly number[];
}

/** Siembra (si está vacía) la base de una escala con `anios` años de historia; devuelve su carpeta. */
const sembrarConEdad = async (out: string, escala: number, anios: number): Promise<string> => {
  const dataDir = join(out, `datos-escala-${escala}-anios-${anios}`);
  const db = await abrirDb({ dataDir });
  try {
    await aplicarMigraciones(db);
    const t0 = Date.now();
    const resumen = await sembrar(db, await generarDemo({ escala, anios }), { soloSiVacio: true });
    if (resumen) console.log(`  sembrada con ${anios} años: ${f(resumen.documentos)} documentos en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await db.cerrar();
  }
  return dataDir;
};

const f = (n: number): string => n.toLocaleString('es-ES');

/** Por usuario, colección → documentos que le da sync.pull desde la base de `dataDir`. */
const componer = async (dataDir: string, semilla: { escala: number } | false, etiqueta: string, usuarios: readonly string[], anotar: OpcionesComposicion['anotar']): Promise<Map<string, Map<string, number>>> => {
  const t0 = Date.now();
  const servidor = await crearServidor({ dataDir, puerto: 0, host: '127.0.0.1', semilla, registrar: false, csp: null });
  console.log(`  servidor listo en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const porUsuario = new Map<string, Map<string, number>>();
  try {
    for (const login of usuarios) {
      const { token } = await iniciarSesionApi(servidor.url, login);
      const t = Date.now();
      const todo = await descargaCompleta(servidor.url, token, { suscripciones: [] });
      const porColeccion = new Map([...todo].map(([c, docs]) => [c, docs.size] as const).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]));
      porUsuario.set(login, porColeccion);
      const total = [...porColeccion.values()].reduce((s, n) => s + n, 0);
      anotar(`${etiqueta} · ${login}: documentos (sync.pull desde Node, ${((Date.now() - t) / 1000).toFixed(1)} s)`, f(total));
      const mayores = [...porColeccion].slice(0, 8).map(([c, n]) => `${c} ${f(n)} (${((100 * n) / total).toFixed(0)} %)`);
      anotar(`${etiqueta} · ${login}: las colecciones más grandes`, mayores.join(', '));
    }
  } finally {
    await servidor.cerrar();
  }
  return porUsuario;
};

const suma = (m: ReadonlyMap<string, number> | undefined): number => [...(m ?? new Map<string, number>()).values()].reduce((s, n) => s + n, 0);

export const benchComposicion = async ({ out, escalas, usuarios, anotar, edades = [] }: OpcionesComposicion): Promise<void> => {
  // Con edades: por escala, el conjunto de trabajo de cada usuario con cada edad y su crecimiento.
  for (const escala of edades.length > 0 ? escalas : []) {
    const porEdad = new Map<number, Map<string, Map<string, number>>>();
    for (const anios of edades) {
      console.log(`\nC. Composición a escala ${escala} con ${anios} años de historia`);
      const dataDir = await sembrarConEdad(out, escala, anios);
      porEdad.set(anios, await componer(dataDir, false, `escala ${escala} × ${anios} años`, usuarios, anotar));
    }
    const [joven, vieja] = [edades[0], edades.at(-1)];
    if (joven === undefined || vieja === undefined || joven === vieja) continue;
    for (const login of usuarios) {
      const a = porEdad.get(joven)?.get(login);
      const b = porEdad.get(vieja)?.get(login);
      const crecen = [...(b ?? new Map<string, number>())]
        .map(([c, n]) => ({ c, antes: a?.get(c) ?? 0, despues: n }))
        .filter((x) => x.despues > x.antes)
        .sort((x, y) => y.despues - y.antes - (x.despues - x.antes))
        .slice(0, 8);
      anotar(
        `escala ${escala} · ${login}: conjunto de trabajo ${joven} → ${vieja} años`,
        `${f(suma(a))} → ${f(suma(b))} (${(suma(b) / Math.max(1, suma(a))).toFixed(2)}×); crecen ${crecen.map((x) => `${x.c} ${f(x.antes)} → ${f(x.despues)}`).join(', ') || 'ninguna'}`,
      );
    }
  }
  if (edades.length > 0) return;
  /** escala → usuario → colección → documentos */
  const cuentas = new Map<number, Map<string, Map<string, number>>>();
  for (const escala of escalas) {
    const dataDir = join(out, `datos-escala-${escala}`);
    console.log(`\nC. Composición a escala ${escala} (${dataDir})`);
    cuentas.set(escala, await componer(dataDir, { escala }, `escala ${escala}`, usuarios, anotar));
  }
  const [primera, ultima] = [escalas[0], escalas.at(-1)];
  if (primera === undefined || ultima === undefined || primera === ultima) return;
  console.log(`\nC. Crecimiento de escala ${primera} a ${ultima}, por colección (documentos)`);
  for (const login of usuarios) {
    const a = cuentas.get(primera)?.get(login) ?? new Map<string, number>();
    const b = cuentas.get(ultima)?.get(login) ?? new Map<string, number>();
    const filas = [...b].map(([c, n]) => ({ c, antes: a.get(c) ?? 0, despues: n })).sort((x, y) => y.despues - x.despues);
    const crecen = filas.filter((x) => x.antes === 0 || x.despues / x.antes > 1.5).slice(0, 10);
    const fijas = filas.filter((x) => x.antes > 0 && x.despues / x.antes <= 1.5).map((x) => x.c);
    anotar(
      `${login}: crecen con la empresa (${primera} → ${ultima})`,
      crecen.map((x) => `${x.c} ${f(x.antes)} → ${f(x.despues)}`).join(', ') || 'ninguna',
    );
    anotar(`${login}: no crecen (≤ 1,5×)`, fijas.join(', ') || 'ninguna');
  }
};
