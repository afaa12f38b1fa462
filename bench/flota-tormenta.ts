/**
 * La tormenta de la mañana (issue 33, escenarios 2 y 3): N dispositivos con un checkpoint viejo vuelven
 * todos en una ventana de `ventanaS` segundos (cada uno en un instante al azar), abren su stream, suben de
 * una vez su cola de `cola` cambios (un lote JSON-RPC) y se ponen al día. Antes, con los streams cerrados
 * («la noche»), cada dispositivo sube `cambiosNoche` cambios: al volver, todos van atrasados por los
 * cambios del periodo. Con `procesos: 2` hay dos servidores sobre el mismo PostgreSQL detrás del
 * balanceador (flota-proxy.ts) y, con `matar`, el primero recibe SIGKILL a mitad de la ventana: sus
 * dispositivos vuelven a conectar (al superviviente) y reintentan lo que tenían en curso.
 * Devuelve las cifras (no afirma nada: lo afirman la prueba server/sync/flota-tormenta.test.ts y quien
 * lea la tabla del bench): exactamente una vez en sync_aplicado y en `cambio`, cada dispositivo al día,
 * p50/p99 de subida y de sync.pull durante la tormenta, /salud cada segundo, rechazos y reintentos, y lo
 * que contó la admisión de cada proceso (GET /salud/admision: 503 por motivo, abandonadas, turnos), leído
 * al final o, del proceso que se mata, justo antes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { arrancarBalanceador, type Balanceador } from './flota-proxy';
import {
  ahora, altaUsuarios, cuantosPorRol, Dispositivo, EN_PARALELO, enTandas, medidas, repartir, rss, type Cambio, type Medidas,
} from './flota-dispositivo';
import { arrancarServidorHijo, basePostgres, dormir, vigilarSalud, type Salud, type ServidorHijo } from './servidor-hijo';
import type { CuentasAdmision } from '../server/http/admision';
import { RUTA_CUENTAS_ADMISION } from '../server/http/cuentas-admision';

export interface OpcionesTormenta {
  raiz: string;
  /** Carpeta de los registros de los servidores. */
  out: string;
  escala: number;
  dispositivos: number;
  pgUrl: string;
  procesos: 1 | 2;
  /** SIGKILL al primer proceso a mitad de la ventana (con 2 procesos). */
  matar: boolean;
  /** Segundos en los que vuelven todos (60 en la issue). */
  ventanaS: number;
  /** Cambios en la cola de cada dispositivo al volver (20 en la issue). */
  cola: number;
  /** Cambios de cada dispositivo durante «la noche», con los streams cerrados. */
  cambiosNoche: number;
  /** Variables de entorno de más para los procesos del servidor (p. ej. los límites de la admisión). */
  entorno?: Readonly<Record<string, string>>;
  progreso?: (texto: string) => void;
}

export interface ResultadoTormenta {
  dispositivos: number;
  procesos: number;
  matado: boolean;
  msPreparacion: number;
  msTormenta: number;
  /** Cambios enviados (noche + colas), los que tuvieron respuesta y los que están en sync_aplicado. */
  enviados: number;
  conRespuesta: number;
  enSyncAplicado: number;
  /** idsync_upload recibidos más de una vez (reintentos tras la caída): aplicados una sola. */
  entregadosMasDeUnaVez: number;
  /** Filas de `cambio` de los documentos tocados: de más y de menos frente a los cambios con respuesta. */
  filasDeMas: number;
  filasQueFaltan: number;
  seqFin: number;
  /** Dispositivos cuyo sync.pull final desde su checkpoint no trae nada, y los detalles de los que no. */
  alDia: number;
  atrasados: string[];
  subidas: number[];
  pulls: number[];
  pullsVacios: number;
  /** Cada dispositivo: desde que vuelve hasta que ha subido su cola y está al día. */
  vueltas: number[];
  /** /salud de cada proceso (hasta su muerte) y a través del balanceador. */
  salud: Salud[];
  saludBalanceador: Salud | null;
  rechazos: Map<string, number>;
  reintentos: number;
  /** Reintentos tras un 503 con Retry-After (server/http/admision.ts). */
  reintentosTrasOcupado: number;
  erroresRpc: number;
  primerError: string;
  rssPico: number[];
  streamsConectados: number;
  /** Lo que contó la admisión de cada proceso (null si no se pudo leer). */
  admision: (CuentasAdmision | null)[];
  /** Dispositivos aún a mitad de una puesta al día tras la calma (su comprobación final puede salir atrasada). */
  puestasEnCurso: number;
}

const n = z.number().int().nonnegative();
const esquemaCuentas = z.object({
  enCurso: n, enEspera: n, rechazadas: n, abandonadas: n,
  porMotivo: z.object({ 'fila llena': n, 'base atrasada': n, 'espera agotada': n, desplazada: n }),
  turnos: z.object({ emitidos: n, respetados: n, ajenos: n, vivos: n }),
}) satisfies z.ZodType<CuentasAdmision>;

