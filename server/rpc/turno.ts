/**
 * Ceder el turno al bucle de eventos durante el trabajo largo de una petición.
 *
 * PGlite ejecuta cada consulta dentro del proceso y la resuelve con promesas: una cadena de consultas
 * (un sync.pull son decenas, un lote cientos) corre entera en microtareas y no deja al bucle de
 * eventos leer sockets. Sin ceder, un lote pesado deja sin respuesta /salud y a los demás usuarios
 * hasta que termina. El despachador cede antes de cada llamada de un lote, y las lecturas pesadas
 * reciben en su contexto una Db que cede antes de cada consulta (con PostgreSQL real no cambia nada:
 * sus consultas ya esperan a la red).
 */
import type { Consulta, Db, Fila } from '../db/tipos';

/** Deja pasar la entrada y salida pendiente (sockets, temporizadores) antes de seguir. */
export const cederTurno = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const cediendo = new WeakMap<Db, Db>();

/** La misma base, pero cada consulta y cada transacción empiezan cediendo el turno. */
export const dbQueCede = (db: Db): Db => {
  const hecha = cediendo.get(db);
  if (hecha !== undefined) return hecha;
  const nueva: Db = {
    tipo: db.tipo,
    query: async <T extends Fila = Fila>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
      await cederTurno();
      return db.query<T>(sql, params);
    },
    transaccion: async <T>(fn: (q: Consulta, inicial: readonly Fila[]) => Promise<T>, inicio?: string, fin?: (resultado: T) => string | undefined): Promise<T> => {
      await cederTurno();
      return db.transaccion(fn, inicio, fin);
    },
    escuchar: (canal, fn) => db.escuchar(canal, fn),
    notificar: (canal, payload) => db.notificar(canal, payload),
    cerrar: () => db.cerrar(),
  };
  cediendo.set(db, nueva);
  return nueva;
};
