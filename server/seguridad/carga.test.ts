/**
 * Prueba de carga acotada sobre HTTP de verdad (el servidor completo escuchando en 127.0.0.1, puerto
 * libre, PGlite con la demo a escala pequeña). Un usuario manda a la vez, desde varias conexiones,
 * lotes de 200 sync.pull de 5000 documentos y lotes de 45 fichero.contenido de un fichero de 2 MB;
 * mientras, otro usuario hace sus lecturas normales (sync.pull desde un checkpoint reciente) y se
 * pregunta por GET /salud cada 100 ms. Se comprueba: las lecturas del otro usuario y /salud siempre
 * 200 y servidas sin esperar a las pesadas (su p99 por debajo de la mediana de las pesadas de la misma
 * carrera: una proporción, no un tiempo fijo, porque la máquina es compartida; las cifras absolutas las
 * imprime esta prueba y las mide `npm run bench`), y las peticiones pesadas acotadas (nunca un 5xx,
 * respuestas dentro del presupuesto, con los rechazos -32021 y -32020 de server/rpc/limites.ts).
 *
 * Todo está acotado: número de peticiones, un plazo para empezar peticiones nuevas y un tiempo máximo por
 * petición; los bucles terminan solos. Las cifras se imprimen con console.log.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODIGOS_RPC } from '../rpc/errores';
import { LIMITES_PETICION } from '../rpc/limites';
import { descargaCompleta, llamada, percentil, subirFichero, type PaginaPull } from './apoyo-limites';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

/** Conexiones del usuario pesado a la vez (una más que las lecturas pesadas que se le permiten). */
const CONEXIONES_PESADAS = LIMITES_PETICION.pesadasPorUsuario + 1;
/** Peticiones de cada conexión pesada, alternando un lote de sync.pull y uno de fichero.contenido. */
const PETICIONES_POR_CONEXION = 3;
/** Pasado este plazo no se empiezan peticiones pesadas nuevas. */
const PLAZO_CARGA_MS = 8_000;
/** Tiempo máximo de una petición cualquiera. */
const TIEMPO_MAXIMO_MS = 120_000;
/** Tope de lecturas del otro usuario y de consultas a /salud. */
const MAX_LECTURAS = 5_000;

interface Medida {
  ms: number;
  estado: number;
}

/** Cuántas veces aparece `aguja` en `datos` (sin decodificar el cuerpo: los pesados ocupan decenas de MB). */
const contar = (datos: Buffer, aguja: string): number => {
  let n = 0;
  for (let i = datos.indexOf(aguja); i >= 0; i = datos.indexOf(aguja, i + aguja.length)) n += 1;
  return n;
};

