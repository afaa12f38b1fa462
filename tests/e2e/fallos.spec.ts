/**
 * Fallos durante la subida (issue 4, «Faults»): 2.000 mutaciones encoladas sin conexión sobre 50 partes
 * (observaciones 'paso 1'..'paso 40' por parte, intercaladas al azar) se suben a través del proxy TCP
 * mientras: se corta la conexión en 20 momentos al azar, se pierde 100 veces la respuesta de un lote que
 * el servidor ya aplicó (HTTP 200 cortado antes de llegar al navegador), se mata el servidor con SIGKILL
 * dos veces y se reinicia PostgreSQL una vez. Semilla impresa; E2E_SEMILLA la repite. Cada mutación debe
 * aplicarse exactamente una vez (sync_aplicado) y en el orden de la cola para cada parte (un disparador de
 * prueba anota cada escritura de partetrabajo); se imprimen las entregas repetidas que absorbió el servidor.
 *
 * Mientras tanto, un segundo proceso del servidor sobre el mismo PostgreSQL (issue 13, punto 4) recibe
 * escrituras de un supervisor sobre otros partes del técnico, sin pausa: los dos procesos escriben a la
 * vez (sin cerrojo global, decisión 39), el segundo sigue cuando el primero muere y las repite hasta que
 * entran cuando PostgreSQL se reinicia. Cada una se aplica una vez y el dispositivo acaba con la última.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { iniciarSesionApi } from './soporte/api';
import { crearAzar, semillaDeEntorno } from './soporte/azar';
import { asegurarPostgres, conectarResistente, reiniciarPostgres } from './soporte/bd';
import { usarServidor } from './soporte/entorno';
import { comprobarHistorial, comprobarUnaVez, contarAplicados, encolar, instalarHistorial, planIntercalado } from './soporte/fallos';
import { activarDepuracion, colaLocal, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';
import { dormir } from './soporte/servidor';

const entorno = usarServidor({ nombre: 'fallos', bd: 'postgres', proxy: true, segundo: true });

const PARTES = 50;
const PASOS = 40;
const TOTAL = PARTES * PASOS;
const CORTES = 20;
const SIGKILLS = 2;
const RESPUESTAS_PERDIDAS = 100;
/** Las respuestas perdidas se reparten hasta aquí; después se pierden seguidas (reenvíos). */
const REPARTO_PERDIDAS = Math.floor(TOTAL * 0.8);
/** Partes del técnico que el supervisor cambia por el segundo proceso, y mutaciones por lote. */
const PARTES_B = 6;
const LOTE_B = 5;
const PAUSA_B_MS = 250;

interface EscritorB {
  idusuario: string;
  ids: string[];
  /** Lo último escrito en cada parte. */
  ultimo: Map<string, string>;
  /** Lotes que hubo que repetir (PostgreSQL reiniciándose). */
  repetidos: number;
}

/**
 * El supervisor escribe por el segundo proceso lotes de LOTE_B cambios de observaciones en `partes` hasta
 * que `seguir()` diga que no. Un lote que falla (PostgreSQL caído) se repite igual, con los mismos
 * idsync_upload, hasta que entra: el servidor lo aplica una sola vez.
 */
