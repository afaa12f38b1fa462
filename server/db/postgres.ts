/**
 * Db sobre un servidor PostgreSQL real (DATABASE_URL) con un pool de pg. Cada transacción toma su
 * propia conexión del pool. LISTEN va por una conexión dedicada que se reconecta sola (con espera
 * creciente) si se cae y vuelve a escuchar todos sus canales; así varios procesos del servidor se
 * avisan entre sí con NOTIFY. Los tipos se leen igual que en PGlite (comun.ts, pglite.ts).
 * La conexión de escucha es una sola y la usan a la vez todos los que empiezan o dejan de escuchar: sus
 * LISTEN/UNLISTEN van en fila (`enFila`), uno tras otro, en vez de apilarse sobre una consulta en curso
 * (pg lo desaconseja y lo quitará en pg@9).
 * `comprobar` (GET /salud) usa otra conexión propia, que no espera en la cola del pool cuando la carga lo
 * tiene lleno; `carga` dice cuántos esperan conexión (server/http/admision.ts).
 */
import pg from 'pg';
import { comprobarFueraDeTransaccion, enTransaccion, validarCanal } from './comun';
import type { Consulta, Db, Fila } from './tipos';

const OID_INT8 = 20;
const OID_DATE = 1082;
const ESPERA_INICIAL_MS = 250;
const ESPERA_MAXIMA_MS = 15_000;

/** Como PGlite: int8 como number si cabe sin perder precisión (si no, bigint); date como texto. */
const tipos = new pg.TypeOverrides();
tipos.setTypeParser(OID_INT8, (x: string) => {
  const n = BigInt(x);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
});
tipos.setTypeParser(OID_DATE, (x: string) => x);

