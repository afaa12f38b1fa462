import { id, instanteOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Estado de la sincronización (solo local): checkpoint y cursor del pull, referencias por refrescar desde
 * el servidor (descartes hechos sin conexión, documentos retenidos por cambios pendientes) y marcas de
 * tiempo. Un documento 'estado'.
 */
export const syncSchema = {
  title: 'sync',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsync',
  type: 'object',
  properties: {
    idsync: id,
    checkpoint: { type: 'number', minimum: 0, multipleOf: 1 },
    /** Cursor opaco de la primera descarga (null cuando la foto terminó). */
    cursor: { type: ['string', 'null'], maxLength: 500 },
    /** Documentos ('coleccion:id') cuya versión del servidor hay que volver a pedir (sync.documentos). */
    refrescar: { type: 'array', items: { type: 'string', maxLength: 80 } },
    ultimo_pull: instanteOpcional,
    ultima_subida: instanteOpcional,
    ultimo_error: textoOpcional,
  },
  required: ['idsync', 'checkpoint'],
  additionalProperties: false,
} as const;
