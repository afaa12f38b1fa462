/**
 * Acceso a PostgreSQL, igual sobre PGlite embebido (por defecto, datos en ./data) que sobre un servidor
 * real (DATABASE_URL). Un solo dialecto SQL para los dos.
 */
export type Fila = Record<string, unknown>;

export interface Consulta {
  query<T extends Fila = Fila>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Consulta {
  readonly tipo: 'pglite' | 'postgres';
  /**
   * Ejecuta fn dentro de BEGIN/COMMIT (ROLLBACK si lanza). `inicio`: SQL sin parámetros (los valores, con
   * `literal`) que va junto al BEGIN en la misma ida y vuelta, antes de fn. `fin`: lo que, según el
   * resultado de fn, va junto al COMMIT en la misma ida y vuelta (undefined: nada); si falla, ROLLBACK.
   * Sus resultados no se devuelven.
   */
  transaccion<T>(fn: (q: Consulta) => Promise<T>, inicio?: string, fin?: (resultado: T) => string | undefined): Promise<T>;
  /** LISTEN canal; devuelve la función que deja de escuchar. */
  escuchar(canal: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  notificar(canal: string, payload: string): Promise<void>;
  cerrar(): Promise<void>;
}
