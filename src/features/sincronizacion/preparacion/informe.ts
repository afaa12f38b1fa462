/**
 * Qué se informa al servidor de la preparación sin conexión (sync.preparacion) y cuándo: el veredicto y lo
 * que falta (id y etiqueta, recortados a las cotas del contrato), en cuanto el veredicto cambia y, si no
 * cambia, como mucho una vez cada INFORME_CADA_MS. Reglas puras; la llamada la hace src/app/preparacion.tsx.
 */
import { LIMITES_PREPARACION, type ParamsPreparacion } from '../../../../replication/planificacion';
import type { Preparacion } from './modelo';

/** Sin cambios en el veredicto, un informe por minuto basta para que el supervisor lo vea al día. */
export const INFORME_CADA_MS = 60_000;

export const informeDe = (p: Pick<Preparacion, 'elementos'>, version: string): ParamsPreparacion => {
  const faltan = p.elementos
    .filter((e) => e.estado === 'falta')
    .slice(0, LIMITES_PREPARACION.faltan)
    .map((e) => ({ id: e.id.slice(0, LIMITES_PREPARACION.id), etiqueta: e.etiqueta.slice(0, LIMITES_PREPARACION.etiqueta) }));
  return { listo: faltan.length === 0, faltan, version: version.slice(0, LIMITES_PREPARACION.version) || 'desconocida' };
};

/** El veredicto que cuenta como «cambio»: listo o no y qué falta (no el texto del detalle ni la hora). */
export const claveInforme = (i: ParamsPreparacion): string => JSON.stringify([i.listo, i.faltan.map((f) => f.id), i.version]);

export interface UltimoInforme {
  clave: string;
  /** Date.now() del dispositivo cuando el servidor lo aceptó (solo para espaciar los informes). */
  cuando: number;
}

export const tocaInformar = (clave: string, ultimo: UltimoInforme | null, ahora: number): boolean =>
  ultimo === null || ultimo.clave !== clave || ahora - ultimo.cuando >= INFORME_CADA_MS || ahora < ultimo.cuando;
