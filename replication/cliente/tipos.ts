/**
 * Tipos de la base de datos local, deducidos de los esquemas (schemas/index.ts): una colección RxDB por
 * entidad sincronizada más las locales `syncupload` (la cola) y `sync` (estado del pull). El método
 * `mutate` lo añade el plugin del motor (replication/cliente/plugin.ts).
 */
import type { RxCollection, RxDatabase } from 'rxdb';
import type { ColeccionCualquiera, DocDe } from '../../schemas';
import type { ResultadoMutate } from './contrato';
import type { MetodoMutacion, ParamsMutacion } from '../mutadores';

export type VigiaColecciones = { [C in ColeccionCualquiera]: RxCollection<DocDe<C>> };

export interface VigiaMetodos {
  /** Encola la mutación y la aplica en local (ver MotorSync.mutate). */
  mutate<M extends MetodoMutacion>(metodo: M, params: ParamsMutacion[M]): Promise<ResultadoMutate>;
}

export type VigiaDatabase = RxDatabase<VigiaColecciones> & VigiaMetodos;

/**
 * La colección de `c` con su tipo: `db[c]` con `c` genérico es la unión de todas las colecciones (TypeScript
 * no la estrecha), así que el acceso genérico pasa por aquí, una sola vez.
 */
export const coleccionDe = <C extends ColeccionCualquiera>(db: VigiaDatabase, c: C): RxCollection<DocDe<C>> =>
  db.collections[c] as unknown as RxCollection<DocDe<C>>;

/**
 * La colección de `c` cuando `c` es cualquiera (un valor de la unión, no un literal): sus documentos como
 * registros de campos. Con 50 colecciones, RxCollection de la unión de todos los documentos es un tipo
 * que TypeScript no puede representar (TS2590).
 */
export const coleccionSinTipo = (db: VigiaDatabase, c: ColeccionCualquiera): RxCollection<Record<string, unknown>> =>
  db.collections[c] as unknown as RxCollection<Record<string, unknown>>;
