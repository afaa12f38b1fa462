/**
 * Junta los hechos del dispositivo para 'Listo para trabajar sin conexión' (modelo.ts): el service worker
 * y si esta versión está guardada, el almacenamiento, la sesión guardada, la cola y lo de cada app. Es la
 * única parte con E/S; las reglas no la tocan.
 */
import { leerSesion, type EstadoSync, type VigiaDatabase } from '../../../../replication/cliente';
import type { UsuarioSesion } from '../../../../replication/sesion';
import { elementosDeApps } from './apps';
import { evaluarPreparacion, type ElementoPreparacion, type HechosAlmacenamiento, type HechosApp, type Preparacion } from './modelo';

const INDICE = '/app/index.html';

/**
 * ¿Está guardada esta versión? El script de entrada de la página y un index.html guardado que lo cite
 * en la misma caché del precache: Workbox instala el precache entero o nada, así que con ambos está cada
 * chunk de esta versión.
 */
const versionGuardada = async (): Promise<boolean> => {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  if (!src) return false;
  const entrada = new URL(src).pathname;
  for (const nombre of await caches.keys()) {
    if (!nombre.includes('precache')) continue;
    const cache = await caches.open(nombre);
    const claves = await cache.keys();
    if (!claves.some((r) => new URL(r.url).pathname === entrada)) continue;
    for (const r of claves.filter((c) => new URL(c.url).pathname === INDICE)) {
      const html = await (await cache.match(r))?.text();
      if (html?.includes(entrada)) return true;
    }
  }
  return false;
};

export const hechosApp = async (): Promise<HechosApp> => {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return { soporte: false, controlada: false, instalando: false, versionGuardada: false };
  const registro = await navigator.serviceWorker.getRegistration();
  return {
    soporte: true,
    controlada: navigator.serviceWorker.controller !== null && Boolean(registro?.active),
    instalando: Boolean(registro?.installing),
    versionGuardada: await versionGuardada().catch(() => false),
  };
};

export const hechosAlmacenamiento = async (): Promise<HechosAlmacenamiento> => {
  const almacen = typeof navigator.storage === 'undefined' ? null : navigator.storage;
  const persistente = almacen && typeof almacen.persisted === 'function' ? await almacen.persisted().catch(() => null) : null;
  let libreBytes: number | null = null;
  if (almacen && typeof almacen.estimate === 'function') {
    const e = await almacen.estimate().catch(() => null);
    if (e?.quota !== undefined) libreBytes = Math.max(0, e.quota - (e.usage ?? 0));
  }
  return { persistente, libreBytes };
};

/** Si la base local no responde, no se da por listo: se dice que no se ha podido comprobar. */
const noComprobado = (e: unknown): ElementoPreparacion[] => {
  console.error('[preparación] no se pudo comprobar lo de las apps', e);
  return [{ id: 'apps', etiqueta: 'Lo de tus apps', estado: 'falta', detalle: 'No se ha podido comprobar en la base de datos del dispositivo.', accion: null }];
};

/** La preparación del dispositivo para el usuario, con el estado del motor de este momento. */
export const recogerPreparacion = async (db: VigiaDatabase, usuario: UsuarioSesion, estado: EstadoSync, ahora = Date.now()): Promise<Preparacion> => {
  const [app, almacenamiento, deApps] = await Promise.all([hechosApp(), hechosAlmacenamiento(), elementosDeApps(db, usuario, ahora).catch(noComprobado)]);
  return evaluarPreparacion(
    {
      ahora,
      app,
      datos: { ultimoPull: estado.ultimoPull, descargando: estado.progresoDescarga !== null },
      almacenamiento,
      sesion: { caduca: leerSesion()?.expira ?? null },
      cola: { fallidos: estado.fallidos, errorCola: estado.errorCola },
    },
    deApps,
  );
};
