/**
 * Varios procesos del servidor sobre un mismo PostgreSQL real (como detrás de un balanceador):
 *  1. Un cambio hecho a través del servidor A (llamada a /api/ como admin) llega a un navegador conectado
 *     solo al servidor B en menos de un segundo: LISTEN/NOTIFY entre procesos y poke por el stream de B.
 *     Latencia de 10 cambios, p50/p95 impresos.
 *  2. Un técnico sincroniza a través del proxy TCP (el «balanceador»): con 400 mutaciones subiendo, el
 *     proxy pasa de A a B justo cuando A ha aplicado un lote y antes de que llegue la respuesta, y A muere
 *     (SIGKILL); después, con una descarga (sync.pull) en curso contra B, pasa otra vez a A (rearrancado) y
 *     B muere. Cada idsync_upload se aplica exactamente una vez (sync_aplicado), cada parte acaba en su
 *     último paso con un cambio por paso, y el dispositivo termina con exactamente los documentos que
 *     el servidor da a su conjunto de trabajo (sync.pull completo comparado con la base local).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { RespuestaSyncPull } from '../../replication/metodos';
import { claveDe, esColeccion } from '../../schemas';
import { PaginaLogin } from './paginas/login';
import { iniciarSesionApi, llamarRpc } from './soporte/api';
import { crearBaseDatosPrueba, type BaseDatosPrueba, type ConexionBd } from './soporte/bd';
import { activarDepuracion, colaLocal, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';
import { ProxyTcp } from './soporte/proxy';
import { dormir, ProcesoServidor } from './soporte/servidor';

const CAMBIOS_LATENCIA = 10;
const LIMITE_LATENCIA_MS = 1_000;
const PARTES_TECNICO = 40;
const PASOS = 10;
const TOTAL = PARTES_TECNICO * PASOS;
const PARTES_ADMIN = 10;
const METODO = 'parteTrabajo.updateSync' as const;

interface Entorno {
  baseDatos: BaseDatosPrueba;
  a: ProcesoServidor;
  b: ProcesoServidor;
  proxy: ProxyTcp;
}

let entorno: Entorno | null = null;
const actual = (): Entorno => {
  if (!entorno) throw new Error('El entorno de varios servidores no está arrancado (beforeAll)');
  return entorno;
};

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const baseDatos = await crearBaseDatosPrueba();
  let a: ProcesoServidor | null = null;
  try {
    const inicio = Date.now();
    // A siembra la demo y aplica las migraciones; B arranca después sobre la misma base (ya sembrada).
    a = await ProcesoServidor.iniciar({ nombre: 'varios-a', databaseUrl: baseDatos.url });
    const b = await ProcesoServidor.iniciar({ nombre: 'varios-b', databaseUrl: baseDatos.url });
    const proxy = await ProxyTcp.abrir(() => a?.puerto ?? 0);
    entorno = { baseDatos, a, b, proxy };
    console.log(`[varios] PostgreSQL ${baseDatos.nombre}: A en ${a.url}, B en ${b.url}, proxy ${proxy.url}; listos en ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
  } catch (e) {
    await a?.detener();
    await baseDatos.borrar().catch(() => undefined);
    throw e;
  }
});

test.afterAll(async () => {
  test.setTimeout(2 * 60_000);
  const e = entorno;
  entorno = null;
  if (!e) return;
  await e.proxy.cerrar();
  await e.a.detener();
  await e.b.detener();
  if (process.env.E2E_CONSERVAR_BD !== '1') await e.baseDatos.borrar();
});

const percentil = (xs: readonly number[], p: number): number => {
  const o = [...xs].sort((x, y) => x - y);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? Number.NaN;
};

/** Una mutación encolada tal como la manda el cliente (envoltura con idsync_upload). */
const mutacion = (id: string, cambios: Record<string, unknown>) => ({
  idsync_upload: randomUUID(),
  creado: new Date().toISOString(),
  params: { id, cambios },
});

const esperarDescargaInicial = async (pagina: Page): Promise<void> => {
  await esperarVigia(pagina);
  await expect
    .poll(
      async () => {
        const e = await estadoMotor(pagina);
        return e.ultimoPull !== null && !e.bajando;
      },
      { message: 'la descarga inicial no termina', timeout: 120_000 },
    )
    .toBe(true);
};

