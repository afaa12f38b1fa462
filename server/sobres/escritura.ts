/**
 * Escribir documentos sincronizados fuera de una mutación, como el cartero (server/correo/cartero.ts): una
 * transacción con la Tx del servidor (las etiquetas de quien llama, o null: el propio servidor, para la
 * página de firma, que no tiene usuario) y, tras el commit, el sellador, para que el cambio llegue en
 * directo a las pestañas que lo ven. Un interbloqueo o conflicto de serialización se repite, como en
 * server/sync/ejecutor.ts.
 */
import type { Consulta, Db } from '../db/tipos';
import { REINTENTOS_CONFLICTO } from '../sync/ejecutor';
import { selladorDe } from '../sync/sellador';
import { crearTxSql, type OpcionesTxSql, type TxSql } from '../sync/tx-sql';

const esConflicto = (e: unknown): boolean => e instanceof Error && 'code' in e && (e.code === '40P01' || e.code === '40001');

export const escribir = async <T>(db: Db, opciones: OpcionesTxSql, fn: (tx: TxSql, q: Consulta) => Promise<T>): Promise<T> => {
  for (let intento = 1; ; intento++) {
    try {
      let escribio = false;
      const r = await db.transaccion(async (q) => {
        const tx = crearTxSql(q, opciones);
        const resultado = await fn(tx, q);
        escribio = tx.escribio();
        return resultado;
      });
      if (escribio) await selladorDe(db).sellar().catch((e: unknown) => console.error('Sellado tras escribir un sobre fallido (lo hará el temporizador):', e));
      return r;
    } catch (e) {
      if (!esConflicto(e) || intento >= REINTENTOS_CONFLICTO) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * intento));
    }
  }
};