const consultar = async <T extends Fila>(c: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<T[]> => {
  const resultado: pg.QueryResult<T> | pg.QueryResult<T>[] =
    params === undefined || params.length === 0 ? await c.query<T>(sql) : await c.query<T>(sql, [...params]);
  // Varias sentencias sin parámetros devuelven un resultado por sentencia.
  const ultimo = Array.isArray(resultado) ? resultado.at(-1) : resultado;
  return ultimo?.rows ?? [];
};

type Oyente = (payload: string) => void;

export const abrirPostgres = async (url: string): Promise<Db> => {
  const pool = new pg.Pool({ connectionString: url, types: tipos, application_name: 'vigia' });
  pool.on('error', (error) => console.error('Conexión inactiva de PostgreSQL perdida:', error.message));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    const detalle = error instanceof Error ? error.message : String(error);
    throw new Error(`No se puede conectar a PostgreSQL (DATABASE_URL): ${detalle}`, { cause: error });
  }

  const oyentes = new Map<string, Set<Oyente>>();
  let escucha: pg.Client | null = null;
  let conectando: Promise<pg.Client> | null = null;
  let temporizador: NodeJS.Timeout | null = null;
  let espera = ESPERA_INICIAL_MS;
  let cerrada = false;
  /** La última orden mandada a la conexión de escucha: la siguiente espera a que termine. */
  let fila: Promise<unknown> = Promise.resolve();

  const enFila = (c: pg.Client, sql: string): Promise<unknown> => {
    const orden = fila.then(() => c.query(sql));
    fila = orden.catch(() => undefined);
    return orden;
  };

  const repartir = (canal: string, payload: string): void => {
    for (const fn of oyentes.get(canal) ?? []) {
      try {
        fn(payload);
      } catch (error) {
        console.error(`Error en el oyente del canal ${canal}:`, error);
      }
    }
  };

  const perdida = (c: pg.Client): void => {
    if (escucha !== c) return;
    escucha = null;
    if (!cerrada && oyentes.size > 0) programarReconexion();
  };

  const conectarEscucha = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url, types: tipos, application_name: 'vigia-escucha' });
    c.on('notification', (m) => repartir(m.channel, m.payload ?? ''));
    c.on('error', (error) => {
      console.error('Conexión de escucha de PostgreSQL perdida:', error.message);
      perdida(c);
    });
    c.on('end', () => perdida(c));
    await c.connect();
    // Conexión nueva, fila nueva: lo que quedara en la de la conexión perdida no la retrasa.
    fila = Promise.resolve();
    for (const canal of oyentes.keys()) await enFila(c, `LISTEN ${canal}`);
    return c;
  };

  const obtenerEscucha = (): Promise<pg.Client> => {
    if (escucha !== null) return Promise.resolve(escucha);
    conectando ??= conectarEscucha().then(
      (c) => {
        conectando = null;
        if (cerrada) {
          void c.end();
          throw new Error('La base de datos está cerrada');
        }
        escucha = c;
        espera = ESPERA_INICIAL_MS;
        return c;
      },
      (error: unknown) => {
        conectando = null;
        throw error;
      },
    );
    return conectando;
  };

  const programarReconexion = (): void => {
    if (temporizador !== null || cerrada) return;
    temporizador = setTimeout(() => {
      temporizador = null;
      obtenerEscucha().catch((error: unknown) => {
        console.error('No se puede volver a escuchar en PostgreSQL:', error instanceof Error ? error.message : error);
        espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
        programarReconexion();
      });
    }, espera);
    temporizador.unref();
  };

  /** La conexión de GET /salud (perezosa: se abre en la primera comprobación y se tira si falla). */
  let salud: pg.Client | null = null;
  let comprobando: Promise<void> | null = null;

  const tirarSalud = (c: pg.Client): void => {
    if (salud === c) salud = null;
    void c.end().catch(() => undefined);
  };

  const comprobarUnaVez = async (esperaMs: number): Promise<void> => {
    if (cerrada) throw new Error('La base de datos está cerrada');
    let c = salud;
    if (c === null) {
      const nueva = new pg.Client({ connectionString: url, types: tipos, application_name: 'vigia-salud', connectionTimeoutMillis: esperaMs, query_timeout: esperaMs });
      nueva.on('error', () => tirarSalud(nueva));
      nueva.on('end', () => {
        if (salud === nueva) salud = null;
      });
      try {
        await nueva.connect();
      } catch (error) {
        tirarSalud(nueva);
        throw error;
      }
      if (cerrada) {
        tirarSalud(nueva);
        throw new Error('La base de datos está cerrada');
      }
      salud = nueva;
      c = nueva;
    }
    try {
      await c.query('SELECT 1');
    } catch (error) {
      // Sin respuesta a tiempo o conexión rota: la siguiente comprobación abre otra.
      tirarSalud(c);
      throw error;
    }
  };

  return {
    tipo: 'postgres',
    // Las comprobaciones que llegan mientras otra está en curso esperan su resultado (una consulta a la vez).
    comprobar: (esperaMs) =>
      (comprobando ??= comprobarUnaVez(esperaMs).finally(() => {
        comprobando = null;
      })),
    carga: () => ({ esperandoConexion: pool.waitingCount, ocupadas: pool.totalCount - pool.idleCount }),
    query: <T extends Fila = Fila>(sql: string, params?: readonly unknown[]) => {
      comprobarFueraDeTransaccion();
      return consultar<T>(pool, sql, params);
    },
    transaccion: async <T>(fn: (q: Consulta, inicial: readonly Fila[]) => Promise<T>, inicio?: string, fin?: (resultado: T) => string | undefined): Promise<T> => {
      comprobarFueraDeTransaccion();
      const cliente = await pool.connect();
      let rota: Error | undefined;
      // Mientras la conexión está prestada, el pool no escucha sus errores: sin este oyente un reinicio
      // de PostgreSQL a mitad de transacción tumbaría el proceso ('Unhandled error event'). La consulta
      // en curso falla igual y la conexión se descarta al devolverla.
      const alError = (error: Error): void => {
        rota ??= error;
      };
      cliente.on('error', alError);
      try {
        // Con `inicio`, una sola ida y vuelta para el BEGIN y lo primero (protocolo simple, varias sentencias).
        const inicial = await consultar(cliente, inicio === undefined ? 'BEGIN' : `BEGIN; ${inicio}`);
        const q: Consulta = { query: <R extends Fila = Fila>(sql: string, params?: readonly unknown[]) => consultar<R>(cliente, sql, params) };
        const resultado = await enTransaccion(() => fn(q, inicial));
        const antesDelCommit = fin?.(resultado);
        // Si la sentencia de `fin` falla, PostgreSQL no ejecuta el COMMIT que la sigue: el catch deshace.
        await cliente.query(antesDelCommit === undefined ? 'COMMIT' : `${antesDelCommit}; COMMIT`);
        return resultado;
      } catch (error) {
        await cliente.query('ROLLBACK').catch((e: unknown) => {
          rota = e instanceof Error ? e : new Error(String(e));
        });
        throw error;
      } finally {
        cliente.off('error', alError);
        cliente.release(rota);
      }
    },
    escuchar: async (canal, fn) => {
      validarCanal(canal);
      const conjunto = oyentes.get(canal) ?? new Set<Oyente>();
      const nuevo = conjunto.size === 0;
      conjunto.add(fn);
      oyentes.set(canal, conjunto);
      try {
        const c = await obtenerEscucha();
        if (nuevo) await enFila(c, `LISTEN ${canal}`);
      } catch (error) {
        conjunto.delete(fn);
        if (conjunto.size === 0) oyentes.delete(canal);
        throw error;
      }
      return async () => {
        conjunto.delete(fn);
        if (conjunto.size > 0 || oyentes.get(canal) !== conjunto) return;
        oyentes.delete(canal);
        // Si falla, la conexión se ha perdido: al reconectar solo se escuchan los canales que quedan.
        if (escucha !== null) await enFila(escucha, `UNLISTEN ${canal}`).catch(() => undefined);
      };
    },
    notificar: async (canal, payload) => {
      comprobarFueraDeTransaccion();
      await pool.query('SELECT pg_notify($1, $2)', [validarCanal(canal), payload]);
    },
    cerrar: async () => {
      if (cerrada) return;
      cerrada = true;
      if (temporizador !== null) clearTimeout(temporizador);
      const c = escucha;
      escucha = null;
      if (c !== null) await c.end().catch(() => undefined);
      if (salud !== null) tirarSalud(salud);
      await pool.end();
    },
  };
};
