/**
 * La Tx de los mutadores sobre RxDB (ver replication/tx.ts): lecturas de la base de datos local y
 * volcado de los cambios de una TxEnMemoria con UNA escritura en bloque por colección (bulkUpsert para
 * lo escrito, bulkRemove para lo borrado), nunca documento a documento.
 */
import type { RxCollection } from 'rxdb';
import { esColeccion, esquemasSincronizados, type Coleccion, type DocDe } from '../../schemas';
import type { VigiaDatabase } from './tipos';
import { parseRef, type Doc } from '../tx';
import { comoDoc, type Cambios, type Lector } from './tx-memoria';

/**
 * La colección de un nombre que se conoce en tiempo de ejecución, con documentos genéricos. TypeScript
 * no puede representar la unión de las veinte colecciones; el tipo exacto se recupera con comoDoc.
 */
export const coleccionGenerica = (db: VigiaDatabase, c: Coleccion): RxCollection<Doc> => db.collections[c] as unknown as RxCollection<Doc>;

export const lectorRxdb = (db: VigiaDatabase): Lector => ({
  async get<C extends Coleccion>(c: C, id: string): Promise<DocDe<C> | null> {
    const d = await coleccionGenerica(db, c).findOne(id).exec();
    return d ? comoDoc(c, d.toMutableJSON()) : null;
  },
  async find<C extends Coleccion>(c: C, filtro: Record<string, string | number | boolean | null>): Promise<DocDe<C>[]> {
    const docs = await coleccionGenerica(db, c).find({ selector: filtro }).exec();
    return docs.map((d) => comoDoc(c, d.toMutableJSON()));
  },
});

/** Deja solo los campos del esquema (el servidor podría mandar campos que este dispositivo no conoce). */
export const soloEsquema = (c: Coleccion, doc: Doc): Doc => {
  const props = esquemasSincronizados[c].properties;
  const r: Doc = {};
  for (const k of Object.keys(doc)) if (Object.prototype.hasOwnProperty.call(props, k) && doc[k] !== undefined) r[k] = doc[k];
  return r;
};

interface PorColeccion {
  escribir: Doc[];
  borrar: string[];
}

/** Agrupa los cambios por colección. */
export const agruparCambios = (cambios: Cambios): Map<Coleccion, PorColeccion> => {
  const grupos = new Map<Coleccion, PorColeccion>();
  for (const [ref, doc] of cambios) {
    const { coleccion, id } = parseRef(ref);
    if (!esColeccion(coleccion)) continue;
    const g = grupos.get(coleccion) ?? { escribir: [], borrar: [] };
    if (doc) g.escribir.push(soloEsquema(coleccion, doc));
    else g.borrar.push(id);
    grupos.set(coleccion, g);
  }
  return grupos;
};

/** Vuelca los cambios: una bulkUpsert y una bulkRemove por colección. */
export const escribirCambios = async (db: VigiaDatabase, cambios: Cambios): Promise<void> => {
  for (const [c, g] of agruparCambios(cambios)) {
    if (g.escribir.length > 0) {
      const r = await coleccionGenerica(db, c).bulkUpsert(g.escribir);
      if (r.error.length > 0) throw new Error(`No se pudo guardar en ${c}: ${JSON.stringify(r.error[0])}`);
    }
    if (g.borrar.length > 0) {
      const r = await coleccionGenerica(db, c).bulkRemove(g.borrar);
      if (r.error.length > 0) throw new Error(`No se pudo borrar en ${c}: ${JSON.stringify(r.error[0])}`);
    }
  }
};

