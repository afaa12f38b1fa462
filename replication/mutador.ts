/**
 * La forma de un mutador (replication/mutadores.ts) y las piezas que comparten todos: un método RPC
 * encolable con su esquema de parámetros (zod), el permiso y las apps que exige, y `aplicar`, que corre
 * sobre una Tx igual en el cliente (RxDB) que en el servidor (SQL).
 */
import type { z } from 'zod';
import { esquemasSincronizados, type Accion, type AppId, type Coleccion } from '../schemas';
import { ErrorNegocio } from './errores';
import type { UsuarioSesion } from './sesion';
import type { Doc, Tx } from './tx';

export interface ContextoMutacion {
  lado: 'cliente' | 'servidor';
  usuario: UsuarioSesion;
  /** Instante de la mutación (ISO), el de su creación en el dispositivo: igual en los dos lados. */
  ahora: string;
}

export interface Mutador<P = unknown> {
  metodo: string;
  params: z.ZodType<P>;
  permiso: { objeto: string; accion: Accion };
  apps: readonly AppId[];
  aplicar(tx: Tx, p: P, ctx: ContextoMutacion): Promise<unknown>;
}

export const definirMutador = <P>(m: Mutador<P>): Mutador<unknown> => m as unknown as Mutador<unknown>;

/** Marca `actualizado` con el instante de la mutación en las entidades que lo tienen. */
export const sello = (c: Coleccion, doc: Doc, ahora: string): Doc =>
  'actualizado' in esquemasSincronizados[c].properties ? { ...doc, actualizado: ahora } : doc;

export const noExiste = (objeto: string, id: string): ErrorNegocio =>
  new ErrorNegocio('noExiste', `No existe el registro ${id} de ${objeto.replace(/_/g, ' ')}`);

