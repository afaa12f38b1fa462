/**
 * Bases de datos de las e2e: una base PostgreSQL nueva por fichero de specs (vigia_e2e_<azar>, creada y
 * borrada a través de la base `postgres`) y una conexión `pg` para inspeccionarla mientras el servidor
 * corre; o la carpeta PGlite del servidor, que se abre aquí solo con el servidor ya parado.
 */
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import pg from 'pg';

export const URL_PG_ADMIN = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type FilaBd = Record<string, unknown>;

export interface ConexionBd {
  query<T extends FilaBd = FilaBd>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  cerrar(): Promise<void>;
}

export interface BaseDatosPrueba {
  nombre: string;
  url: string;
  conectar(): Promise<ConexionBd>;
  borrar(): Promise<void>;
}

const urlDe = (nombre: string): string => {
  const u = new URL(URL_PG_ADMIN);
  u.pathname = `/${nombre}`;
  return u.toString();
};

const conPg = async (url: string): Promise<ConexionBd> => {
  const cliente = new pg.Client({ connectionString: url });
  cliente.on('error', () => undefined);
  await cliente.connect();
  return {
    async query<T extends FilaBd = FilaBd>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const r = await cliente.query<T>(sql, [...params]);
      return r.rows;
    },
    cerrar: () => cliente.end(),
  };
};

const admin = async <T>(fn: (c: ConexionBd) => Promise<T>): Promise<T> => {
  let c: ConexionBd;
  try {
    c = await conPg(URL_PG_ADMIN);
  } catch (e) {
    throw new Error(`PostgreSQL no responde en ${URL_PG_ADMIN} (${e instanceof Error ? e.message : String(e)}): ejecuta scripts/preparar-entorno.sh`, { cause: e });
  }
  try {
    return await fn(c);
  } finally {
    await c.cerrar();
  }
};

/** Crea una base vacía vigia_e2e_<azar> en el PostgreSQL local. */
export const crearBaseDatosPrueba = async (): Promise<BaseDatosPrueba> => {
  const nombre = `vigia_e2e_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${nombre}`));
  return {
    nombre,
    url: urlDe(nombre),
    conectar: () => conPg(urlDe(nombre)),
    borrar: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`)).then(() => undefined),
  };
};

/** Abre la carpeta de datos PGlite de un servidor ya parado (PGlite no admite dos procesos a la vez). */
export const abrirPglite = async (dataDir: string): Promise<ConexionBd> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    async query<T extends FilaBd = FilaBd>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const r = await db.query<T>(sql, [...params]);
      return r.rows;
    },
    cerrar: () => db.close(),
  };
};

/**
 * Para o arranca el PostgreSQL de las pruebas: el clúster de usar y tirar de scripts/pg-pruebas.sh
 * (E2E_PG_DATOS, con su pg_ctl y como su dueño) o, sin él, el clúster de la máquina (`pg_ctlcluster` de la
 * única versión en /etc/postgresql, sin pasar por systemd).
 */
const ctlCluster = async (accion: 'restart' | 'start'): Promise<void> => {
  const { execFile } = await import('node:child_process');
  const { readdirSync } = await import('node:fs');
  const datos = process.env.E2E_PG_DATOS;
  let orden: string[];
  if (datos) {
    // Con -l: sin él, el postmaster hereda la salida de pg_ctl y execFile espera a que se cierre (nunca).
    const registro = join(dirname(datos), 'postgres.log');
    const pgCtl = [process.env.E2E_PG_CTL || 'pg_ctl', '-D', datos, '-l', registro, '-w', '-t', '60', ...(accion === 'restart' ? ['-m', 'fast'] : []), accion];
    const usuario = process.env.E2E_PG_USUARIO;
    orden = usuario ? ['runuser', '-u', usuario, '--', ...pgCtl] : pgCtl;
  } else {
    const version = readdirSync('/etc/postgresql').sort().at(-1);
    if (!version) throw new Error('No hay ningún clúster en /etc/postgresql');
    orden = ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', accion];
  }
  const [programa = '', ...args] = orden;
  await new Promise<void>((resolve, reject) => {
    execFile(programa, args, { timeout: 120_000 }, (error, _salida, errores) => {
      if (error) reject(new Error(`${orden.join(' ')}: ${error.message} ${errores}`));
      else resolve();
    });
  });
};

/** Espera a que PostgreSQL acepte conexiones (hasta `esperaMs`). */
export const esperarPostgres = async (esperaMs = 60_000): Promise<void> => {
  const limite = Date.now() + esperaMs;
  for (;;) {
    try {
      await admin((c) => c.query('SELECT 1'));
      return;
    } catch (e) {
      if (Date.now() > limite) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};

/**
 * Reinicia el PostgreSQL de las pruebas (compartido por las specs: tarda unos segundos) y espera a que vuelva. Devuelve los ms
 * que estuvo sin servicio, desde la orden hasta la primera conexión.
 */
export const reiniciarPostgres = async (): Promise<number> => {
  const inicio = Date.now();
  await ctlCluster('restart');
  await esperarPostgres();
  return Date.now() - inicio;
};

/** Para los finally: si PostgreSQL no responde, lo arranca y espera a que acepte conexiones. */
export const asegurarPostgres = async (): Promise<void> => {
  try {
    await esperarPostgres(5_000);
  } catch {
    await ctlCluster('start').catch(() => undefined);
    await esperarPostgres(60_000);
  }
};

/**
 * Una conexión a la base de pruebas que sobrevive a un reinicio de PostgreSQL: si una consulta falla
 * por la conexión, abre otra y la repite (hasta `esperaMs`). Solo para lecturas y escrituras idempotentes.
 */
export const conectarResistente = async (base: BaseDatosPrueba, esperaMs = 90_000): Promise<ConexionBd> => {
  let actual: ConexionBd | null = await base.conectar();
  return {
    async query<T extends FilaBd = FilaBd>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const limite = Date.now() + esperaMs;
      for (;;) {
        try {
          actual ??= await base.conectar();
          return await actual.query<T>(sql, params);
        } catch (e) {
          const codigo: unknown = e instanceof Error ? Reflect.get(e, 'code') : undefined;
          // Errores de SQL de verdad (clase distinta de 08 conexión y 57 apagado): se lanzan tal cual.
          if (typeof codigo === 'string' && !/^(08|57)/.test(codigo)) throw e;
          if (Date.now() > limite) throw e;
          await actual?.cerrar().catch(() => undefined);
          actual = null;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    },
    cerrar: async () => {
      await actual?.cerrar().catch(() => undefined);
      actual = null;
    },
  };
};
