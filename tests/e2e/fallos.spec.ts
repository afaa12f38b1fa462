/**
 * Fallos durante la subida: 500 mutaciones encoladas sin conexión sobre 50 partes (observaciones
 * 'paso 1'..'paso 10' por parte, intercaladas al azar) se suben a través del proxy TCP mientras se corta
 * la conexión en 10 momentos al azar (semilla impresa; E2E_SEMILLA la repite) y se mata el servidor con
 * SIGKILL y se rearranca una vez. Cada mutación debe aplicarse exactamente una vez y en el orden de la
 * cola para cada parte. PostgreSQL real, inspeccionado mientras corre; un disparador de prueba anota
 * cada escritura de partetrabajo para comprobar el orden exacto de aplicación.
 */
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { crearAzar, semillaDeEntorno } from './soporte/azar';
import type { ConexionBd } from './soporte/bd';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';
import { dormir } from './soporte/servidor';

const entorno = usarServidor({ nombre: 'fallos', bd: 'postgres', proxy: true });

const PARTES = 50;
const PASOS = 10;
const TOTAL = PARTES * PASOS;
const CORTES = 10;
const METODO = 'parteTrabajo.updateSync';

interface Paso {
  id: string;
  paso: number;
}

type ModoCorte = 'inmediato' | 'al responder';

/** Un fallo programado: se dispara cuando el servidor lleva `umbral` mutaciones aplicadas. */
type Fallo =
  | { tipo: 'corte'; umbral: number; modo: ModoCorte; rechazoMs: number }
  | { tipo: 'reinicio'; umbral: number; pausaMs: number };

interface FalloHecho {
  n: number;
  fallo: string;
  umbral: number;
  /** Aplicadas en el servidor al decidir el fallo y justo después. */
  aplicadasAntes: number;
  aplicadasDespues: number;
  /** Pendientes en el cliente justo después (la subida seguía en curso si > 0). */
  pendientesCliente: number;
  conexiones: number;
  pausaMs: number;
}

const pasoTexto = (k: number): string => `paso ${k}`;

const contarAplicados = async (bd: ConexionBd, ids: readonly string[]): Promise<number> => {
  const [fila] = await bd.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])', [ids]);
  return fila?.n ?? 0;
};

/** Disparador de prueba: anota cada escritura de partetrabajo (id, observaciones) en orden de ejecución. */
const instalarHistorial = async (bd: ConexionBd): Promise<void> => {
  await bd.query(`CREATE TABLE e2e_historial (
    n bigserial PRIMARY KEY, id text NOT NULL, observaciones text, momento timestamptz NOT NULL DEFAULT clock_timestamp())`);
  await bd.query(`CREATE FUNCTION e2e_anotar() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO e2e_historial (id, observaciones) VALUES (NEW.id, NEW.doc->>'observaciones'); RETURN NULL; END $$`);
  await bd.query('CREATE TRIGGER e2e_anotar AFTER INSERT OR UPDATE ON partetrabajo FOR EACH ROW EXECUTE FUNCTION e2e_anotar()');
};