const escribirPorB = async (url: string, partes: readonly string[], seguir: () => boolean): Promise<EscritorB> => {
  const { token, usuario } = await iniciarSesionApi(url, 'admin');
  const r: EscritorB = { ids: [], ultimo: new Map(), repetidos: 0, idusuario: usuario.idusuario };
  let n = 0;
  while (seguir()) {
    const lote = Array.from({ length: LOTE_B }, () => {
      n += 1;
      const id = partes[n % partes.length] ?? '';
      return { id, texto: `B ${n}`, idsync_upload: randomUUID(), creado: new Date().toISOString() };
    });
    const cuerpo = lote.map((m, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'parteTrabajo.updateSync',
      params: { idsync_upload: m.idsync_upload, creado: m.creado, params: { id: m.id, cambios: { observaciones: m.texto } } },
    }));
    for (let intento = 0; ; intento++) {
      const ok = await fetch(`${url}/api/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(cuerpo),
      }).then(
        async (res) => res.ok && ((await res.json()) as { error?: unknown }[]).every((x) => x.error === undefined),
        () => false,
      );
      if (ok) break;
      if (intento > 600) throw new Error('El segundo proceso no aceptó un lote en 2 min');
      r.repetidos += 1;
      await dormir(200);
    }
    for (const m of lote) {
      r.ids.push(m.idsync_upload);
      r.ultimo.set(m.id, m.texto);
    }
    await dormir(PAUSA_B_MS);
  }
  return r;
};

type Fallo =
  | { tipo: 'corte'; umbral: number; rechazoMs: number }
  | { tipo: 'sigkill'; umbral: number; pausaMs: number }
  | { tipo: 'postgres'; umbral: number };

interface FalloHecho {
  n: number;
  fallo: string;
  umbral: number;
  aplicadasAntes: number;
  aplicadasDespues: number;
  pendientesCliente: number;
  conexiones: number;
  ms: number;
}

test('2.000 mutaciones sobreviven a 20 cortes, 100 respuestas perdidas, 2 SIGKILL y un reinicio de PostgreSQL: una vez cada una y en orden', async ({ browser }) => {
  test.setTimeout(20 * 60_000);
  const { servidor, proxy, baseDatos } = entorno.actual;
  if (!proxy || !baseDatos) throw new Error('el entorno necesita proxy y PostgreSQL');
  const azar = crearAzar(semillaDeEntorno());
  console.log(`[fallos] semilla ${azar.semilla} (E2E_SEMILLA=${azar.semilla} repite los mismos fallos)`);
  const bd = await conectarResistente(baseDatos);
  const contexto = await browser.newContext({ baseURL: proxy.url });

  try {
    await activarDepuracion(contexto);
    const pagina = await contexto.newPage();

    const { segundo } = entorno.actual;
    if (!segundo) throw new Error('el entorno necesita el segundo proceso del servidor');
    const { elegidos, otros } = await test.step('el técnico inicia sesión y descarga sus partes', async () => {
      await new PaginaLogin(pagina).iniciarSesion('tecnico');
      await esperarVigia(pagina);
      await expect
        .poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 180_000 })
        .toBe(true);
      const partes = await partesLocales(pagina);
      expect(partes.length, `el técnico de la demo necesita al menos ${PARTES + PARTES_B} partes en su dispositivo`).toBeGreaterThanOrEqual(PARTES + PARTES_B);
      const ordenados = [...partes].sort((a, b) => a.idparte_trabajo.localeCompare(b.idparte_trabajo));
      const barajados = azar.barajar(ordenados).map((p) => p.idparte_trabajo);
      return { elegidos: barajados.slice(0, PARTES), otros: barajados.slice(PARTES, PARTES + PARTES_B) };
    });

    const plan = planIntercalado(elegidos, PASOS, 'paso', () => azar.siguiente());
    await instalarHistorial(bd);
    const desde = new Date(Date.now() - 60_000);

    const ids = await test.step(`sin conexión: encola ${TOTAL} mutaciones con motor.mutate`, async () => {
      await contexto.setOffline(true);
      proxy.rechazar(true);
      proxy.cortar();
      const { ids, ms, velocidades } = await encolar(pagina, plan);
      console.log(`[fallos] ${TOTAL} mutaciones encoladas en ${ms} ms (${((TOTAL * 1000) / ms).toFixed(0)}/s; por trozos de 500: ${velocidades.join(', ')}/s)`);
      expect(new Set(ids).size).toBe(TOTAL);
      const cola = await colaLocal(pagina);
      expect(cola.map((e) => e.idsync_upload), 'la cola local guarda las mutaciones en el orden de mutate').toEqual(ids);
      expect((await estadoMotor(pagina)).pendientes).toBe(TOTAL);
      expect(await contarAplicados(bd, ids), 'nada sube sin conexión').toBe(0);
      return ids;
    });

    // 23 momentos al azar a lo largo de la subida (por mutaciones aplicadas en el servidor): 20 cortes,
    // 2 SIGKILL del servidor y 1 reinicio de PostgreSQL, en posiciones elegidas al azar.
    const umbrales = azar.distintos(CORTES + SIGKILLS + 1, 1, TOTAL - 150);
    // El reinicio de PostgreSQL deja la cola subiendo mientras la prueba espera a que vuelva (unos 5 s, en
    // los que pueden aplicarse cientos de mutaciones): va en la primera mitad de la subida para que los
    // fallos de después encuentren todavía cola que cortar.
    const tempranas = umbrales.map((u, i) => ({ u, i })).filter(({ u }) => u <= TOTAL / 2).map(({ i }) => i);
    const posicionPostgres = azar.barajar(tempranas.length > 0 ? tempranas : [0])[0] ?? 0;
    const posiciones = azar.barajar(umbrales.map((_, i) => i).filter((i) => i !== posicionPostgres));
    const especiales = new Map<number, 'sigkill' | 'postgres'>([
      [posicionPostgres, 'postgres'],
      [posiciones[0] ?? 1, 'sigkill'],
      [posiciones[1] ?? 2, 'sigkill'],
    ]);
    const fallos: Fallo[] = umbrales.map((umbral, i): Fallo => {
      const e = especiales.get(i);
      if (e === 'postgres') return { tipo: 'postgres', umbral };
      if (e === 'sigkill') return { tipo: 'sigkill', umbral, pausaMs: azar.entero(200, 2000) };
      return { tipo: 'corte', umbral, rechazoMs: azar.entero(0, 1500) };
    });
    console.log(`[fallos] plan: ${fallos.map((f) => `${f.umbral}:${f.tipo}`).join(', ')}`);
    const hechos: FalloHecho[] = [];

    // Respuestas perdidas tras aplicar: un armador en paralelo deja pasar la próxima petición de subida y
    // corta justo cuando el servidor empieza a contestar 200 (lote ya aplicado). Se pausa mientras el
    // servidor o PostgreSQL están caídos (ahí no hay nada aplicado que perder).
    let terminado = false;
    let pausado = false;
    let perdidas = 0;
    // El segundo proceso escribe desde que vuelve la conexión hasta que la subida termina.
    let escritor: Promise<EscritorB> | null = null;
    const armador = (async () => {
      while (perdidas < RESPUESTAS_PERDIDAS && !terminado) {
        if (pausado) {
          await dormir(50);
          continue;
        }
        const aplicadas = await contarAplicados(bd, ids);
        const hueco = Math.floor(Math.max(0, REPARTO_PERDIDAS - aplicadas) / (RESPUESTAS_PERDIDAS - perdidas + 1));
        const objetivo = aplicadas + azar.entero(0, hueco);
        while (!terminado && !pausado && (await contarAplicados(bd, ids)) < objetivo) await dormir(40);
        if (terminado || pausado) continue;
        const n = await proxy.cortarEnProximaRespuesta({ contiene: 'idsync_upload', estado: 200, esperaMs: 20_000 });
        if (n !== null) perdidas += 1;
      }
    })();

    const subidaEnCurso = async (aplicadas: number): Promise<boolean> => aplicadas < TOTAL || (await estadoMotor(pagina)).pendientes > 0;

    const provocar = async (f: Fallo, aplicadasAntes: number): Promise<void> => {
      const t = Date.now();
      let conexiones = 0;
      let descripcion: string;
      if (f.tipo === 'corte') {
        descripcion = 'corte';
        conexiones = proxy.cortar(f.rechazoMs);
      } else {
        pausado = true;
        proxy.cancelarCorteEnRespuesta();
        try {
          if (f.tipo === 'sigkill') {
            descripcion = 'SIGKILL + rearranque';
            await servidor.reiniciar(f.pausaMs);
          } else {
            descripcion = 'reinicio de PostgreSQL';
            await reiniciarPostgres();
            await dormir(1000);
            // El servidor debe seguir vivo (sus conexiones se rehacen solas); si no, nadie lo rearranca.
            if (!servidor.vivo) throw new Error(`El servidor murió al reiniciar PostgreSQL:\n${servidor.ultimasLineas(40)}`);
          }
        } finally {
          pausado = false;
        }
      }
      const aplicadasDespues = await contarAplicados(bd, ids);
      const pendientesCliente = (await estadoMotor(pagina)).pendientes;
      hechos.push({ n: hechos.length + 1, fallo: descripcion, umbral: f.umbral, aplicadasAntes, aplicadasDespues, pendientesCliente, conexiones, ms: Date.now() - t });
      if (f.tipo === 'corte') await dormir(f.rechazoMs);
    };

    const duracionMs = await test.step('vuelve la conexión: sube con cortes, respuestas perdidas, SIGKILL y reinicio de PostgreSQL', async () => {
      const inicio = Date.now();
      escritor = escribirPorB(segundo.url, otros, () => !terminado);
      proxy.rechazar(false);
      await contexto.setOffline(false);
      const limite = inicio + 12 * 60_000;
      let ultimoInforme = inicio;
      try {
        for (;;) {
          if (!servidor.vivo) throw new Error(`El servidor murió sin que la prueba lo matara:\n${servidor.ultimasLineas(40)}`);
          const aplicadas = await contarAplicados(bd, ids);
          const fallo = fallos[hechos.length];
          if (fallo && aplicadas >= fallo.umbral && (await subidaEnCurso(aplicadas))) {
            await provocar(fallo, aplicadas);
            continue;
          }
          if (aplicadas >= TOTAL && perdidas >= RESPUESTAS_PERDIDAS && !(await subidaEnCurso(aplicadas))) break;
          if (aplicadas >= TOTAL && !(await subidaEnCurso(aplicadas))) break;
          if (Date.now() - ultimoInforme > 10_000) {
            ultimoInforme = Date.now();
            const e = await estadoMotor(pagina);
            console.log(
              `[fallos] ${((Date.now() - inicio) / 1000).toFixed(0)} s: ${aplicadas}/${TOTAL} aplicadas, cliente: ${e.pendientes} pendientes, ` +
                `${e.fallidos} fallidas, error ${e.error ?? '-'}, fallos ${hechos.length}, respuestas perdidas ${perdidas}`,
            );
          }
          if (Date.now() > limite) {
            const e = await estadoMotor(pagina);
            throw new Error(
              `La cola no se vació en 12 min: ${aplicadas}/${TOTAL} aplicadas en el servidor; cliente ${JSON.stringify(e)}\n` +
                `servidor:\n${servidor.ultimasLineas(30)}`,
            );
          }
          await dormir(25);
        }
      } finally {
        terminado = true;
        proxy.cancelarCorteEnRespuesta();
        await armador;
      }
      return Date.now() - inicio;
    });
    const deB = await test.step('el segundo proceso escribió a la vez y sigue vivo', async () => {
      if (!escritor) throw new Error('el escritor del segundo proceso no arrancó');
      const r = await escritor;
      expect(segundo.vivo, `el segundo proceso murió:\n${segundo.ultimasLineas(30)}`).toBe(true);
      expect(r.ids.length, 'escrituras por el segundo proceso durante la subida').toBeGreaterThan(50);
      return r;
    });

    await test.step('los fallos ocurrieron de verdad durante la subida', () => {
      console.table(hechos);
      expect(hechos.map((h) => h.fallo), 'la cola se vació antes de provocar todos los fallos').toHaveLength(CORTES + SIGKILLS + 1);
      expect(hechos.filter((h) => h.fallo === 'corte')).toHaveLength(CORTES);
      expect(hechos.filter((h) => h.fallo === 'reinicio de PostgreSQL')).toHaveLength(1);
      expect(servidor.arranques, 'dos SIGKILL y rearranques del servidor').toBe(1 + SIGKILLS);
      expect(perdidas, 'respuestas 200 perdidas tras aplicar el lote').toBe(RESPUESTAS_PERDIDAS);
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

    const duplicadas = await test.step('el servidor aplicó cada mutación exactamente una vez', () => comprobarUnaVez(bd, ids, '2', desde));
    await test.step('y cada escritura del segundo proceso, una vez', () => comprobarUnaVez(bd, deB.ids, deB.idusuario, desde));

    await test.step('cada parte acaba en su último paso, aplicado en el orden de la cola', async () => {
      const finales = await bd.query<{ id: string; observaciones: string | null }>(
        `SELECT id, doc->>'observaciones' AS observaciones FROM partetrabajo WHERE id = ANY($1::text[])`,
        [elegidos],
      );
      expect(Object.fromEntries(finales.map((f) => [f.id, f.observaciones]))).toEqual(Object.fromEntries(elegidos.map((id) => [id, `paso ${PASOS}`])));
      // Historial exacto de escrituras: paso 1..40 por parte, sin repeticiones ni saltos.
      await comprobarHistorial(bd, plan);
      // Registro de cambios: una fila por mutación aplicada, ninguna por las entregas repetidas.
      const cambios = await bd.query<{ id: string; n: number }>(
        `SELECT h.id, count(*)::int AS n FROM e2e_historial h WHERE h.id = ANY($1::text[]) AND h.observaciones LIKE 'paso %' GROUP BY h.id`,
        [elegidos],
      );
      expect(Object.fromEntries(cambios.map((c) => [c.id, c.n]))).toEqual(Object.fromEntries(elegidos.map((id) => [id, PASOS])));
    });

    await test.step('el dispositivo converge con el servidor', async () => {
      await expect
        .poll(
          async () => (await partesLocales(pagina)).filter((p) => elegidos.includes(p.idparte_trabajo) && p.observaciones !== `paso ${PASOS}`).length,
          { message: 'partes del dispositivo que no acaban en el último paso', timeout: 60_000 },
        )
        .toBe(0);
      await expect
        .poll(
          async () => (await partesLocales(pagina)).filter((p) => deB.ultimo.has(p.idparte_trabajo) && p.observaciones !== deB.ultimo.get(p.idparte_trabajo)).length,
          { message: 'partes cambiados por el segundo proceso que el dispositivo no tiene en su último valor', timeout: 60_000 },
        )
        .toBe(0);
    });

    console.log(
      [
        '[fallos] cifras:',
        `  semilla ${azar.semilla}`,
        `  subida con fallos: ${(duracionMs / 1000).toFixed(1)} s para ${TOTAL} mutaciones (${((TOTAL * 1000) / duracionMs).toFixed(1)}/s)`,
        `  entregas repetidas absorbidas por el servidor: ${duplicadas} (suma de entregas − 1)`,
        `  cortes: ${CORTES} (conexiones cortadas ${proxy.estadisticas.conexionesCortadas}, rechazadas ${proxy.estadisticas.rechazadas})`,
        `  respuestas 200 perdidas tras aplicar: ${perdidas}`,
        `  SIGKILL del servidor: ${servidor.arranques - 1}; reinicios de PostgreSQL: 1 (${hechos.find((h) => h.fallo.includes('PostgreSQL'))?.ms ?? '?'} ms)`,
        `  segundo proceso: ${deB.ids.length} escrituras del supervisor a la vez sobre ${deB.ultimo.size} partes (${deB.repetidos} lotes repetidos)`,
      ].join('\n'),
    );
  } finally {
    await asegurarPostgres();
    await contexto.close();
    await bd.cerrar();
  }
});
