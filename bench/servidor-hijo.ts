/**
 * El servidor de los benches como proceso aparte: `node --import tsx server/main.ts` en su propio grupo de
 * procesos (para pararlo entero), con su salida en un fichero de registro, y la espera a que /salud
 * responda 200 (y cómo pararlo o matarlo de golpe), y la base de PostgreSQL de usar y tirar en la que corre. Lo usan bench/servidor.ts (autocannon, escritores) y bench/flota.ts (la flota: así el RSS
 * del servidor es solo suyo).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import pg from 'pg';

// Los mismos que usan las e2e para sus servidores hijos.
import { dormir, puertoLibre } from '../tests/e2e/soporte/servidor';

export { dormir, puertoLibre };

export interface ServidorHijo {
  url: string;
  pid: number;
  msArranque: number;
  /** SIGTERM al grupo y, si en 15 s no ha terminado, SIGKILL. */
  parar(): Promise<void>;
  /** SIGKILL al grupo, sin aviso (la caída de un proceso), y espera a que termine. */
  matar(): Promise<void>;
}

export interface OpcionesServidorHijo {
  /** La raíz del repositorio (cwd del proceso). */
  raiz: string;
  /** El entorno del proceso, sin PORT ni HOST (los pone esta función). */
  env: NodeJS.ProcessEnv;
  /** El fichero de registro de su salida. */
  log: string;
  /** Cómo se le nombra en los errores. */
  nombre: string;
}

/** Arranca server/main.ts en un puerto libre y espera (hasta 10 min) a que /salud responda 200. */
export const arrancarServidorHijo = async ({ raiz, env, log, nombre }: OpcionesServidorHijo): Promise<ServidorHijo> => {
  const puerto = await puertoLibre();
  const registro = createWriteStream(log);
  const hijo: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: raiz,
    env: { ...env, PORT: String(puerto), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  hijo.stdout?.pipe(registro, { end: false });
  hijo.stderr?.pipe(registro, { end: false });
  const vivo = (): boolean => hijo.exitCode === null && hijo.signalCode === null;
  const senal = (s: NodeJS.Signals): void => {
    if (hijo.pid !== undefined && vivo()) {
      try {
        process.kill(-hijo.pid, s);
      } catch {
        // ya terminó
      }
    }
  };
  const parar = async (): Promise<void> => {
    if (vivo()) {
      const fin = new Promise<void>((r) => hijo.once('exit', () => r()));
      senal('SIGTERM');
      await Promise.race([fin, dormir(15_000).then(() => senal('SIGKILL'))]);
    }
    registro.end();
  };
  const matar = async (): Promise<void> => {
    if (vivo()) {
      const fin = new Promise<void>((r) => hijo.once('exit', () => r()));
      senal('SIGKILL');
      await fin;
    }
    registro.end();
  };
  const url = `http://127.0.0.1:${puerto}`;
  const t0 = Date.now();
  while (Date.now() - t0 < 600_000) {
    if (!vivo() || hijo.pid === undefined) {
      registro.end();
      throw new Error(`El servidor ${nombre} terminó al arrancar: ver ${log}`);
    }
    try {
      const r = await fetch(`${url}/salud`, { signal: AbortSignal.timeout(5_000) });
      await r.arrayBuffer();
      if (r.status === 200) return { url, pid: hijo.pid, msArranque: Date.now() - t0, parar, matar };
    } catch {
      // aún no escucha
    }
    await dormir(250);
  }
  await parar();
  throw new Error(`El servidor ${nombre} no responde en ${url}/salud (ver ${log})`);
};

/** Base de PostgreSQL de usar y tirar (`<prefijo>_<pid>_<ms>`) en el servidor de `pgUrl`; su URL y cómo borrarla. */
export const basePostgres = async (pgUrl: string, prefijo: string): Promise<{ url: string; borrar: () => Promise<void> }> => {
  const nombre = `${prefijo}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect().catch((e: unknown) => {
    throw new Error(`No se puede conectar a PostgreSQL en ${pgUrl} (--pg o BENCH_PG_URL)`, { cause: e });
  });
  await admin.query(`create database ${nombre}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${nombre}`;
  return {
    url: u.toString(),
    borrar: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${nombre} with (force)`);
      await c.end();
    },
  };
};

/** Lo que contó vigilarSalud: respuestas 200 y el resto (error, otro código o más de 2 s). */
export interface Salud {
  bien: number;
  mal: number;
  /** De las fallidas: sin respuesta en 2 s, con otro estado que 200, con la conexión rechazada o cortada. */
  lentas: number;
  noOk: number;
  sinConexion: number;
  /** Segundos desde que empezó a vigilar en que falló cada una (para ponerlas junto a la caída). */
  cuando: number[];
}

/** Consulta /salud cada segundo hasta `parar`. */
export const vigilarSalud = (url: string): { s: Salud; parar: () => Promise<void> } => {
  const s: Salud = { bien: 0, mal: 0, lentas: 0, noOk: 0, sinConexion: 0, cuando: [] };
  const inicio = Date.now();
  let seguir = true;
  const fallo = (tipo: 'lentas' | 'noOk' | 'sinConexion'): void => {
    s.mal += 1;
    s[tipo] += 1;
    s.cuando.push(Math.round((Date.now() - inicio) / 1000));
  };
  const bucle = (async () => {
    while (seguir) {
      const t0 = Date.now();
      try {
        const r = await fetch(`${url}/salud`, { signal: AbortSignal.timeout(2_000) });
        await r.arrayBuffer();
        if (r.status === 200) s.bien += 1;
        else fallo('noOk');
      } catch (e) {
        fallo(e instanceof DOMException && e.name === 'TimeoutError' ? 'lentas' : 'sinConexion');
      }
      await dormir(Math.max(0, 1_000 - (Date.now() - t0)));
    }
  })();
  return { s, parar: async () => {
    seguir = false;
    await bucle;
  } };
};
