/**
 * Tx en memoria sobre un lector: las lecturas ven primero lo escrito en esta Tx y después el lector
 * (RxDB, o el estado del servidor); las escrituras se quedan en `cambios` ('coleccion:id' → documento,
 * o null si se borró) hasta que alguien las vuelca de una vez (escribirCambios en tx-rxdb.ts).
 *
 * Así un mutador que lanza a medias no deja nada escrito, y el rebase corre los mutadores pendientes
 * encima del estado del servidor sin tocar la base de datos hasta la única escritura en bloque.
 */
import { claveDe, derivar, type Coleccion, type DocDe } from '../../schemas';
import { refDoc, type Doc, type Filtro, type Tx } from '../tx';

export type Lector = Pick<Tx, 'get' | 'find'>;

/** Cambios por referencia: el documento completo, o null si se borra. */
export type Cambios = Map<string, Doc | null>;

/** Un Doc visto como el documento tipado de su colección (los mutadores trabajan con DocDe). */
export const comoDoc = <C extends Coleccion>(_c: C, d: Doc): DocDe<C> => d as DocDe<C>;

export const cumpleFiltro = (doc: Doc, filtro: Filtro): boolean => Object.entries(filtro).every(([k, v]) => (doc[k] ?? null) === v);

const copia = (d: Doc): Doc => structuredClone(d);

export class TxEnMemoria implements Tx {
  readonly cambios: Cambios;
  private readonly base: Lector;

  constructor(base: Lector, iniciales?: Cambios) {
    this.base = base;
    this.cambios = new Map(iniciales ?? []);
  }

  async get<C extends Coleccion>(c: C, id: string): Promise<DocDe<C> | null> {
    const ref = refDoc(c, id);
    if (this.cambios.has(ref)) {
      const d = this.cambios.get(ref);
      return d ? comoDoc(c, copia(d)) : null;
    }
    return this.base.get(c, id);
  }

  async find<C extends Coleccion>(c: C, filtro: Filtro): Promise<DocDe<C>[]> {
    const clave = claveDe(c);
    const prefijo = `${c}:`;
    const deBase = (await this.base.find(c, filtro)).filter((d) => !this.cambios.has(refDoc(c, String((d as Doc)[clave]))));
    const propios: DocDe<C>[] = [];
    for (const [ref, d] of this.cambios) {
      if (d && ref.startsWith(prefijo) && cumpleFiltro(d, filtro)) propios.push(comoDoc(c, copia(d)));
    }
    return [...deBase, ...propios];
  }

  async put<C extends Coleccion>(c: C, doc: DocDe<C>): Promise<void> {
    const d = derivar(c, copia(doc as Doc));
    this.cambios.set(refDoc(c, String(d[claveDe(c)])), d);
  }

  async remove(c: Coleccion, id: string): Promise<void> {
    this.cambios.set(refDoc(c, id), null);
  }
}
