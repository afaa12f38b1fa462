import { id, instante, VERSION_ESQUEMA } from './comun';

/**
 * Contenido de los ficheros que están en el dispositivo: un documento por fichero con el binario como
 * adjunto RxDB ('contenido'). Solo local: el contenido sube por la cola (fichero.subirSync) y se baja
 * bajo demanda (fichero.contenido).
 */
export const ficherocontenidoSchema = {
  title: 'fichero_contenido',
  version: VERSION_ESQUEMA,
  primaryKey: 'idfichero',
  type: 'object',
  properties: {
    idfichero: id,
    guardado: instante,
  },
  required: ['idfichero', 'guardado'],
  attachments: {},
  additionalProperties: false,
} as const;
