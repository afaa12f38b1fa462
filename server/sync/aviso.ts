/**
 * Formato del aviso que viaja por NOTIFY vigia_cambios entre procesos: el mayor seq confirmado y las
 * etiquetas afectadas. PostgreSQL limita el payload a 8000 bytes: si la lista no cabe se manda '*'
 * (avisar a todos los streams), que también se acepta como payload suelto.
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
}

const esquemaAviso = z.object({
  seq: z.number().int().min(0),
  ambito: z.union([z.literal(TODAS), z.array(z.string())]),
});

export const codificarAviso = (aviso: Aviso): string => {
  const completo = JSON.stringify(aviso);
  return Buffer.byteLength(completo, 'utf8') <= MAX_PAYLOAD ? completo : JSON.stringify({ seq: aviso.seq, ambito: TODAS });
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
