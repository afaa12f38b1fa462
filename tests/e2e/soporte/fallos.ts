/**
 * Comprobaciones compartidas de las pruebas de fallos (tests/e2e/fallos*.spec.ts): encolar deprisa con
 * `motor.mutate` desde la página, contar lo aplicado en sync_aplicado, el historial exacto de escrituras
 * de partetrabajo con un disparador de prueba, exactamente-una-vez y percentiles para las cifras.
 */
import { expect, type Page } from '@playwright/test';
import type { ConexionBd } from './bd';

/** Con su tipo literal (no se ensancha a string dentro de un objeto): `mutate` solo acepta métodos que existen. */
export const METODO_UPDATE_PARTE = 'parteTrabajo.updateSync' as const;

/** Una mutación de la prueba: poner `observaciones` = texto en el parte `id`. */
export interface PasoParte {
  id: string;
  texto: string;
}

/**
 * Encola las mutaciones en orden con `window.vigia.motor.mutate` (trozos de `trozo` por evaluate) y
 * devuelve los idsync_upload en el mismo orden y la velocidad de cada trozo (mutaciones/s).
 */
export const encolar = async (pagina: Page, pasos: readonly PasoParte[], trozo = 500): Promise<{ ids: string[]; ms: number; velocidades: number[] }> => {
  const ids: string[] = [];
  const velocidades: number[] = [];
  const inicio = Date.now();
  for (let i = 0; i < pasos.length; i += trozo) {
    const t = Date.now();
    const parte = pasos.slice(i, i + trozo);
    const r = await pagina.evaluate(
      async ({ pasos, metodo }) => {
        const vigia = window.vigia;
        if (!vigia) throw new Error('window.vigia no está disponible');
        const salida: string[] = [];
        for (const p of pasos) salida.push((await vigia.motor.mutate(metodo, { id: p.id, cambios: { observaciones: p.texto } })).idsync_upload);
        return salida;
      },
      { pasos: parte, metodo: METODO_UPDATE_PARTE },
    );
    ids.push(...r);
    velocidades.push(Math.round((parte.length * 1000) / Math.max(1, Date.now() - t)));
  }
  return { ids, ms: Date.now() - inicio, velocidades };
};

/** Plan de `porParte` pasos ('<prefijo> 1'..'<prefijo> n') por parte, intercalados al azar entre partes. */
export const planIntercalado = (partes: readonly string[], porParte: number, prefijo: string, aleatorio: () => number): PasoParte[] => {
  const hechos = new Map(partes.map((id) => [id, 0]));
  const plan: PasoParte[] = [];
  while (plan.length < partes.length * porParte) {
    const abiertos = [...hechos].filter(([, n]) => n < porParte);
    const elegido = abiertos[Math.floor(aleatorio() * abiertos.length)];
    if (!elegido) throw new Error('plan imposible');
    hechos.set(elegido[0], elegido[1] + 1);
    plan.push({ id: elegido[0], texto: `${prefijo} ${elegido[1] + 1}` });
  }
  return plan;
};

export const contarAplicados = async (bd: ConexionBd, ids: readonly string[]): Promise<number> => {
  const [fila] = await bd.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])', [ids]);
  return fila?.n ?? 0;
};

/** Disparador de prueba: anota cada escritura de partetrabajo (id, observaciones) en orden de ejecución. */
export const instalarHistorial = async (bd: ConexionBd): Promise<void> => {
  await bd.query(`CREATE TABLE IF NOT EXISTS e2e_historial (
    n bigserial PRIMARY KEY, id text NOT NULL, observaciones text, momento timestamptz NOT NULL DEFAULT clock_timestamp())`);
  await bd.query(`CREATE OR REPLACE FUNCTION e2e_anotar() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO e2e_historial (id, observaciones) VALUES (NEW.id, NEW.doc->>'observaciones'); RETURN NULL; END $$`);
  await bd.query('DROP TRIGGER IF EXISTS e2e_anotar ON partetrabajo');
  await bd.query('CREATE TRIGGER e2e_anotar AFTER INSERT OR UPDATE ON partetrabajo FOR EACH ROW EXECUTE FUNCTION e2e_anotar()');
};

/**
 * Exactamente una vez: cada id de `ids` está una sola vez en sync_aplicado, con el método esperado, y
 * el usuario no tiene ninguna otra mutación aplicada desde `desde` salvo las de `ids`. Devuelve las
 * entregas repetidas que absorbió el servidor (suma de entregas − 1).
 */