describe('carga acotada sobre HTTP (127.0.0.1): un usuario pesado no deja sin servicio a los demás', () => {
  let s: ServidorDemo;
  let pesado = '';
  let otro = '';
  let idfichero = '';
  let checkpointOtro = 0;
  /** La página más grande de la descarga del administrador (la primera es corta). */
  let grande: PaginaPull = { checkpoint: 0, cursor: null, limite: 5000 };

  const post = async (token: string, cuerpo: unknown): Promise<{ ms: number; estado: number; datos: Buffer }> => {
    const inicio = performance.now();
    const r = await fetch(`${s.servidor.url}/api/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(cuerpo),
      signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
    });
    const datos = Buffer.from(await r.arrayBuffer());
    return { ms: performance.now() - inicio, estado: r.status, datos };
  };

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2 });
    expect(new URL(s.servidor.url).hostname).toBe('127.0.0.1');
    // El pesado es el administrador (su descarga es la mayor); el fichero lo adjunta un técnico a su parte.
    pesado = await s.token('admin');
    otro = await s.token('tecnico2');
    const tecnico = await s.token('tecnico');
    const d = await descargaCompleta(s, tecnico);
    if (d.idparte === null) throw new Error('El técnico de la demo no ve ningún parte');
    idfichero = await subirFichero(s, tecnico, d.idparte, 2 * 1024 * 1024);
    checkpointOtro = (await descargaCompleta(s, otro)).checkpoint;
    grande = (await descargaCompleta(s, pesado)).mayor;
  }, 120_000);

  afterAll(async () => {
    await s?.cerrar();
  });

  it('las lecturas del otro usuario y /salud no esperan a las pesadas mientras el pesado manda lotes enormes', async () => {
    const inicio = performance.now();
    const plazo = inicio + PLAZO_CARGA_MS;
    let terminado = false;
    const pesadas: { ms: number; estado: number; bytes: number; resultados: number; grandes: number; cuota: number; ocupado: number; internos: number }[] = [];
    const lecturas: Medida[] = [];
    const saludes: Medida[] = [];
    let rssMaximo = 0;

    const lotes = [
      Array.from({ length: LIMITES_PETICION.llamadasPorLote }, (_, i) => llamada(i, 'sync.pull', grande)),
      Array.from({ length: 45 }, (_, i) => llamada(i, 'fichero.contenido', { idfichero })),
    ];
    const conexionPesada = async (conexion: number): Promise<void> => {
      for (let n = 0; n < PETICIONES_POR_CONEXION && performance.now() < plazo; n++) {
        const r = await post(pesado, lotes[(conexion + n) % lotes.length]);
        pesadas.push({
          ms: r.ms,
          estado: r.estado,
          bytes: r.datos.length,
          resultados: contar(r.datos, '"result":'),
          grandes: contar(r.datos, `"code":${CODIGOS_RPC.limitePeticion},"message":"La respuesta`),
          cuota: contar(r.datos, `"code":${CODIGOS_RPC.limitePeticion},"message":"Demasiadas llamadas a fichero.contenido`),
          ocupado: contar(r.datos, `"code":${CODIGOS_RPC.ocupado},`),
          internos: contar(r.datos, `"code":${CODIGOS_RPC.interno},`),
        });
        rssMaximo = Math.max(rssMaximo, process.memoryUsage().rss);
      }
    };

    const lecturasDelOtro = async (): Promise<void> => {
      while (!terminado && lecturas.length < MAX_LECTURAS) {
        const r = await post(otro, llamada(1, 'sync.pull', { checkpoint: checkpointOtro }));
        const cuerpo: unknown = JSON.parse(r.datos.toString('utf8'));
        const ok = typeof cuerpo === 'object' && cuerpo !== null && 'result' in cuerpo;
        lecturas.push({ ms: r.ms, estado: ok ? r.estado : -1 });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const sondearSalud = async (): Promise<void> => {
      while (!terminado && saludes.length < MAX_LECTURAS) {
        const t = performance.now();
        const r = await fetch(`${s.servidor.url}/salud`, { signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS) });
        await r.arrayBuffer();
        saludes.push({ ms: performance.now() - t, estado: r.status });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const retardo = monitorEventLoopDelay({ resolution: 10 });
    retardo.enable();
    const carga = Promise.all(Array.from({ length: CONEXIONES_PESADAS }, (_, i) => conexionPesada(i))).finally(() => {
      terminado = true;
    });
    await Promise.all([carga, lecturasDelOtro(), sondearSalud()]);
    retardo.disable();
    const duracion = performance.now() - inicio;

    const ms = lecturas.map((l) => l.ms);
    const msSalud = saludes.map((l) => l.ms);
    const suma = (f: (p: (typeof pesadas)[number]) => number): number => pesadas.reduce((n, p) => n + f(p), 0);
    console.log([
      `Carga de ${(duracion / 1000).toFixed(1)} s: ${pesadas.length} peticiones pesadas (${CONEXIONES_PESADAS} conexiones), `
        + `${suma((p) => p.resultados)} resultados, ${suma((p) => p.grandes)} '-32021 respuesta grande', ${suma((p) => p.cuota)} '-32021 cuota de ficheros', `
        + `${suma((p) => p.ocupado)} '-32020 ocupado'; la mayor de ${(Math.max(...pesadas.map((p) => p.bytes)) / 1024 / 1024).toFixed(1)} MB, `
        + `la más lenta ${(Math.max(...pesadas.map((p) => p.ms)) / 1000).toFixed(1)} s; memoria máxima ${Math.round(rssMaximo / 1024 / 1024)} MB`,
      `Lecturas del otro usuario: ${lecturas.length}, p50 ${percentil(ms, 50).toFixed(0)} ms, p99 ${percentil(ms, 99).toFixed(0)} ms, máx ${Math.max(...ms).toFixed(0)} ms`,
      `GET /salud: ${saludes.length}, p50 ${percentil(msSalud, 50).toFixed(0)} ms, p99 ${percentil(msSalud, 99).toFixed(0)} ms, máx ${Math.max(...msSalud).toFixed(0)} ms`,
      `Retardo del bucle de eventos: p99 ${(retardo.percentile(99) / 1e6).toFixed(0)} ms, máx ${(retardo.max / 1e6).toFixed(0)} ms`,
    ].join('\n'));

    // El pesado: acotado, nunca un 5xx ni un error interno, y con los rechazos de los límites.
    expect(pesadas.length).toBeGreaterThanOrEqual(CONEXIONES_PESADAS);
    for (const p of pesadas) {
      expect(p.estado).toBe(200);
      expect(p.internos).toBe(0);
      expect(p.bytes).toBeLessThanOrEqual(LIMITES_PETICION.bytesRespuesta + LIMITES_PETICION.llamadasPorLote * 300);
    }
    expect(suma((p) => p.grandes)).toBeGreaterThan(0);
    expect(suma((p) => p.cuota)).toBeGreaterThan(0);
    expect(suma((p) => p.ocupado)).toBeGreaterThan(0);

    // Los demás: servidos todo el tiempo, sin hacer cola detrás de las pesadas.
    const medianaPesadas = percentil(pesadas.map((p) => p.ms), 50);
    expect(lecturas.length).toBeGreaterThanOrEqual(20);
    expect(lecturas.every((l) => l.estado === 200)).toBe(true);
    expect(percentil(ms, 99)).toBeLessThan(medianaPesadas);
    expect(saludes.length).toBeGreaterThanOrEqual(10);
    expect(saludes.every((l) => l.estado === 200)).toBe(true);
    expect(percentil(msSalud, 99)).toBeLessThan(medianaPesadas);
  }, 400_000);
});