test('un cambio hecho a través del servidor A llega en menos de un segundo a un navegador conectado al servidor B', async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  const { a, b } = actual();
  for (const s of [a, b]) {
    const r = await fetch(`${s.url}/salud`);
    expect(r.status, `GET /salud de ${s.nombre}`).toBe(200);
    expect(await r.json()).toEqual({ estado: 'ok' });
  }

  const contexto = await browser.newContext({ baseURL: b.url });
  try {
    await activarDepuracion(contexto);
    const pagina = await contexto.newPage();
    await new PaginaLogin(pagina).iniciarSesion('admin');
    await esperarDescargaInicial(pagina);
    const parte = (await partesLocales(pagina)).find((p) => p.estado === 1);
    if (!parte) throw new Error('el supervisor no tiene partes pendientes en su dispositivo');

    // El navegador anota el instante (reloj de la máquina, el mismo que el de Node) en que ve cada cambio.
    await pagina.evaluate(() => {
      const vigia = window.vigia;
      if (!vigia) throw new Error('window.vigia no está disponible');
      const vistos: Record<string, number> = {};
      Reflect.set(window, '__vistos', vistos);
      vigia.db.partetrabajo.$.subscribe((ev) => {
        const obs = (ev.documentData as { observaciones?: string | null }).observaciones;
        if (typeof obs === 'string' && obs.startsWith('latencia ') && !(obs in vistos)) vistos[obs] = Date.now();
      });
    });
    const visto = (texto: string): Promise<number | null> =>
      pagina.evaluate((t) => {
        const v: unknown = Reflect.get(window, '__vistos');
        const n = typeof v === 'object' && v !== null ? Reflect.get(v, t) : undefined;
        return typeof n === 'number' ? n : null;
      }, texto);

    const { token } = await iniciarSesionApi(a.url, 'admin');
    const latencias: number[] = [];
    const aplicacion: number[] = [];
    for (let i = 0; i < CAMBIOS_LATENCIA; i++) {
      const t0 = Date.now();
      const texto = `latencia ${i} ${t0}`;
      await llamarRpc(a.url, token, METODO, mutacion(parte.idparte_trabajo, { observaciones: texto }));
      aplicacion.push(Date.now() - t0);
      let instante: number | null = null;
      while (instante === null && Date.now() - t0 < 10_000) {
        instante = await visto(texto);
        if (instante === null) await dormir(5);
      }
      if (instante === null) throw new Error(`el cambio ${i} hecho en A no llegó al navegador conectado a B en 10 s`);
      latencias.push(instante - t0);
      await dormir(150);
    }
    console.log(
      `[varios] A → NOTIFY → B → navegador, ${CAMBIOS_LATENCIA} cambios: p50 ${percentil(latencias, 50)} ms, p95 ${percentil(latencias, 95)} ms, ` +
        `máx ${Math.max(...latencias)} ms (llamada a A: p50 ${percentil(aplicacion, 50)} ms); todas: ${latencias.join(', ')} ms`,
    );
    expect(latencias.filter((ms) => ms >= LIMITE_LATENCIA_MS), `cambios que tardaron 1 s o más: ${latencias.join(', ')} ms`).toEqual([]);
  } finally {
    await contexto.close();
  }
});

type Documentos = Map<string, string>;

/** JSON estable de un documento, sin los campos internos de RxDB ni los nulos (ausente = null). */
const normalizar = (doc: Record<string, unknown>): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(doc)
        .filter(([k, v]) => !k.startsWith('_') && v !== null && v !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    ),
  );

/** Todo el conjunto de trabajo del usuario según el servidor: sync.pull desde 0 hasta el final. */
const documentosServidor = async (url: string, token: string): Promise<Documentos> => {
  const r = new Map<string, string>();
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 1000; pagina++) {
    const p = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000 })) as RespuestaSyncPull;
    for (const d of p.documentos) r.set(`${d.coleccion}/${String(d.doc[claveDe(d.coleccion)])}`, normalizar(d.doc));
    for (const e of p.eliminados) r.delete(`${e.coleccion}/${e.id}`);
    checkpoint = p.checkpoint;
    cursor = p.cursor;
    if (!p.hayMas) return r;
  }
  throw new Error('sync.pull no termina tras 1000 páginas');
};

/** Todos los documentos sincronizados de la base local del dispositivo (sin la cola ni el estado). */
const documentosLocales = async (pagina: Page): Promise<Documentos> => {
  const filas = await pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const r: { coleccion: string; doc: Record<string, unknown> }[] = [];
    for (const [nombre, c] of Object.entries(vigia.db.collections)) {
      for (const d of await c.find().exec()) r.push({ coleccion: nombre, doc: d.toJSON() as Record<string, unknown> });
    }
    return r;
  });
  const r = new Map<string, string>();
  for (const { coleccion, doc } of filas) {
    if (!esColeccion(coleccion)) continue;
    r.set(`${coleccion}/${String(doc[claveDe(coleccion)])}`, normalizar(doc));
  }
  return r;
};