/** GET /salud/admision de un proceso (server/http/cuentas-admision.ts), o null si no responde. */
const leerAdmision = async (url: string): Promise<CuentasAdmision | null> => {
  try {
    const r = await fetch(`${url}${RUTA_CUENTAS_ADMISION}`, { signal: AbortSignal.timeout(5_000) });
    if (!r.ok) return null;
    const cuentas = esquemaCuentas.safeParse(await r.json());
    return cuentas.success ? cuentas.data : null;
  } catch {
    return null;
  }
};

const consultar = async <T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

/** Cambios con respuesta frente a lo que quedó en PostgreSQL (sync_aplicado y filas de `cambio` por documento). */
const contar = async (url: string, cambios: readonly Cambio[], seqDesde: number): Promise<Pick<ResultadoTormenta, 'enSyncAplicado' | 'entregadosMasDeUnaVez' | 'filasDeMas' | 'filasQueFaltan' | 'seqFin'>> =>
  consultar(url, async (c) => {
    const r = await c.query<{ n: string; mas: string }>('select count(*) as n, count(*) filter (where entregas > 1) as mas from sync_aplicado where idsync_upload = any($1::text[])', [cambios.map((x) => x.idsync_upload)]);
    const seqFin = Number((await c.query<{ s: string }>('select coalesce(max(seq), 0) as s from cambio')).rows[0]?.s ?? 0);
    const esperadas = new Map<string, number>();
    for (const x of cambios) if (x.aplicado) esperadas.set(`${x.coleccion}:${x.id}`, (esperadas.get(`${x.coleccion}:${x.id}`) ?? 0) + 1);
    const filas = await c.query<{ k: string; n: string }>(
      `select coleccion || ':' || id as k, count(*) as n from cambio where seq > $1 and coleccion = any($2::text[]) group by 1`,
      [seqDesde, ['partetrabajo', 'partenovedad', 'cliente']]);
    let filasDeMas = 0;
    let filasQueFaltan = 0;
    const vistas = new Set<string>();
    for (const f of filas.rows) {
      vistas.add(f.k);
      const d = Number(f.n) - (esperadas.get(f.k) ?? 0);
      if (d > 0) filasDeMas += d;
      else filasQueFaltan -= d;
    }
    for (const [k, n] of esperadas) if (!vistas.has(k)) filasQueFaltan += n;
    return { enSyncAplicado: Number(r.rows[0]?.n ?? 0), entregadosMasDeUnaVez: Number(r.rows[0]?.mas ?? 0), filasDeMas, filasQueFaltan, seqFin };
  });

