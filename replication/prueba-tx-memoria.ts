/**
 * Una Tx en memoria para las pruebas unitarias de los mutadores: la misma interfaz que RxDB y SQL
 * (replication/tx.ts) sobre un Map, con la clave primaria de cada colección de schemas/index.ts. Sin
 * validación ni ámbitos: solo para comprobar la lógica de un mutador tal como corre en el dispositivo.
 */
import { claveDe, type Coleccion, type DocDe } from '../schemas';
import type { Doc, Tx } from './tx';

export interface TxMemoria extends Tx {
  /** Documentos guardados, por 'coleccion:id'. */
  readonly datos: Map<string, Doc>;
  /** Los documentos de una colección. */
  de(c: Coleccion): Doc[];
}

const ref = (c: Coleccion, id: string): string => `${c}:${id}`;

export const crearTxMemoria = (docs: Partial<{ [C in Coleccion]: DocDe<C>[] }> = {}): TxMemoria => {
  const datos = new Map<string, Doc>();
  const poner = (c: Coleccion, doc: Doc) => datos.set(ref(c, String(doc[claveDe(c)])), doc);
  for (const [c, lista] of Object.entries(docs) as [Coleccion, Doc[]][]) for (const d of lista) poner(c, d);
  const de = (c: Coleccion): Doc[] => [...datos].filter(([k]) => k.startsWith(`${c}:`)).map(([, d]) => d);
  // Los documentos se guardaron con el esquema de su colección (como en RxDB y SQL).
  const comoDoc = <C extends Coleccion>(_c: C, d: Doc): DocDe<C> => d as DocDe<C>;
  return {
    datos,
    de,
    get: async (c, id) => {
      const d = datos.get(ref(c, id));
      return d ? comoDoc(c, d) : null;
    },
    find: async (c, filtro) => de(c).filter((d) => Object.entries(filtro).every(([k, v]) => d[k] === v)).map((d) => comoDoc(c, d)),
    put: async (c, doc) => {
      poner(c, { ...doc });
    },
    remove: async (c, id) => {
      datos.delete(ref(c, id));
    },
  };
};
