/**
 * La forma de un mutador (replication/mutadores/index.ts) y las piezas que comparten todos: un método RPC
 * encolable con su esquema de parámetros (zod), su descripción en español (la cola de subida), el permiso
 * y las apps que exige, y `aplicar`, que corre
 * sobre una Tx igual en el cliente (RxDB) que en el servidor (SQL).
 */
import type { z } from 'zod';
import { entidades, esquemasSincronizados, type Accion, type AppId, type Coleccion, type DocDe, type MutadorGenerico, type ObjetoPermiso } from '../schemas';
import { ErrorNegocio } from './errores';
import type { UsuarioSesion } from './sesion';
import type { HoraMutacion } from './hora-dispositivo';
import type { Doc, Tx } from './tx';

export interface ContextoMutacion {
  lado: 'cliente' | 'servidor';
  usuario: UsuarioSesion;
  /** Instante de la mutación (ISO), el de su creación en el dispositivo: igual en los dos lados. */
  ahora: string;
  /**
   * La hora del dispositivo juzgada (replication/hora-dispositivo.ts): la pone el ejecutor del servidor a
   * los mutadores que declaran `horaDispositivo`; sin ella (en el dispositivo), `horaDe` da la de `ahora`
   * sin juzgar.
   */
  hora?: HoraMutacion;
}

/**
 * De qué registro es un cambio hecho con un mutador con reglas, leído de sus parámetros: la cola de subida
 * lo nombra ('Parte PT-000200') y no lo repite entre sus datos.
 * - `{ coleccion, campo }`: el id del registro de `coleccion` va en el parámetro `campo`.
 * - `{ porIdtabla: true }`: el registro lo dicen los parámetros `idtabla` + `id` (ficheros, datos, correos).
 * `enDoc`: esos campos se leen de `params.doc` (el documento que sube el mutador), no de los parámetros.
 * Datos sin más: replication/ la comparten el cliente y el servidor.
 */
export type SobreRegistro =
  | { coleccion: Coleccion; campo: string; enDoc?: boolean }
  | { porIdtabla: true; enDoc?: boolean };

export interface Mutador<P = unknown, M extends string = string> {
  metodo: M;
  params: z.ZodType<P>;
  /**
   * Qué hace, dicho en español para quien lo hizo: la frase de la cola de subida ('Fichaje registrado',
   * 'Nota añadida'). Los genéricos la sacan de la entrada de su entidad (descripcionGenerica).
   */
  descripcion: string;
  /**
   * Solo en los que tienen reglas: de qué registro es el cambio (SobreRegistro). Los genéricos lo sacan de
   * su entidad. Sin él, la cola de subida no nombra ningún registro.
   */
  sobre?: SobreRegistro;
  /**
   * Solo en los que tienen reglas: la colección cuyos campos son sus parámetros (o su `doc`), para dar
   * nombre a su estado o su tipo en la cola de subida ('Entrada' de un fichaje, 'Imagen PNG' de un fichero)
   * y callar su propio id.
   */
  datosDe?: Coleccion;
  /** Solo en los genéricos (insertSync, updateSync, deleteSync): de qué entidad es y cuál de los tres. */
  generico?: { coleccion: Coleccion; accion: MutadorGenerico };
  permiso: { objeto: ObjetoPermiso; accion: Accion };
  apps: readonly AppId[];
  /**
   * El mutador escribe la hora del dispositivo como hora que cuenta en estas colecciones (fichajes, rondas,
   * partes de novedad, llaves, entregas): el servidor la sitúa en su reloj y la juzga antes de `aplicar`
   * (ctx.hora), y cada registro lleva su marca (`hora_fiable`, `motivo_hora`, `desfase_ms`).
   */
  horaDispositivo?: { colecciones: readonly Coleccion[] };
  aplicar(tx: Tx, p: P, ctx: ContextoMutacion): Promise<unknown>;
}

/**
 * Un mutador con su método y sus parámetros tipados (de ahí salen los tipos de `mutate`). Se guarda
 * como `Mutador<unknown>` solo en el registro por nombre, donde el tipo de cada uno ya no se usa.
 */
export const definirMutador = <const M extends string, P>(m: Mutador<P, M>): Mutador<P, M> => m;

/**
 * Hora del servidor al recibir un cambio (`recibido`/`frecibido` de rondas, partes de novedad, llaves,
 * fichajes y entregas): la pone solo el servidor; en el dispositivo es null y llega con la descarga.
 */
export const horaRecibido = (ctx: Pick<ContextoMutacion, 'lado'>): string | null => (ctx.lado === 'servidor' ? new Date().toISOString() : null);

/** Marca `actualizado` con el instante de la mutación en las entidades que lo tienen. */
export const sello = (c: Coleccion, doc: Doc, ahora: string): Doc =>
  'actualizado' in esquemasSincronizados[c].properties ? { ...doc, actualizado: ahora } : doc;

export const noExiste = (objeto: string, id: string): ErrorNegocio =>
  new ErrorNegocio('noExiste', `No existe el registro ${id} de ${objeto.replace(/_/g, ' ')}`);

/** El documento activo (estado > 0, si la colección lo tiene) de `c` con ese id, o «No existe el registro…» de su objeto. */
export const exigirActivo = async <C extends Coleccion>(tx: Tx, c: C, id: string): Promise<DocDe<C>> => {
  const doc = await tx.get(c, id);
  if (!doc || ('estado' in doc && doc.estado <= 0)) throw noExiste(entidades[c].objeto, id);
  return doc;
};

/** En el servidor, un alta cuyo id ya existe se rechaza (una subida repetida no duplica ni pisa nada). */
export const exigirNuevo = async (tx: Tx, c: Coleccion, id: string, ctx: { lado: 'cliente' | 'servidor' }): Promise<void> => {
  if (ctx.lado === 'servidor' && (await tx.get(c, id))) {
    throw new ErrorNegocio('yaExiste', `Ya existe el registro ${id} de ${entidades[c].objeto.replace(/_/g, ' ')}`);
  }
};

