/**
 * Formato del aviso que viaja por NOTIFY vigia_cambios entre procesos: el mayor seq confirmado, las
 * etiquetas afectadas y, si caben, las etiquetas de cada colección cambiada (así un stream solo avisa a
 * quien puede ver esa colección, issue 33). PostgreSQL limita el payload a 8000 bytes: si no caben las
 * colecciones se mandan solo las etiquetas, y si tampoco caben, '*' (avisar a todos los streams), que
 * también se acepta como payload suelto.
 */
import { z } from 'zod';
import type { Consulta } from '../db/tipos';
import { CANAL_CAMBIOS } from './registro';

export const TODAS = '*';
/** Bytes como mucho del payload con la lista de etiquetas (también en el SQL del sellador). */
export const MAX_PAYLOAD = 7000;

export interface Aviso {
  seq: number;
  ambito: readonly string[] | typeof TODAS;
  /** Las etiquetas de lo cambiado, por colección; sin ella, vale `ambito` para todas las colecciones. */
  colecciones?: Readonly<Record<string, readonly string[]>>;
}

const esquemaAviso = z.object({
  seq: z.number().int().min(0),
  ambito: z.union([z.literal(TODAS), z.array(z.string())]),
  colecciones: z.record(z.string(), z.array(z.string())).optional(),
});

const cabe = (texto: string): boolean => Buffer.byteLength(texto, 'utf8') <= MAX_PAYLOAD;

export const codificarAviso = (aviso: Aviso): string => {
  const completo = JSON.stringify(aviso);
  if (cabe(completo)) return completo;
  const sinColecciones = JSON.stringify({ seq: aviso.seq, ambito: aviso.ambito });
  return cabe(sinColecciones) ? sinColecciones : JSON.stringify({ seq: aviso.seq, ambito: TODAS });
};

/** null si el payload no es un aviso (se ignora). */
export const decodificarAviso = (payload: string): Aviso | null => {
  if (payload === TODAS) return { seq: 0, ambito: TODAS };
  try {
    const r = esquemaAviso.safeParse(JSON.parse(payload));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
};

/**
 * NOTIFY dentro de la transacción que escribió: PostgreSQL lo entrega solo si hace commit y justo
 * después, así que nunca se avisa de algo que se deshizo ni se pierde el aviso de algo confirmado.
 */
export const avisarEnTransaccion = async (q: Consulta, aviso: Aviso): Promise<void> => {
  await q.query('select pg_notify($1, $2)', [CANAL_CAMBIOS, codificarAviso(aviso)]);
};
