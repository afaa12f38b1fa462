import { id, instanteOpcional, textoOpcional } from './comun';
import { VERSION_HORA } from './hora';

/**
 * Estado de la sincronización (solo local): checkpoint y cursor del pull, referencias por refrescar desde
 * el servidor (descartes hechos sin conexión, documentos retenidos por cambios pendientes) y marcas de
 * tiempo. Un documento 'estado'.
 */
export const syncSchema = {
  title: 'sync',
  version: VERSION_HORA,
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
    /** Versión 65: desfase del reloj del dispositivo frente al del servidor (ms) medido en el último contacto. */
    desfase_ms: { type: ['integer', 'null'], minimum: -1e13, maximum: 1e13, multipleOf: 1 },
    /** Versión 65: la hora del servidor en el último contacto. */
    contacto: instanteOpcional,
  },
  required: ['idsync', 'checkpoint'],
  additionalProperties: false,
} as const;
