/**
 * El navegador de las e2e: Chromium de Debian y sus argumentos, los tipos de lo que la app expone en
 * modo depuración (`window.vigia`, con sus tipos reales de src/globals.d.ts: un cambio del contrato rompe
 * el typecheck) y utilidades de página (service worker, depuración, marca de recarga).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { EstadoSync } from '../../../replication/cliente';

export const RUTA_CHROMIUM = '/usr/bin/chromium';
export const ARGUMENTOS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lo que necesitamos de un documento de parte en la base local. */
export interface ParteLocal {
  idparte_trabajo: string;
  numero: string;
  observaciones: string | null;
  estado: number;
  idtecnico: string | null;
}

/** Lo que necesitamos de una entrada de la cola local (colección syncupload). */
export interface EntradaColaLocal {
  idsync_upload: string;
  orden: number;
  metodo: string;
  estado: 'nuevo' | 'pendiente' | 'fallido';
  error: string | null;
}

/** Activa el modo depuración de la app en todas las páginas del contexto (antes de que cargue). */
export const activarDepuracion = async (contexto: BrowserContext): Promise<void> => {
  await contexto.addInitScript(() => {
    window.localStorage.setItem('vigia.depuracion', '1');
  });
};

/**
 * Espera a que la app haya expuesto `window.vigia` (modo depuración, base de datos abierta). Si la página
 * está recargando (restablecer la base, actualizar la app), la evaluación falla y se vuelve a intentar.
 */
export const esperarVigia = async (pagina: Page): Promise<void> => {
  await expect
    .poll(() => pagina.evaluate(() => window.vigia !== undefined).catch(() => false), {
      message: 'la app no expone window.vigia con localStorage["vigia.depuracion"] = "1"',
      timeout: 60_000,
    })
    .toBe(true);
};

/** El estado del motor de sincronización de la página (modo depuración). */
export const estadoMotor = (pagina: Page): Promise<EstadoSync> =>
  pagina.evaluate(() => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    return { ...vigia.motor.estado };
  });

/** Entradas de la cola local, en orden de subida (modo depuración). */
export const colaLocal = (pagina: Page): Promise<EntradaColaLocal[]> =>
  pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    // La cola tal como la ve la app (la misma que exporta «Exportar la cola»): sin las entradas retiradas
    // que aún no se han podido borrar por falta de espacio (replication/cliente/retiradas.ts).
    const { entradas } = JSON.parse(await (await vigia.motor.exportarCola()).text()) as { entradas: EntradaColaLocal[] };
    return entradas.map((e) => ({ idsync_upload: e.idsync_upload, orden: e.orden, metodo: e.metodo, estado: e.estado, error: e.error ?? null }));
  });

/** Una checklist pendiente de un parte pendiente, de la base local. */
export const checklistPendiente = (pagina: Page, descripcion: string): Promise<{ idchecklist_ot: string; idparte_trabajo: string } | null> =>
  pagina.evaluate(async (d) => {
    const db = window.vigia?.db;
    if (!db) return null;
    for (const c of await db.checklistot.find({ selector: { descripcion: { $eq: d }, estado: { $eq: 1 } } }).exec()) {
      const parte = await db.partetrabajo.findOne(c.idparte_trabajo).exec();
      if (parte?.estado === 1) return { idchecklist_ot: c.idchecklist_ot, idparte_trabajo: c.idparte_trabajo };
    }
    return null;
  }, descripcion);

/** Partes de la base local (modo depuración). */
export const partesLocales = (pagina: Page): Promise<ParteLocal[]> =>
  pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const docs = await vigia.db.partetrabajo.find().exec();
    return docs.map((d) => {
      const p = d.toJSON();
      return { idparte_trabajo: p.idparte_trabajo, numero: p.numero, observaciones: p.observaciones ?? null, estado: p.estado, idtecnico: p.idtecnico ?? null };
    });
  });

/**
 * Espera a que un service worker controle la página (la app se puede recargar sin red). En la primera
 * visita el worker se activa sin reclamar la página: entonces se recarga una vez.
 */
export const esperarServiceWorker = async (pagina: Page): Promise<void> => {
  const hayApi = await pagina.evaluate(() => 'serviceWorker' in navigator);
  expect(hayApi, 'el navegador no ofrece service workers en esta página').toBe(true);
  await pagina.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await pagina.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await pagina.reload();
  }
  await expect
    .poll(() => pagina.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'ningún service worker controla la página',
      timeout: 60_000,
    })
    .toBe(true);
};

/**
 * Espera a que la cabecera diga 'Listo sin conexión' (la app guardada entera, la descarga hecha, los planos
 * y la sesión al día): lo que un usuario mira antes de quedarse sin red. Quien se queda sin red antes puede
 * encontrarse, con razón, pantallas que aún no están en el dispositivo (la precarga de las que no son
 * iniciales espera a la primera pantalla con datos, decisión 85).
 */
export const esperarListoSinConexion = async (pagina: Page, timeout = 240_000): Promise<void> => {
  await expect(pagina.getByTestId('indicador-preparacion'), 'el dispositivo no llega a estar listo para trabajar sin conexión').toHaveText('Listo sin conexión', {
    timeout,
  });
};

const MARCA = '__vigiaE2eSinRecarga';

/** Deja una marca en la página: si la página se recarga o navega fuera, la marca desaparece. */
export const marcarPagina = (pagina: Page, valor: string): Promise<void> =>
  pagina.evaluate(([clave, v]) => {
    Reflect.set(window, clave, v);
  }, [MARCA, valor] as const);

export const leerMarca = (pagina: Page): Promise<string | null> =>
  pagina.evaluate((clave) => {
    const v: unknown = Reflect.get(window, clave);
    return typeof v === 'string' ? v : null;
  }, MARCA);

/** Navega dentro de la app sin pedir la página al servidor (como un enlace: sin recargar ni abrir otra vez la base). */
export const navegarEnLaApp = (pagina: Page, ruta: string): Promise<void> =>
  pagina.evaluate((r) => {
    window.history.pushState({}, '', r);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, ruta);