const diferencias = (servidor: Documentos, local: Documentos): string[] => {
  const r: string[] = [];
  for (const [k, v] of servidor) {
    const l = local.get(k);
    if (l === undefined) r.push(`falta en el dispositivo: ${k}`);
    else if (l !== v) r.push(`distinto: ${k}\n  servidor ${v}\n  local    ${l}`);
  }
  for (const k of local.keys()) if (!servidor.has(k)) r.push(`sobra en el dispositivo: ${k}`);
  return r;
};

const contarAplicados = async (bd: ConexionBd, ids: readonly string[]): Promise<number> => {
  const [fila] = await bd.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])', [ids]);
  return fila?.n ?? 0;
};

test('el cliente cambia de servidor a mitad de la subida y de la descarga sin duplicados ni huecos', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const { a, b, proxy, baseDatos } = actual();
  const bd = await baseDatos.conectar();
  const contexto = await browser.newContext({ baseURL: proxy.url });
  try {
    await activarDepuracion(contexto);
    const pagina = await contexto.newPage();
    proxy.redirigir(a.puerto);
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarDescargaInicial(pagina);

    const partes = [...(await partesLocales(pagina))].sort((x, y) => x.idparte_trabajo.localeCompare(y.idparte_trabajo));
    expect(partes.length, `el técnico de la demo necesita ${PARTES_TECNICO + PARTES_ADMIN} partes`).toBeGreaterThanOrEqual(PARTES_TECNICO + PARTES_ADMIN);
    const delTecnico = partes.slice(0, PARTES_TECNICO).map((p) => p.idparte_trabajo);
    const delAdmin = partes.slice(PARTES_TECNICO, PARTES_TECNICO + PARTES_ADMIN).map((p) => p.idparte_trabajo);
    const [seqAntes] = await bd.query<{ seq: string }>('SELECT coalesce(max(seq), 0)::text AS seq FROM cambio');

    const ids = await test.step(`sin conexión: encola ${TOTAL} mutaciones (${PASOS} pasos en ${PARTES_TECNICO} partes)`, async () => {
      await contexto.setOffline(true);
      proxy.rechazar(true);
      proxy.cortar();
      const plan = Array.from({ length: TOTAL }, (_, i) => ({ id: delTecnico[i % PARTES_TECNICO] ?? '', paso: Math.floor(i / PARTES_TECNICO) + 1 }));
      const ids = await pagina.evaluate(
        async ({ plan, metodo }) => {
          const vigia = window.vigia;
          if (!vigia) throw new Error('window.vigia no está disponible');
          const r: string[] = [];
          for (const m of plan) r.push((await vigia.motor.mutate(metodo, { id: m.id, cambios: { observaciones: `paso ${m.paso}` } })).idsync_upload);
          return r;
        },
        { plan, metodo: METODO },
      );
      expect(new Set(ids).size).toBe(TOTAL);
      expect(await contarAplicados(bd, ids), 'nada sube sin conexión').toBe(0);
      return ids;
    });

    const cambio1 = await test.step('a mitad de la subida, el proxy pasa de A a B tras un lote aplicado en A sin respuesta, y A muere', async () => {
      const inicio = Date.now();
      proxy.rechazar(false);
      await contexto.setOffline(false);
      let aplicadas = await contarAplicados(bd, ids);
      while (aplicadas === 0) {
        if (Date.now() - inicio > 60_000) throw new Error('la subida no empieza');
        await dormir(5);
        aplicadas = await contarAplicados(bd, ids);
      }
      // Las conexiones nuevas van ya a B; la abierta con A lleva el próximo lote: A lo aplica y, al
      // empezar a responder, se cortan todas las conexiones: el cliente no sabe que se aplicó y lo reenvía a B.
      proxy.redirigir(b.puerto);
      const cortadas = await proxy.cortarEnProximaRespuesta({ contiene: 'idsync_upload', esperaMs: 30_000 });
      const aplicadasAlCortar = await contarAplicados(bd, ids);
      await a.matar();
      expect(cortadas, 'ninguna respuesta de subida que cortar: la cola se vació antes del cambio de servidor').not.toBeNull();
      expect(aplicadasAlCortar, 'el cambio de servidor no ocurrió a mitad de la subida').toBeLessThan(TOTAL);
      return { aplicadasAntes: aplicadas, aplicadasAlCortar, cortadas };
    });

    await test.step('la cola termina de vaciarse contra B', async () => {
      await expect
        .poll(async () => {
          const e = await estadoMotor(pagina);
          return { aplicadas: await contarAplicados(bd, ids), pendientes: e.pendientes, fallidos: e.fallidos };
        }, { message: 'la cola no se vacía contra B', timeout: 90_000 })
        .toEqual({ aplicadas: TOTAL, pendientes: 0, fallidos: 0 });
      expect(await colaLocal(pagina)).toEqual([]);
    });

    const cambio2 = await test.step('con una descarga en curso contra B, el proxy pasa a A (rearrancado) y B muere', async () => {
      await a.arrancar();
      const corte = proxy.cortarEnProximaRespuesta({ contiene: '"sync.pull"', esperaMs: 60_000 });
      // Cambios del supervisor a través de B: avisan al técnico (stream de B) y provocan una descarga.
      const { token } = await iniciarSesionApi(b.url, 'admin');
      for (const [k, id] of delAdmin.entries()) await llamarRpc(b.url, token, METODO, mutacion(id, { observaciones: `supervisor ${k}` }));
      const cortadas = await corte;
      proxy.redirigir(a.puerto);
      expect(cortadas, 'ninguna respuesta de sync.pull que cortar').not.toBeNull();
      await b.matar();
      return { cortadas };
    });

    await test.step('exactamente una vez: cada idsync_upload en sync_aplicado, un cambio por paso y parte', async () => {
      const filas = await bd.query<{ id: string; entregas: number }>('SELECT idsync_upload AS id, entregas FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])', [ids]);
      expect(filas).toHaveLength(TOTAL);
      expect(filas.filter((f) => Number(f.entregas) < 1)).toEqual([]);
      const entregas = filas.reduce((s, f) => s + Number(f.entregas), 0);
      expect(entregas - TOTAL, 'el lote cortado tras aplicarse en A se reenvió a B y B lo reconoció').toBeGreaterThan(0);
      const cambios = await bd.query<{ id: string; n: number }>(
        `SELECT id, count(*)::int AS n FROM cambio WHERE coleccion = 'partetrabajo' AND seq > $1::bigint AND id = ANY($2::text[]) GROUP BY id`,
        [seqAntes?.seq ?? '0', delTecnico],
      );
      expect(Object.fromEntries(cambios.map((c) => [c.id, c.n]))).toEqual(Object.fromEntries(delTecnico.map((id) => [id, PASOS])));
      const finales = await bd.query<{ id: string; observaciones: string | null }>(
        `SELECT id, doc->>'observaciones' AS observaciones FROM partetrabajo WHERE id = ANY($1::text[])`,
        [delTecnico],
      );
      expect(Object.fromEntries(finales.map((f) => [f.id, f.observaciones]))).toEqual(Object.fromEntries(delTecnico.map((id) => [id, `paso ${PASOS}`])));
      console.log(
        `[varios] subida: ${TOTAL} mutaciones; cambio A→B con ${cambio1.aplicadasAlCortar} aplicadas (${cambio1.cortadas ?? 0} conexiones cortadas), ` +
          `entregas repetidas absorbidas ${entregas - TOTAL}; descarga: cambio B→A a mitad de sync.pull (${cambio2.cortadas ?? 0} conexiones cortadas)`,
      );
    });

    await test.step('el dispositivo termina con exactamente los documentos del servidor para su conjunto de trabajo', async () => {
      const { token } = await iniciarSesionApi(a.url, 'tecnico');
      const servidor = await documentosServidor(a.url, token);
      let dif: string[] = [];
      await expect
        .poll(
          async () => {
            dif = diferencias(servidor, await documentosLocales(pagina));
            return dif.length;
          },
          { message: 'el dispositivo no converge con el servidor', timeout: 60_000 },
        )
        .toBe(0)
        .catch((e: unknown) => {
          throw new Error(`${dif.length} diferencias, las primeras:\n${dif.slice(0, 10).join('\n')}`, { cause: e });
        });
      const locales = await partesLocales(pagina);
      expect(Object.fromEntries(locales.filter((p) => delAdmin.includes(p.idparte_trabajo)).map((p) => [p.idparte_trabajo, p.observaciones]))).toEqual(
        Object.fromEntries(delAdmin.map((id, k) => [id, `supervisor ${k}`])),
      );
      console.log(`[varios] dispositivo = servidor: ${servidor.size} documentos del conjunto de trabajo del técnico`);
    });
  } finally {
    await contexto.close();
    await bd.cerrar();
  }
});
