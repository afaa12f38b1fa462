/**
 * La transacción sobre la que corren los mutadores, igual en los dos lados: en el cliente la implementa
 * RxDB (replication/cliente/tx-rxdb.ts), en el servidor SQL dentro de una transacción
 * (server/sync/tx-sql.ts). Un mutador solo ve esta interfaz, así que el mismo código aplica el cambio
 * en local al instante y después, exactamente una vez, en el servidor.
 */
import { claveDe, type Coleccion, type DocDe } from '../schemas';

export type Doc = Record<string, unknown>;
export type Filtro = Record<string, string | number | boolean | null>;

/**
 * Cómo lee `get` un documento que quien escribe no tiene en su ámbito (solo el servidor lo mira): por
 * defecto es un error de permiso; `comoReferencia` lo lee como lo que va a fijar la clave ajena `campo`
 * de `coleccion`, con el alcance de esa referencia (`referenciaEnDelegacion`, server/sync/ambito.ts).
 */
export interface OpcionesGet {
  comoReferencia?: { coleccion: Coleccion; campo: string };
}

export interface Tx {
  /**
   * El documento, o null si no existe. En el servidor, uno que existe fuera del ámbito de quien escribe
   * es el mismo error de permiso que escribirlo, antes de que el mutador pueda mirar nada de él.
   */
  get<C extends Coleccion>(c: C, id: string, opciones?: OpcionesGet): Promise<DocDe<C> | null>;
  /** Documentos cuyos campos igualan el filtro (igualdad simple; pensado para hijos de un padre). */
  find<C extends Coleccion>(c: C, filtro: Filtro): Promise<DocDe<C>[]>;
  /** Inserta o reemplaza el documento completo (los campos derivados se recalculan al escribir). */
  put<C extends Coleccion>(c: C, doc: DocDe<C>): Promise<void>;
  remove(c: Coleccion, id: string): Promise<void>;
  /**
   * Guarda el contenido de un fichero (base64). Solo la implementa el servidor (tabla fichero_contenido);
   * en el dispositivo el contenido ya está como adjunto RxDB antes de encolar, así que no hace falta.
   */
  guardarContenido?(idfichero: string, tipo: string, base64: string): Promise<void>;
}

/** Referencia 'coleccion:id' de un documento tocado por una mutación. */
export const refDoc = (c: Coleccion, id: string): string => `${c}:${id}`;
export const parseRef = (ref: string): { coleccion: string; id: string } => {
  const i = ref.indexOf(':');
  return { coleccion: ref.slice(0, i), id: ref.slice(i + 1) };
};

/** Envuelve una Tx y anota qué documentos escribe (para el rebase y la protección de lo pendiente). */
export const conRegistro = (tx: Tx): { tx: Tx; tocados: Set<string> } => {
  const tocados = new Set<string>();
  const envuelta: Tx = {
    get: (c, id, o) => tx.get(c, id, o),
    find: (c, f) => tx.find(c, f),
    put: async (c, doc) => {
      tocados.add(refDoc(c, String((doc as Doc)[claveDe(c)])));
      await tx.put(c, doc);
    },
    remove: async (c, id) => {
      tocados.add(refDoc(c, id));
      await tx.remove(c, id);
    },
    ...(tx.guardarContenido ? { guardarContenido: tx.guardarContenido.bind(tx) } : {}),
  };
  return { tx: envuelta, tocados };
};
