/**
 * Piezas SQL del registro de cambios, compartidas por la Tx del servidor, el cargador de la demo,
 * el sellador y sync.pull.
 *
 * Orden de seq = orden de sellado, que sigue al de commit (sellador.ts): una escritura anota su fila en
 * `cambio` sin seq y el sellador la numera cuando ya está confirmada. Cuando un lector ve un cambio con
 * seq N, todo cambio que se confirme después recibirá un número mayor: paginar `seq > checkpoint` nunca
 * se salta uno. Los escritores no se esperan entre sí salvo por las filas que tocan (tx-sql.ts).
 */
import type { Coleccion } from '../../schemas';
import type { Consulta } from '../db/tipos';

/**
 * Cerrojo consultivo de la poda del registro de subidas ("vigia" en ASCII): cada mutación lo toma
 * compartido (lee el horizonte y busca su subida en sync_aplicado) y la poda exclusivo, para que una
 * subida olvidada no pase el horizonte viejo mientras se poda.
 */
export const BLOQUEO_PODA = 0x7669676961;

/** Canal de NOTIFY por el que se avisa a los streams de todos los procesos. */
export const CANAL_CAMBIOS = 'vigia_cambios';

/** Nombre de la tabla de una colección (solo nombres del registro, nunca texto del cliente). */
export const tabla = (c: Coleccion): string => `"${c}"`;

/** bigint de PostgreSQL: `pg` lo da como texto, PGlite como number o bigint. */
export const numero = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint' || typeof v === 'string') return Number(v);
  return 0;
};

/** El cerrojo de la poda en exclusiva (la poda y la carga de la semilla); cada mutación lo toma compartido (ejecutor.ts). */
export const bloquearPoda = async (q: Consulta): Promise<void> => {
  await q.query('select pg_advisory_xact_lock($1::bigint)', [BLOQUEO_PODA]);
};

/**
 * Reserva `n` números seguidos; devuelve el primero. Solo con el cerrojo del sellado tomado
 * (sellador.ts) hasta el commit: así nadie sella con números mayores antes de que se confirmen estos.
 */
export const reservarSeqs = async (q: Consulta, n: number): Promise<number> => {
  const [fila] = await q.query<{ seq: unknown }>(`select nextval('cambio_seq') as seq`);
  const primero = numero(fila?.seq);
  if (n > 1) await q.query(`select setval('cambio_seq', $1::bigint)`, [primero + n - 1]);
  return primero;
};

/** Anota un cambio sin seq: lo numera el sellador cuando la transacción ya está confirmada. */
export const anotarCambio = async (
  q: Consulta,
  cambio: { coleccion: Coleccion; id: string; ambito: readonly string[]; borrado: boolean },
): Promise<void> => {
  await q.query('insert into cambio (coleccion, id, ambito, borrado) values ($1, $2, $3::text[], $4)', [
    cambio.coleccion, cambio.id, cambio.ambito, cambio.borrado,
  ]);
};

/**
 * Anota de una vez los cambios de muchos documentos de una colección (reetiquetar.ts): como anotarCambio
 * cada uno, con las etiquetas en el orden dado, en una sola consulta.
 */
export const anotarCambios = async (q: Consulta, coleccion: Coleccion, cambios: readonly { id: string; ambito: readonly string[] }[]): Promise<void> => {
  if (cambios.length === 0) return;
  await q.query(
    `insert into cambio (coleccion, id, ambito, borrado)
     select $1, x.id, array(select e from jsonb_array_elements_text(x.ambito) with ordinality as a(e, n) order by n), false
     from jsonb_to_recordset($2::jsonb) as x(id text, ambito jsonb)`,
    [coleccion, JSON.stringify(cambios)],
  );
};

/**
 * Último seq sellado, que un lector puede usar como "foto": lo que se confirme después tendrá un número
 * mayor (ver arriba). Tras una poda el registro puede quedar vacío: vale el horizonte.
 */
export const seqConfirmado = async (q: Consulta): Promise<number> => {
  const [fila] = await q.query<{ seq: unknown }>(
    'select greatest((select max(seq) from cambio), (select hasta from cambio_poda)) as seq',
  );
  return numero(fila?.seq);
};

/**
 * Dónde empieza una foto: el último seq sellado y la instantánea, leídos en la misma sentencia (la misma
 * instantánea). Lo que esa instantánea no ve se confirma después y se sella con un número mayor.
 */
export const inicioFoto = async (q: Consulta): Promise<{ s: number; v: string }> => {
  const [fila] = await q.query<{ seq: unknown; v: string }>(
    'select greatest((select max(seq) from cambio), (select hasta from cambio_poda)) as seq, pg_current_snapshot()::text as v',
  );
  return { s: numero(fila?.seq), v: fila?.v ?? '' };
};

/** Hasta qué seq se ha podado el registro: un checkpoint anterior ya no puede seguirlo. */
export const horizontePoda = async (q: Consulta): Promise<number> => {
  const [fila] = await q.query<{ hasta: unknown }>('select hasta from cambio_poda');
  return numero(fila?.hasta);
};

/** Último número repartido por cambio_seq (0 si nunca se ha usado). */
export const ultimoSeqRepartido = async (q: Consulta): Promise<number> => {
  const [fila] = await q.query<{ last_value: unknown; is_called: unknown }>('select last_value, is_called from cambio_seq');
  return fila && fila.is_called === true ? numero(fila.last_value) : 0;
};