test('500 mutaciones en 50 partes sobreviven a 10 cortes y a un reinicio del servidor: una vez cada una y en orden', async ({ browser }) => {
  test.setTimeout(15 * 60_000);
  const { servidor, proxy, baseDatos } = entorno.actual;
  if (!proxy || !baseDatos) throw new Error('el entorno necesita proxy y PostgreSQL');
  const azar = crearAzar(semillaDeEntorno());
  console.log(`[fallos] semilla ${azar.semilla} (E2E_SEMILLA=${azar.semilla} repite los mismos fallos)`);
  const bd = await baseDatos.conectar();
  const contexto = await browser.newContext({ baseURL: proxy.url });

  try {
    await activarDepuracion(contexto);
    const pagina = await contexto.newPage();

    const elegidos = await test.step('el técnico inicia sesión y descarga sus partes', async () => {
      await new PaginaLogin(pagina).iniciarSesion('tecnico');
      await esperarVigia(pagina);
      await expect
        .poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 180_000 })
        .toBe(true);
      const partes = await partesLocales(pagina);
      expect(partes.length, `el técnico de la demo necesita al menos ${PARTES} partes en su dispositivo`).toBeGreaterThanOrEqual(PARTES);
      const ordenados = [...partes].sort((a, b) => a.idparte_trabajo.localeCompare(b.idparte_trabajo));
      return azar.barajar(ordenados).slice(0, PARTES).map((p) => p.idparte_trabajo);
    });

    // Orden de la cola: los 10 pasos de cada parte en orden, intercalados al azar entre partes.
    const plan: Paso[] = [];
    const pasosHechos = new Map(elegidos.map((id) => [id, 0]));
    while (plan.length < TOTAL) {
      const abiertos = [...pasosHechos].filter(([, n]) => n < PASOS);
      const elegido = abiertos[azar.entero(0, abiertos.length - 1)];
      if (!elegido) throw new Error('plan imposible');
      pasosHechos.set(elegido[0], elegido[1] + 1);
      plan.push({ id: elegido[0], paso: elegido[1] + 1 });
    }

    await instalarHistorial(bd);
    const [seqAntes] = await bd.query<{ seq: string }>('SELECT coalesce(max(seq), 0)::text AS seq FROM cambio');
    const seqInicial = seqAntes?.seq ?? '0';

    const ids = await test.step(`sin conexión: encola ${TOTAL} mutaciones con motor.mutate`, async () => {
      await contexto.setOffline(true);
      proxy.rechazar(true);
      proxy.cortar();
      const inicio = Date.now();
      const ids = await pagina.evaluate(
        async ({ plan, metodo }) => {
          const vigia = window.vigia;
          if (!vigia) throw new Error('window.vigia no está disponible');
          const r: string[] = [];
          for (const m of plan) {
            const res = await vigia.motor.mutate(metodo, { id: m.id, cambios: { observaciones: `paso ${m.paso}` } });
            r.push(res.idsync_upload);
          }
          return r;
        },
        { plan, metodo: METODO },
      );
      const ms = Date.now() - inicio;
      console.log(`[fallos] ${TOTAL} mutaciones encoladas en ${ms} ms (${((TOTAL * 1000) / ms).toFixed(0)}/s)`);
      expect(new Set(ids).size).toBe(TOTAL);
      const cola = await colaLocal(pagina);
      expect(cola.map((e) => e.idsync_upload), 'la cola local guarda las mutaciones en el orden de mutate').toEqual(ids);
      expect((await estadoMotor(pagina)).pendientes).toBe(TOTAL);
      expect(await contarAplicados(bd, ids), 'nada sube sin conexión').toBe(0);
      return ids;
    });

    // 11 momentos al azar a lo largo de la subida (por número de mutaciones aplicadas en el servidor):
    // 10 cortes de la conexión y, en otro elegido al azar, el SIGKILL y rearranque del servidor.
    const umbrales = azar.distintos(CORTES + 1, 1, 350);
    const posicionReinicio = azar.entero(0, CORTES);
    const fallos: Fallo[] = umbrales.map((umbral, i): Fallo =>
      i === posicionReinicio
        ? { tipo: 'reinicio', umbral, pausaMs: azar.entero(200, 2000) }
        : { tipo: 'corte', umbral, modo: azar.siguiente() < 0.5 ? 'inmediato' : 'al responder', rechazoMs: azar.entero(0, 1500) },
    );
    console.log(`[fallos] plan: ${fallos.map((f) => `${f.umbral}:${f.tipo === 'corte' ? f.modo : 'reinicio'}`).join(', ')}`);
    const hechos: FalloHecho[] = [];

    /** ¿Sigue la subida en curso? (el servidor no lo tiene todo o el cliente aún no lo sabe) */
    const subidaEnCurso = async (aplicadas: number): Promise<boolean> => aplicadas < TOTAL || (await estadoMotor(pagina)).pendientes > 0;

    const provocar = async (f: Fallo, aplicadasAntes: number): Promise<void> => {
      let conexiones = 0;
      let descripcion: string;
      let pausaMs: number;
      if (f.tipo === 'reinicio') {
        const t = Date.now();
        await servidor.reiniciar(f.pausaMs);
        descripcion = 'SIGKILL + rearranque';
        pausaMs = Date.now() - t;
      } else {
        descripcion = `corte ${f.modo}`;
        pausaMs = f.rechazoMs;
        if (f.modo === 'al responder') {
          const n = await proxy.cortarEnProximaRespuesta({ contiene: 'idsync_upload', rechazoMs: f.rechazoMs, esperaMs: 60_000 });
          if (n === null) {
            descripcion = 'corte inmediato (no llegó respuesta)';
            conexiones = proxy.cortar(f.rechazoMs);
          } else conexiones = n;
        } else conexiones = proxy.cortar(f.rechazoMs);
      }
      const aplicadasDespues = await contarAplicados(bd, ids);
      const pendientesCliente = (await estadoMotor(pagina)).pendientes;
      hechos.push({ n: hechos.length + 1, fallo: descripcion, umbral: f.umbral, aplicadasAntes, aplicadasDespues, pendientesCliente, conexiones, pausaMs });
      // Mientras dura el rechazo no hay red: el siguiente fallo, después.
      if (f.tipo === 'corte') await dormir(f.rechazoMs);
    };

    const duracionMs = await test.step('vuelve la conexión: sube con 10 cortes y un reinicio del servidor', async () => {
      const inicio = Date.now();
      proxy.rechazar(false);
      await contexto.setOffline(false);
      const limite = inicio + 8 * 60_000;
      let ultimoInforme = inicio;
      for (;;) {
        const aplicadas = await contarAplicados(bd, ids);
        const fallo = fallos[hechos.length];
        if (fallo && aplicadas >= fallo.umbral && (await subidaEnCurso(aplicadas))) {
          await provocar(fallo, aplicadas);
          continue;
        }
        if (aplicadas >= TOTAL && !(await subidaEnCurso(aplicadas))) break;
        if (Date.now() - ultimoInforme > 5_000) {
          ultimoInforme = Date.now();
          const e = await estadoMotor(pagina);
          console.log(
            `[fallos] ${((Date.now() - inicio) / 1000).toFixed(0)} s: ${aplicadas}/${TOTAL} aplicadas, cliente: ${e.pendientes} pendientes, ` +
              `${e.fallidos} fallidas, líder ${String(e.lider)}, error ${e.error ?? '-'}, fallos provocados ${hechos.length}`,
          );
        }
        if (Date.now() > limite) {
          const e = await estadoMotor(pagina);
          throw new Error(
            `La cola no se vació en 8 min: ${aplicadas}/${TOTAL} aplicadas en el servidor; cliente ${JSON.stringify(e)}\n` +
              `servidor:\n${servidor.ultimasLineas(30)}`,
          );
        }
        await dormir(25);
      }
      return Date.now() - inicio;
    });

    await test.step('los fallos ocurrieron de verdad durante la subida', () => {
      console.table(hechos);
      expect(hechos.map((h) => h.fallo), 'la cola se vació antes de provocar todos los fallos').toHaveLength(CORTES + 1);
      expect(hechos.filter((h) => h.fallo.startsWith('corte'))).toHaveLength(CORTES);
      expect(servidor.arranques, 'un SIGKILL y un rearranque del servidor').toBe(2);
    });

    await test.step('el cliente queda sin pendientes ni fallidas', async () => {
      await expect
        .poll(async () => {
          const e = await estadoMotor(pagina);
          return { pendientes: e.pendientes, fallidos: e.fallidos };
        }, { timeout: 60_000 })
        .toEqual({ pendientes: 0, fallidos: 0 });
      expect(await colaLocal(pagina)).toEqual([]);
    });

    const entregasTotales = await test.step('el servidor aplicó cada mutación exactamente una vez', async () => {
      const filas = await bd.query<{ id: string; metodo: string; entregas: number }>(
        'SELECT idsync_upload AS id, metodo, entregas FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])',
        [ids],
      );
      expect(filas).toHaveLength(TOTAL);
      expect(new Set(filas.map((f) => f.id)).size).toBe(TOTAL);
      expect(filas.filter((f) => f.metodo !== METODO)).toEqual([]);
      expect(filas.filter((f) => Number(f.entregas) < 1)).toEqual([]);
      const [otras] = await bd.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_aplicado WHERE NOT (idsync_upload = ANY($1::text[]))', [ids]);
      expect(otras?.n, 'ninguna otra mutación aplicada').toBe(0);
      return filas.reduce((s, f) => s + Number(f.entregas), 0);
    });

    await test.step('cada parte acaba en su último paso, aplicado en el orden de la cola', async () => {
      const finales = await bd.query<{ id: string; observaciones: string | null }>(
        `SELECT id, doc->>'observaciones' AS observaciones FROM partetrabajo WHERE id = ANY($1::text[])`,
        [elegidos],
      );
      expect(Object.fromEntries(finales.map((f) => [f.id, f.observaciones]))).toEqual(
        Object.fromEntries(elegidos.map((id) => [id, pasoTexto(PASOS)])),
      );

      // Historial exacto de escrituras: paso 1..10 por parte, sin repeticiones ni saltos.
      const historial = await bd.query<{ id: string; observaciones: string | null }>(
        'SELECT id, observaciones FROM e2e_historial WHERE id = ANY($1::text[]) ORDER BY n',
        [elegidos],
      );
      const porParte = new Map<string, (string | null)[]>(elegidos.map((id) => [id, []]));
      for (const h of historial) porParte.get(h.id)?.push(h.observaciones);
      const esperado = Array.from({ length: PASOS }, (_, i) => pasoTexto(i + 1));
      expect(Object.fromEntries(porParte)).toEqual(Object.fromEntries(elegidos.map((id) => [id, esperado])));

      // Registro de cambios: una fila por mutación aplicada, ninguna por las entregas repetidas.
      const cambios = await bd.query<{ id: string; n: number }>(
        `SELECT id, count(*)::int AS n FROM cambio WHERE coleccion = 'partetrabajo' AND seq > $1::bigint AND id = ANY($2::text[]) GROUP BY id`,
        [seqInicial, elegidos],
      );
      expect(Object.fromEntries(cambios.map((c) => [c.id, c.n]))).toEqual(Object.fromEntries(elegidos.map((id) => [id, PASOS])));

      // sync_aplicado.aplicado no retrocede dentro de cada parte en el orden de la cola.
      const aplicados = await bd.query<{ id: string; aplicado: Date }>(
        'SELECT idsync_upload AS id, aplicado FROM sync_aplicado WHERE idsync_upload = ANY($1::text[])',
        [ids],
      );
      const instante = new Map(aplicados.map((f) => [f.id, f.aplicado.getTime()]));
      const desordenados: string[] = [];
      const ultimo = new Map<string, number>();
      plan.forEach((m, i) => {
        const t = instante.get(ids[i] ?? '') ?? Number.NaN;
        const previo = ultimo.get(m.id) ?? -Infinity;
        if (!(t >= previo)) desordenados.push(`${m.id} paso ${m.paso}`);
        ultimo.set(m.id, t);
      });
      expect(desordenados, 'mutaciones aplicadas antes que una anterior del mismo parte').toEqual([]);
    });

    await test.step('el dispositivo converge con el servidor', async () => {
      await expect
        .poll(
          async () => {
            const locales = await partesLocales(pagina);
            return locales.filter((p) => elegidos.includes(p.idparte_trabajo) && p.observaciones !== pasoTexto(PASOS)).length;
          },
          { message: 'partes del dispositivo que no acaban en el último paso', timeout: 60_000 },
        )
        .toBe(0);
    });

    const duplicadas = entregasTotales - TOTAL;
    const final = await estadoMotor(pagina);
    console.log(
      [
        '[fallos] cifras:',
        `  semilla ${azar.semilla}`,
        `  subida con fallos: ${(duracionMs / 1000).toFixed(1)} s para ${TOTAL} mutaciones (${((TOTAL * 1000) / duracionMs).toFixed(1)}/s)`,
        `  entregas repetidas absorbidas: ${duplicadas} (suma de entregas ${entregasTotales} − ${TOTAL})`,
        `  cortes: ${hechos.filter((h) => h.fallo.startsWith('corte')).length} (${proxy.estadisticas.respuestasPerdidas} perdiendo una respuesta ya aplicada), ` +
          `conexiones cortadas ${proxy.estadisticas.conexionesCortadas}, ` +
          `conexiones rechazadas ${proxy.estadisticas.rechazadas}`,
        `  reinicios del servidor: ${servidor.arranques - 1}`,
        `  estado final del motor: pendientes ${final.pendientes}, fallidos ${final.fallidos}, error ${final.error ?? 'ninguno'}`,
      ].join('\n'),
    );
  } finally {
    await contexto.close();
    await bd.cerrar();
  }
});
