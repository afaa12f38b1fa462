/**
 * Recalcular las etiquetas de ámbito guardadas cuando cambian las reglas (issue 32: el mes de la historia,
 * decisión 70). Al arrancar, si la base tiene una versión de etiquetas anterior a VERSION_ETIQUETAS, lee
 * todos los documentos, les calcula las etiquetas con las reglas de hoy (ambito-datos.ts, en memoria, como
 * la carga de la demo) y reescribe las filas que cambian, cada una con su cambio en el registro (etiquetas
 * de antes y de después): el dispositivo que tenía un documento que ya no baja lo recibe en `eliminados`.
 * Una transacción con un cerrojo propio: dos procesos que arrancan a la vez lo hacen una sola vez.
 */
import { colecciones, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import type { Db } from '../db/tipos';
import { mismasEtiquetas, unionEtiquetas } from './ambito';
import { etiquetarDocumentos } from './ambito-datos';
import { anotarCambio, tabla } from './registro';
import { sellarCambios } from './sellador';

/** 1: las etiquetas de siempre; 2: con el mes de la historia; 3: los movimientos de caja también son historia. */
export const VERSION_ETIQUETAS = 3;
const CERROJO_REETIQUETAR = 0x7669676962;

export const reetiquetarSiHaceFalta = async (db: Db): Promise<{ reescritas: number } | null> => {
  const hecho = await db.transaccion(async (q) => {
    await q.query('select pg_advisory_xact_lock($1)', [CERROJO_REETIQUETAR]);
    const [v] = await q.query<{ version: number }>('select version from etiquetas_version');
    if ((v?.version ?? 0) >= VERSION_ETIQUETAS) return null;
    const docs: Partial<Record<Coleccion, Doc[]>> = {};
    const guardadas = new Map<string, string[]>();
    for (const c of colecciones) {
      const filas = await q.query<{ id: string; doc: Doc; ambito: string[] }>(`select id, doc, ambito from ${tabla(c)}`);
      docs[c] = filas.map((f) => f.doc);
      for (const f of filas) guardadas.set(`${c}:${f.id}`, f.ambito);
    }
    const calculadas = etiquetarDocumentos(docs);
    let reescritas = 0;
    for (const c of colecciones) {
      for (const [id, nuevas] of calculadas.get(c) ?? []) {
        const antes = guardadas.get(`${c}:${id}`);
        if (!antes || mismasEtiquetas(antes, nuevas)) continue;
        await q.query(`update ${tabla(c)} set ambito = $2::text[], escrito = pg_current_xact_id() where id = $1`, [id, nuevas]);
        await anotarCambio(q, { coleccion: c, id, ambito: unionEtiquetas(antes, nuevas), borrado: false });
        reescritas += 1;
      }
    }
    await q.query('update etiquetas_version set version = $1', [VERSION_ETIQUETAS]);
    return { reescritas };
  });
  if (hecho && hecho.reescritas > 0) await sellarCambios(db);
  return hecho;
};
