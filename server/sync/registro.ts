/**
 * Piezas SQL del registro de cambios, compartidas por la Tx del servidor, el cargador de la demo y
 * sync.pull.
 *
 * Orden de commit = orden de seq: toda transacción que escribe toma primero pg_advisory_xact_lock
 * (BLOQUEO_ESCRITURA) y solo después pide números a cambio_seq. El cerrojo se suelta al terminar la
 * transacción, así que cuando un lector ve un cambio con seq N ya están confirmados todos los de seq
 * menor: paginar `seq > checkpoint` nunca se salta uno que se confirme más tarde con un número menor.
 */
import type { Coleccion } from '../../schemas';
import type { Consulta } from '../db/tipos';

/** Clave del cerrojo consultivo de las escrituras sincronizadas ("vigia" en ASCII). */
export const BLOQUEO_ESCRITURA = 0x7669676961;

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

export const bloquearEscrituras = async (q: Consulta): Promise<void> => {
  await q.query('select pg_advisory_xact_lock($1::bigint)', [BLOQUEO_ESCRITURA]);
};

export const siguienteSeq = async (q: Consulta): Promise<number> => {
  const [fila] = await q.query<{ seq: unknown }>(`select nextval('cambio_seq') as seq`);
  return numero(fila?.seq);
};

/** Reserva `n` números seguidos (con el cerrojo tomado); devuelve el primero. */
export const reservarSeqs = async (q: Consulta, n: number): Promise<number> => {
  const primero = await siguienteSeq(q);
  if (n > 1) await q.query(`select setval('cambio_seq', $1::bigint)`, [primero + n - 1]);
  return primero;
};

export const anotarCambio = async (
  q: Consulta,
  cambio: { seq: number; coleccion: Coleccion; id: string; ambito: readonly string[]; borrado: boolean },
): Promise<void> => {
  await q.query('insert into cambio (seq, coleccion, id, ambito, borrado) values ($1, $2, $3, $4::text[], $5)', [
    cambio.seq, cambio.coleccion, cambio.id, cambio.ambito, cambio.borrado,
  ]);
};

/**
 * Último seq confirmado que un lector puede usar como "foto": todo lo que tiene un número menor o igual
 * ya está confirmado (ver arriba). Tras una poda el registro puede quedar vacío: vale el horizonte.
 */
export const seqConfirmado = async (q: Consulta): Promise<number> => {
  const [fila] = await q.query<{ seq: unknown }>(
    'select greatest((select max(seq) from cambio), (select hasta from cambio_poda)) as seq',
  );
  return numero(fila?.seq);
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
