/**
 * T. El día del técnico sin conexión, en la app real (bench/run.ts lo llama con cada escala, y compara
 * el p95 de las pantallas entre escalas):
 *  - abrir las pantallas de un parte descargado sin red: la ficha offline del parte y cada sección
 *    registrada (clic en su enlace → su título visible), con la vista /partes/{id} como referencia;
 *  - instalar 50 materiales seguidos (parteTrabajo.instalarMaterialSync desde la furgoneta): latencia de
 *    escribir + encolar p50/p95, frente a la de un cambio simple (parteTrabajo.updateSync) en la misma
 *    ejecución.
 */
import type { Browser, Page } from '@playwright/test';

export interface ContextoDia {
  navegador: Browser;
  url: string;
  anotar: (que: string, cifra: string) => void;
}

/** Vueltas por todas las pantallas del parte. */
const VUELTAS = 3;

const percentil = (xs: readonly number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? Number.NaN;
};
const f = (n: number, d = 1): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });

const esperar = async (condicion: () => Promise<boolean>, ms: number, que: string): Promise<void> => {
  const fin = Date.now() + ms;
  while (Date.now() < fin) {
    if (await condicion().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Tiempo agotado esperando ${que}`);
};

const entrar = async (p: Page, url: string): Promise<void> => {
  await p.goto(`${url}/app/`);
  await p.getByLabel('Usuario').fill('tecnico');
  await p.getByLabel('Contraseña').fill('demo1234');
  await p.getByRole('button', { name: 'Entrar' }).click();
  await esperar(() => p.evaluate(() => window.vigia !== undefined), 120_000, 'la app abierta (window.vigia)');
  await esperar(() => p.evaluate(() => window.vigia?.motor.estado.ultimoPull != null), 300_000, 'la descarga inicial');
  await p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
};

/** Un parte pendiente del técnico con sistema, y la furgoneta con un artículo en existencias. */
const elegir = (p: Page) =>
  p.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const { db } = vigia;
    const parte = (await db.partetrabajo.find({ selector: { estado: { $eq: 1 } } }).exec()).find((x) => x.idsistema);
    if (!parte) throw new Error('El técnico no tiene partes pendientes con sistema');
    const idtecnico = parte.idtecnico ?? '';
    const furgoneta = (await db.almacen.find().exec()).find((a) => a.idtecnico === idtecnico);
    if (!furgoneta) throw new Error('El técnico no tiene furgoneta');
    const stock = (await db.stock.find({ selector: { idalmacen: { $eq: furgoneta.idalmacen } } }).exec())[0];
    if (!stock) throw new Error('La furgoneta no tiene existencias');
    return { idparte: parte.idparte_trabajo, idalmacen: furgoneta.idalmacen, idarticulo: stock.idarticulo };
  });

export interface MedidasDia {
  /** p95 de abrir sin red las pantallas de un parte (ms). */
  pantallasP95: number;
}

export const medirDiaTecnico = async ({ navegador, url, anotar }: ContextoDia): Promise<MedidasDia> => {
  const contexto = await navegador.newContext();
  await contexto.addInitScript(() => window.localStorage.setItem('vigia.depuracion', '1'));
  const p = await contexto.newPage();
  try {
    await entrar(p, url);
    const { idparte, idalmacen, idarticulo } = await elegir(p);
    // Con el service worker controlando la página, la ficha se abre sin red.
    await p.goto(`${url}/app/offline/partes/${idparte}`);
    await p.getByRole('heading', { level: 1 }).first().waitFor();
    await contexto.setOffline(true);

    const secciones = await p.locator('nav.tarjeta a.boton').evaluateAll((as) => as.map((a) => a.textContent?.trim() ?? '').filter((t) => t !== ''));
    // Cada pantalla VUELTAS veces (la primera vuelta carga además el código de cada pantalla): con 23
    // pantallas, el p95 de una sola vuelta es la segunda más lenta y varía mucho entre ejecuciones.
    const tiempos: number[] = [];
    const porSeccion = new Map<string, number[]>();
    for (let vuelta = 0; vuelta < VUELTAS; vuelta++) {
      for (const nombre of secciones) {
        const t0 = performance.now();
        await p.getByRole('link', { name: nombre, exact: true }).first().click();
        await p.getByRole('heading', { level: 1 }).first().waitFor();
        await p.waitForLoadState('domcontentloaded');
        const ms = performance.now() - t0;
        tiempos.push(ms);
        porSeccion.set(nombre, [...(porSeccion.get(nombre) ?? []), ms]);
        await p.goBack();
        await p.locator('nav.tarjeta a.boton').first().waitFor();
      }
    }
    anotar(
      `T. abrir sin red las pantallas de un parte descargado (${secciones.length} × ${VUELTAS}, clic → título)`,
      `p50 ${f(percentil(tiempos, 50))} ms, p95 ${f(percentil(tiempos, 95))} ms, máx ${f(Math.max(...tiempos))} ms`,
    );
    const lentas = [...porSeccion].map(([nombre, ms]) => ({ nombre, mediana: percentil(ms, 50) })).sort((a, b) => b.mediana - a.mediana).slice(0, 4);
    anotar('T. las pantallas más lentas (mediana)', lentas.map((x) => `${x.nombre} ${f(x.mediana)} ms`).join(', '));

    const r = await p.evaluate(
      async ({ idparte_trabajo, idalmacen: alm, idarticulo: art }) => {
        const vigia = window.vigia;
        if (!vigia) throw new Error('window.vigia no está disponible');
        const instalar: number[] = [];
        const simple: number[] = [];
        for (let i = 0; i < 50; i++) {
          const t0 = performance.now();
          await vigia.db.mutate('parteTrabajo.instalarMaterialSync', {
            idparte_trabajo, idlparte_trabajo: crypto.randomUUID(), idmovimiento_stock: crypto.randomUUID(), idarticulo: art, idalmacen: alm,
            unidades: 1, idmaterial_sistema: crypto.randomUUID(),
          });
          instalar.push(performance.now() - t0);
          const t1 = performance.now();
          await vigia.db.mutate('parteTrabajo.updateSync', { id: idparte_trabajo, cambios: { observaciones: `Bench ${i}` } });
          simple.push(performance.now() - t1);
        }
        return { instalar, simple };
      },
      { idparte_trabajo: idparte, idalmacen, idarticulo },
    );
    anotar('T. instalar 50 materiales seguidos sin red (escribir + encolar)', `p50 ${f(percentil(r.instalar, 50))} ms, p95 ${f(percentil(r.instalar, 95))} ms`);
    anotar('T. línea base: un cambio simple (parteTrabajo.updateSync)', `p50 ${f(percentil(r.simple, 50))} ms, p95 ${f(percentil(r.simple, 95))} ms`);
    anotar('T. instalar / cambio simple (p50)', `${f(percentil(r.instalar, 50) / percentil(r.simple, 50), 2)}×`);
    return { pantallasP95: percentil(tiempos, 95) };
  } finally {
    await contexto.close();
  }
};
