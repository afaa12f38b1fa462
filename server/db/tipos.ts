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
   * `literal`) que va junto al BEGIN en la misma ida y vuelta, antes de fn; fn recibe las filas de su
   * última sentencia (`inicial`; sin `inicio`, ninguna). En READ COMMITTED cada sentencia toma su propia
   * instantánea, también dentro de una misma ida y vuelta: una lectura que va detrás de un cerrojo ve lo
   * confirmado antes de obtenerlo. `fin`: lo que, según el resultado de fn, va junto al COMMIT en la
   * misma ida y vuelta (undefined: nada); si falla, ROLLBACK. Sus resultados no se devuelven.
   */
  transaccion<T>(fn: (q: Consulta, inicial: readonly Fila[]) => Promise<T>, inicio?: string, fin?: (resultado: T) => string | undefined): Promise<T>;
  /** LISTEN canal; devuelve la función que deja de escuchar. */
  escuchar(canal: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  notificar(canal: string, payload: string): Promise<void>;
  cerrar(): Promise<void>;
  /**
   * ¿Se llega a la base? Para `GET /salud`: en PostgreSQL va por una conexión propia, fuera del grupo de
   * conexiones de la carga (no espera detrás de ella), y falla si no contesta en `esperaMs`. Sin ella,
   * `query('select 1')`.
   */
  comprobar?(esperaMs: number): Promise<void>;
  /** Lo que espera a la base ahora mismo: peticiones de conexión en la cola del grupo (PostgreSQL). */
  carga?(): CargaDb;
}

export interface CargaDb {
  /** Quienes esperan a que el grupo les preste una conexión (todas ocupadas). */
  esperandoConexion: number;
  /** Conexiones prestadas ahora. */
  ocupadas: number;
}
