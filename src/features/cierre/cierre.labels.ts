/** Textos del cierre de un parte: formas de pago, opciones de cierre, estados de las acciones. */
import type { OpcionCierre } from '../../../replication/mutadores';

export type FormaPago = 'efectivo' | 'tarjeta' | 'transferencia';

export const etiquetasFormaPago: Record<FormaPago, string> = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  transferencia: 'Transferencia',
};

export const formasPago: readonly FormaPago[] = ['efectivo', 'tarjeta', 'transferencia'];

export const esFormaPago = (x: string): x is FormaPago => Object.prototype.hasOwnProperty.call(etiquetasFormaPago, x);

/** Opciones de cierre (especificación, sección 4). */
export const etiquetasOpcionCierre: Record<OpcionCierre, string> = {
  1: 'Finalizar orden',
  2: 'Reasignarme',
  3: 'Mantener pendiente',
  4: 'Reasignar a otro técnico',
};

export const descripcionesOpcionCierre: Record<OpcionCierre, string> = {
  1: 'El parte y su orden quedan finalizados.',
  2: 'El parte queda finalizado y se crea un parte nuevo para ti sobre la misma orden.',
  3: 'El parte queda finalizado y la orden sigue pendiente.',
  4: 'El parte sigue pendiente y pasa al técnico que elijas; sale de este dispositivo al subir.',
};

export const opcionesCierre: readonly OpcionCierre[] = [1, 2, 3, 4];

/** Estados de una acción ejecutada (especificación, sección 4): los mismos textos que el modo sin conexión. */
export { etiquetaEstadoAccion } from '../offline/offline.labels';

export const TITULOS_CIERRE = {
  resumen: 'Resumen del parte',
  cobrar: 'Cobrar',
  firmar: 'Firma del cliente',
  finalizar: 'Finalizar parte',
  tiemposAdd: 'Añadir tiempo',
} as const;

export const MENSAJES_CIERRE = {
  tecnicoDestino: 'Elige el técnico al que reasignar el parte',
  mismoTecnico: 'El parte ya está asignado a ese técnico',
  firmaRequerida: 'La firma es obligatoria',
  sinFirma: 'El cliente todavía no ha firmado este parte y la empresa pide su firma antes de finalizar.',
  parteNoPendiente: 'El parte no está pendiente',
  cobroGuardado: (recibo: string) => `Cobro guardado. Recibo ${recibo}`,
  firmaGuardada: 'Firma guardada',
  parteCerrado: 'Parte cerrado',
  cronometroDetenido: (duracion: string) => `Cronómetro detenido: ${duracion} anotados`,
  cronometroSeDetendra: 'El cronómetro de este parte está en marcha: se detendrá y se anotará el tiempo.',
} as const;
