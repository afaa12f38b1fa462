/**
 * El cierre de un parte, en funciones puras: la validación de la opción elegida (la 4 necesita otro
 * técnico) y los parámetros de `ordenTrabajo.finalizarOt` (la 2 lleva el id, creado aquí, del parte nuevo).
 */
import type { OpcionCierre } from '../../../replication/mutadores';
import { MENSAJES_CIERRE } from './cierre.labels';

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
