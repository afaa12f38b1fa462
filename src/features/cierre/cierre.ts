/**
 * El cierre de un parte, en funciones puras: la validación de la opción elegida (la 4 necesita otro
 * técnico) y los parámetros de `ordenTrabajo.finalizarOt` (la 2 lleva el id, creado aquí, del parte nuevo).
 */
import type { DocDe } from '../../../schemas';
import type { OpcionCierre } from '../../../replication/mutadores';
import { MENSAJES_CIERRE } from './cierre.labels';
import { enMarcha, formatearDuracion } from '../tiempos/tiempos';

export interface EntradaCierre {
  idparte_trabajo: string;
  opcion: OpcionCierre;
  /** Técnico actual del parte. */
  idtecnico: string | null;
  /** Con la opción 4: el técnico elegido ('' si ninguno). */
  idtecnicoDestino: string;
  observaciones: string;
}

export interface ParamsFinalizarOt {
  idparte_trabajo: string;
  opcion: OpcionCierre;
  idtecnico_destino?: string;
  idparte_nuevo?: string;
  observaciones?: string;
}

/** null si se puede cerrar así, o el mensaje. */
export const validarCierre = (e: Pick<EntradaCierre, 'opcion' | 'idtecnico' | 'idtecnicoDestino'>): string | null => {
  if (e.opcion !== 4) return null;
  if (e.idtecnicoDestino === '') return MENSAJES_CIERRE.tecnicoDestino;
  if (e.idtecnicoDestino === e.idtecnico) return MENSAJES_CIERRE.mismoTecnico;
  return null;
};

/** Parámetros de ordenTrabajo.finalizarOt; `nuevoId` da el UUID del parte nuevo (opción 2). */
export const paramsFinalizar = (e: EntradaCierre, nuevoId: () => string): ParamsFinalizarOt => {
  const obs = e.observaciones.trim();
  return {
    idparte_trabajo: e.idparte_trabajo,
    opcion: e.opcion,
    ...(e.opcion === 4 ? { idtecnico_destino: e.idtecnicoDestino } : {}),
    ...(e.opcion === 2 ? { idparte_nuevo: nuevoId() } : {}),
    ...(obs === '' ? {} : { observaciones: obs }),
  };
};

/** ¿Hay que avisar de que falta la firma? Parámetro requiere_firma_cliente = '1' y sin firma. */
export const faltaFirma = (requiereFirma: string | undefined, firmado: boolean): boolean => requiereFirma?.trim() === '1' && !firmado;

/** ¿Tiene el parte un cronómetro en marcha? (Al cerrarlo se detiene: ordenTrabajo.finalizarOt.) */
export const hayCronometroEnMarcha = (tiempos: readonly DocDe<'tiempotrabajado'>[]): boolean => tiempos.some(enMarcha);

/** Minutos de los cronómetros que detuvo el cierre, leídos del resultado de ordenTrabajo.finalizarOt. */
export const minutosDetenidos = (resultado: unknown): number | null => {
  const lista: unknown = typeof resultado === 'object' && resultado !== null ? Reflect.get(resultado, 'cronometrosDetenidos') : undefined;
  if (!Array.isArray(lista) || lista.length === 0) return null;
  return lista.reduce<number>((total, x: unknown) => {
    const m: unknown = typeof x === 'object' && x !== null ? Reflect.get(x, 'minutos') : 0;
    return total + (typeof m === 'number' ? m : 0);
  }, 0);
};

/** 'Parte cerrado: Finalizar orden' y, si el cierre detuvo el cronómetro, lo que anotó. */
export const mensajeCierre = (etiquetaOpcion: string, resultado: unknown): string => {
  const minutos = minutosDetenidos(resultado);
  const base = `${MENSAJES_CIERRE.parteCerrado}: ${etiquetaOpcion}`;
  return minutos === null ? base : `${base}. ${MENSAJES_CIERRE.cronometroDetenido(formatearDuracion(minutos))}`;
};
