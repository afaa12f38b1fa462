import type { DocDe } from '../../../schemas';

/** Estado de una entrada de la cola de subida. */
export type EstadoSyncUpload = DocDe<'syncupload'>['estado'];

export const etiquetasEstadoSyncUpload: Record<EstadoSyncUpload, string> = {
  nuevo: 'Nuevo',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
};

/** Mutadores genéricos de las entidades, por sufijo del método. */
export type AccionGenerica = 'insertSync' | 'updateSync' | 'deleteSync';

/** Una entrada cuyo método no conoce esta versión de la aplicación (llegada de una versión más nueva). */
export const CAMBIO_DESCONOCIDO = 'Cambio de un tipo que esta versión de la aplicación no reconoce';

export const TEXTOS_COLA = {
  registro: 'Registro',
  cambio: 'Cambio',
  datos: 'Datos del cambio',
  sinDatos: 'Sin más datos',
  tecnico: 'Datos técnicos (para soporte)',
  metodo: 'Código técnico',
  identificador: 'Identificador del cambio',
  documentos: 'Documentos afectados',
  /** La entrada estaba en la cola mientras se miraba y ya no: el servidor la aceptó. */
  subido: 'Este cambio ya se ha subido',
  descartado: 'Este cambio se ha descartado',
  /** El id de la dirección no está en la cola de este dispositivo (ni se ha visto irse de ella). */
  noExiste: 'Este cambio no está en la cola de este dispositivo',
} as const;
