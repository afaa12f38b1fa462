/**
 * Reglas de escritura de los mutadores genéricos (insertSync, updateSync, deleteSync): lo que una entidad
 * exige de su padre para dejarse escribir y lo que hay que recalcular después, declarado una vez por
 * colección. Lo aplican los genéricos de replication/mutadores/index.ts en los dos lados, así que una
 * línea de un presupuesto aceptado se rechaza igual en el dispositivo que en el servidor, y el total del
 * presupuesto se recalcula en la misma Tx que escribe la línea.
 *
 * Las reglas corren después de la escritura: en el servidor, `put`/`remove` comprueban antes el ámbito de
 * quien escribe, así que un mensaje de la regla nunca cuenta nada de un registro ajeno; si la regla lanza,
 * la Tx no deja nada escrito (en los dos lados).
 */
import type { Coleccion } from '../schemas';
import type { ContextoMutacion } from './mutador';
import type { Doc, Tx } from './tx';

export interface ReglaEscritura {
  /** El documento que decide: el padre por su clave ajena `campo` (o el propio documento si `campo` es su clave). */
  padre: { coleccion: Coleccion; campo: string };
  /** null si el padre deja escribir; si no, el mensaje del rechazo. */
  bloqueo(padre: Doc): string | null;
  /**
   * Lo que el propio documento (el que había al modificar, el nuevo al añadir) no deja hacer con los
   * genéricos: null si se puede; si no, el mensaje (el movimiento de caja de un cobro lo lleva el cobro).
   * Corre después de la escritura, como `bloqueo`: una referencia fuera del ámbito se rechaza antes.
   */
  documento?(doc: Doc): string | null;
  /** Al borrar (ya quitado en la Tx): null si se puede; si no, el mensaje (un subsistema con líneas). */
  antesDeBorrar?(tx: Tx, doc: Doc): Promise<string | null>;
  /** Después de escribir o borrar: recalcula lo que depende en el padre (el total de un presupuesto). */
  despues?(tx: Tx, idPadre: string, ctx: ContextoMutacion): Promise<void>;
  /**
   * Después de escribir o borrar, con el documento de antes (null en un alta) y el de después (null al
   * borrar): lo que el padre mantiene por diferencias sin leer a los hermanos (el saldo consolidado de una
   * caja; el dispositivo no tiene todos los movimientos). En el servidor, `antes` es el de su estado.
   */
  alEscribir?(tx: Tx, cambio: { antes: Doc | null; despues: Doc | null }, ctx: ContextoMutacion): Promise<void>;
}

export type ReglasEscritura = Partial<Record<Coleccion, ReglaEscritura>>;