export const comprobarUnaVez = async (bd: ConexionBd, ids: readonly string[], idusuario: string, desde: Date, metodo = METODO_UPDATE_PARTE): Promise<number> => {
  const filas = await bd.query<{ id: string; metodo: string; entregas: number }>(
    'SELECT idsync_upload AS id, metodo, entregas FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])',
    [ids],
  );
  expect(filas.length, 'mutaciones aplicadas en el servidor').toBe(ids.length);
  expect(new Set(filas.map((f) => f.id)).size).toBe(ids.length);
  expect(filas.filter((f) => f.metodo !== metodo)).toEqual([]);
  expect(filas.filter((f) => Number(f.entregas) < 1)).toEqual([]);
  const otras = await bd.query<{ id: string }>(
    'SELECT idsync_upload AS id FROM sync_aplicado WHERE idusuario = $1 AND aplicado >= $2 AND NOT (idsync_upload = ANY($3::text[]))',
    [idusuario, desde, ids],
  );
  expect(otras, 'ninguna otra mutación de ese usuario aplicada').toEqual([]);
  return filas.reduce((s, f) => s + Number(f.entregas) - 1, 0);
};

/** Cada parte del plan se escribió en el servidor exactamente con sus pasos, en orden y sin repetir. */
export const comprobarHistorial = async (bd: ConexionBd, plan: readonly PasoParte[]): Promise<void> => {
  const partes = [...new Set(plan.map((p) => p.id))];
  const esperado = new Map<string, string[]>(partes.map((id) => [id, []]));
  for (const p of plan) esperado.get(p.id)?.push(p.texto);
  const historial = await bd.query<{ id: string; observaciones: string | null }>(
    'SELECT id, observaciones FROM e2e_historial WHERE id = ANY($1::text[]) ORDER BY n',
    [partes],
  );
  const visto = new Map<string, (string | null)[]>(partes.map((id) => [id, []]));
  const textos = new Set(plan.map((p) => p.texto));
  // Solo las escrituras de esta prueba (otras pruebas del fichero pueden escribir los mismos partes).
  for (const h of historial) if (h.observaciones !== null && textos.has(h.observaciones)) visto.get(h.id)?.push(h.observaciones);
  expect(Object.fromEntries(visto), 'escrituras por parte en el servidor, en orden de aplicación').toEqual(Object.fromEntries(esperado));
};

/** Percentil (0..100) por el método del rango más cercano. */
export const percentil = (valores: readonly number[], p: number): number => {
  if (valores.length === 0) return Number.NaN;
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.max(0, Math.ceil((p / 100) * orden.length) - 1))] ?? Number.NaN;
};

/**
 * Cambia un documento en el servidor como lo haría una escritura sincronizada: la fila (con la
 * transacción que la escribe en `escrito`) y su cambio en el registro sin seq; después, el sellado
 * (server/sync/sellador.ts: su cerrojo y el número) y el aviso. `condicion` elige la fila con $1 =
 * `clave`; `expresion` es el documento nuevo a partir de `doc`, con $2 = `valor`.
 */
export const cambiarDocumento = async (
  bd: ConexionBd,
  tabla: string,
  fila: { condicion: string; clave: string },
  cambio: { expresion: string; valor: string },
): Promise<void> => {
  const enTransaccion = async (fn: () => Promise<void>): Promise<void> => {
    await bd.query('BEGIN');
    try {
      await fn();
      await bd.query('COMMIT');
    } catch (e) {
      await bd.query('ROLLBACK');
      throw e;
    }
  };
  await enTransaccion(async () => {
    const filas = await bd.query<{ id: string; ambito: string[] }>(
      `UPDATE "${tabla}" SET doc = ${cambio.expresion}, escrito = pg_current_xact_id() WHERE ${fila.condicion} RETURNING id, ambito`,
      [fila.clave, cambio.valor],
    );
    const actualizada = filas[0];
    if (!actualizada) throw new Error(`No existe ${tabla} ${fila.clave}`);
    await bd.query('INSERT INTO cambio (coleccion, id, ambito, borrado) VALUES ($1, $2, $3::text[], false)', [tabla, actualizada.id, actualizada.ambito]);
  });
  await enTransaccion(async () => {
    await bd.query('SELECT pg_advisory_xact_lock($1::bigint)', [0x7669676973]);
    await bd.query(`UPDATE cambio SET seq = nextval('cambio_seq') WHERE seq IS NULL`);
  });
  await bd.query(`SELECT pg_notify('vigia_cambios', '*')`);
};

/** Cambia un parámetro en el servidor como lo haría una escritura sincronizada. */
export const fijarParametro = (bd: ConexionBd, clave: string, valor: string): Promise<void> =>
  cambiarDocumento(bd, 'parametro', { condicion: "doc->>'clave' = $1", clave }, { expresion: "jsonb_set(doc, '{valor}', to_jsonb($2::text))", valor });

/** Instante del servidor de base de datos (para filtrar sync_aplicado.aplicado sin depender de relojes). */
export const ahoraBd = async (bd: ConexionBd): Promise<Date> => {
  const [fila] = await bd.query<{ ahora: Date }>('SELECT now() AS ahora');
  return fila?.ahora ?? new Date();
};