export const tormenta = async (o: OpcionesTormenta): Promise<ResultadoTormenta> => {
  const decir = o.progreso ?? (() => {});
  mkdirSync(o.out, { recursive: true });
  const base = await basePostgres(o.pgUrl, 'vigia_flota');
  const hijos: ServidorHijo[] = [];
  let balanceador: Balanceador | null = null;
  const dispositivos: Dispositivo[] = [];
  const vigilantes: { s: Salud; parar: () => Promise<void> }[] = [];
  let muestras: NodeJS.Timeout | null = null;
  try {
    const t0 = ahora();
    decir(`arrancando ${o.procesos} proceso(s) y sembrando la demo a escala ${o.escala}…`);
    for (let i = 0; i < o.procesos; i++) {
      const env: NodeJS.ProcessEnv = { ...process.env, ...o.entorno, SEMILLA_ESCALA: String(o.escala), DATABASE_URL: base.url };
      delete env.DATA_DIR;
      delete env.DESCARGAS_POR_USUARIO;
      hijos.push(await arrancarServidorHijo({ raiz: o.raiz, env, log: join(o.out, `servidor-${i + 1}.log`), nombre: `${i + 1} de la flota` }));
    }
    const [primero] = hijos;
    if (!primero) throw new Error('Sin procesos');
    if (hijos.length > 1) balanceador = await arrancarBalanceador(hijos.map((h) => Number(new URL(h.url).port)));
    const url = balanceador?.url ?? primero.url;
    const rssPico = hijos.map((h) => rss(h.pid) || 0);
    muestras = setInterval(() => hijos.forEach((h, i) => {
      rssPico[i] = Math.max(rssPico[i] ?? 0, rss(h.pid) || 0);
    }), 250);

    const usuarios = await altaUsuarios(base.url, cuantosPorRol(o.dispositivos));
    const previas = medidas();
    const limite = ahora() + 1_800_000;
    repartir(usuarios).forEach((u, i) => dispositivos.push(new Dispositivo(i, u, url, previas, () => limite)));
    decir(`${dispositivos.length} dispositivos: entrada y descarga inicial (${EN_PARALELO} a la vez)…`);
    await enTandas(dispositivos, EN_PARALELO, (d) => d.empezar());
    const seqDesde = await consultar(base.url, async (c) => Number((await c.query<{ s: string }>('select coalesce(max(seq), 0) as s from cambio')).rows[0]?.s ?? 0));
    decir(`la noche: ${o.cambiosNoche} cambios por dispositivo con los streams cerrados…`);
    const cambios: Cambio[] = [];
    await enTandas(dispositivos, EN_PARALELO, async (d) => {
      cambios.push(...await d.subirCola(o.cambiosNoche, 0));
    });
    if (previas.erroresRpc > 0) throw new Error(`La preparación falló: ${previas.primerError}`);
    const msPreparacion = ahora() - t0;

    // La tormenta.
    const m: Medidas = medidas();
    for (const d of dispositivos) d.medirEn(m);
    hijos.forEach((h) => vigilantes.push(vigilarSalud(h.url)));
    const saludBalanceador = balanceador ? vigilarSalud(balanceador.url) : null;
    decir(`tormenta: ${dispositivos.length} dispositivos vuelven en ${o.ventanaS} s con ${o.cola} cambios cada uno${o.matar && hijos.length > 1 ? '; SIGKILL al proceso 1 a mitad' : ''}…`);
    const tTormenta = ahora();
    const vueltas: number[] = [];
    const admision: (CuentasAdmision | null)[] = hijos.map(() => null);
    const muerte = o.matar && hijos.length > 1
      ? dormir((o.ventanaS * 1000) / 2).then(async () => {
        admision[0] = await leerAdmision(primero.url);
        decir('SIGKILL al proceso 1');
        await vigilantes[0]?.parar();
        await primero.matar();
      })
      : Promise.resolve();
    await Promise.all([muerte, ...dispositivos.map(async (d) => {
      await dormir(Math.random() * o.ventanaS * 1000);
      const tv = ahora();
      void d.abrirStream();
      cambios.push(...await d.subirCola(o.cola, o.cambiosNoche));
      await d.ponerseAlDia();
      vueltas.push(ahora() - tv);
    })]);
    // Calma: los últimos pokes y sus puestas al día.
    // Hasta 120 s: una puesta al día que recibió un 503 espera su Retry-After (hasta 60 s, más su azar)
    // antes de repetir; si no, el dispositivo se contaría atrasado solo por no haber vuelto aún.
    await dormir(3_000);
    await Promise.race([Promise.all(dispositivos.map((d) => d.esperarPuestaAlDia())), dormir(120_000)]);
    const puestasEnCurso = dispositivos.filter((d) => d.poniendoseAlDia).length;
    const msTormenta = ahora() - tTormenta;
    const streamsConectados = dispositivos.filter((d) => d.conectado).length;
    for (const [i, h] of hijos.entries()) if (!(i === 0 && o.matar && hijos.length > 1)) admision[i] = await leerAdmision(h.url);
    for (const v of vigilantes) await v.parar();
    await saludBalanceador?.parar();

    const cuentas = await contar(base.url, cambios, seqDesde);
    const atrasados: string[] = [];
    await enTandas(dispositivos, EN_PARALELO, async (d) => {
      try {
        const pendientes = await d.pendientes();
        if (pendientes > 0) atrasados.push(`${d.u.login}: ${pendientes} documentos tras el checkpoint ${d.checkpoint}`);
      } catch (e) {
        atrasados.push(`${d.u.login}: el sync.pull final falló (${e instanceof Error ? e.message : String(e)})`);
      }
    });
    return {
      dispositivos: dispositivos.length, procesos: hijos.length, matado: o.matar && hijos.length > 1, msPreparacion, msTormenta,
      enviados: cambios.length, conRespuesta: cambios.filter((x) => x.aplicado).length, ...cuentas,
      alDia: dispositivos.length - atrasados.length, atrasados,
      subidas: m.subidas, pulls: m.pulls, pullsVacios: m.pullsVacios, vueltas,
      salud: vigilantes.map((v) => v.s), saludBalanceador: saludBalanceador?.s ?? null,
      rechazos: m.rechazos, reintentos: m.reintentos, reintentosTrasOcupado: m.reintentosTrasOcupado, erroresRpc: m.erroresRpc + previas.erroresRpc, primerError: m.primerError || previas.primerError,
      rssPico, streamsConectados, admision, puestasEnCurso,
    };
  } finally {
    if (muestras) clearInterval(muestras);
    for (const d of dispositivos) d.cerrar();
    for (const v of vigilantes) await v.parar();
    await balanceador?.cerrar();
    for (const h of hijos) await h.parar();
    await base.borrar();
  }
};
