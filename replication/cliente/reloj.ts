/**
 * El reloj del dispositivo frente al del servidor (issue 29, replication/hora-dispositivo.ts). Cada respuesta
 * de /api/ trae la hora del servidor (X-Vigia-Hora); con ella y la hora local de envío y de llegada se mide
 * el desfase (hora del servidor − punto medio de la ida y vuelta) y se guarda la hora del servidor de ese
 * contacto. Lo último medido vive en memoria (lo anota rpc.ts, de cualquier cliente RPC de la página) y en
 * el documento 'estado' de la colección local `sync` (persistirReloj, como mucho cada GUARDAR_CADA_MS), para
 * que sobreviva a una recarga sin red y lo vean las demás pestañas. Cada cambio nuevo de la cola lleva el
 * reloj más reciente de los dos (el del contacto más tardío) en su envoltura.
 */
import type { RelojDispositivo } from '../hora-dispositivo';
import { MAX_DESFASE_MS } from '../hora-dispositivo';
import { leerEstadoSync, modificarEstadoSync } from './estado-local';
import type { VigiaDatabase } from './tipos';

export const GUARDAR_CADA_MS = 20_000;

/** El desfase medido en un contacto: hora del servidor menos el punto medio local de la ida y vuelta. */
export const medirReloj = (envioMs: number, reciboMs: number, horaServidor: string | null): RelojDispositivo | null => {
  if (horaServidor === null) return null;
  const servidor = Date.parse(horaServidor);
  if (Number.isNaN(servidor) || reciboMs < envioMs) return null;
  const desfase = Math.round(servidor - (envioMs + reciboMs) / 2);
  if (Math.abs(desfase) > MAX_DESFASE_MS) return null;
  return { desfase_ms: desfase, contacto: new Date(servidor).toISOString() };
};

let ultimo: RelojDispositivo | null = null;
const oyentes = new Set<(r: RelojDispositivo) => void>();

/** Anota lo medido en una respuesta (sin la cabecera, nada). */
export const anotarHoraServidor = (envioMs: number, reciboMs: number, horaServidor: string | null): void => {
  const r = medirReloj(envioMs, reciboMs, horaServidor);
  if (r === null) return;
  if (ultimo?.contacto && r.contacto && Date.parse(r.contacto) < Date.parse(ultimo.contacto)) return;
  ultimo = r;
  for (const o of oyentes) o(r);
};

/** Lo último medido en esta página (null si aún no hubo contacto). */
export const relojEnMemoria = (): RelojDispositivo | null => ultimo;

/** Solo para las pruebas: olvida lo medido. */
export const olvidarReloj = (): void => {
  ultimo = null;
};

const masReciente = (a: RelojDispositivo | null, b: RelojDispositivo | null): RelojDispositivo | null => {
  if (!a?.contacto) return b ?? a;
  if (!b?.contacto) return a;
  return Date.parse(b.contacto) > Date.parse(a.contacto) ? b : a;
};

/** El reloj para un cambio nuevo: el de memoria o el guardado por cualquier pestaña, el del contacto más tardío. */
export const relojParaCambio = async (db: VigiaDatabase): Promise<RelojDispositivo | null> => {
  const e = await leerEstadoSync(db).catch(() => null);
  const guardado = e && typeof e.desfase_ms === 'number' ? { desfase_ms: e.desfase_ms, contacto: e.contacto ?? null } : null;
  return masReciente(ultimo, guardado);
};

/** Guarda lo medido en el estado local como mucho cada GUARDAR_CADA_MS; devuelve cómo dejar de hacerlo. */
export const persistirReloj = (db: VigiaDatabase, reloj: () => number = Date.now): (() => void) => {
  let guardadoMs = 0;
  let pendiente: RelojDispositivo | null = null;
  let temporizador: ReturnType<typeof setTimeout> | null = null;
  const guardar = (): void => {
    temporizador = null;
    const r = pendiente;
    pendiente = null;
    if (r === null) return;
    guardadoMs = reloj();
    void modificarEstadoSync(db, (actual) =>
      actual.contacto && r.contacto && Date.parse(actual.contacto) > Date.parse(r.contacto) ? {} : { desfase_ms: r.desfase_ms, contacto: r.contacto },
    ).catch((e: unknown) => console.warn('[reloj] no se pudo guardar el desfase del reloj:', e));
  };
  const oyente = (r: RelojDispositivo): void => {
    pendiente = r;
    if (temporizador !== null) return;
    const espera = Math.max(0, guardadoMs + GUARDAR_CADA_MS - reloj());
    if (espera === 0) guardar();
    else temporizador = setTimeout(guardar, espera);
  };
  oyentes.add(oyente);
  if (ultimo) oyente(ultimo);
  return () => {
    oyentes.delete(oyente);
    if (temporizador !== null) clearTimeout(temporizador);
    guardar();
  };
};
