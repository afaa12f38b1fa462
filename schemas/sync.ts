import { id, instanteOpcional, textoOpcional } from './comun';

/**
 * Estado de la sincronización (solo local): checkpoint y cursor del pull, referencias por refrescar desde
 * el servidor (descartes hechos sin conexión, documentos retenidos por cambios pendientes), marcas de
 * tiempo, los meses de historia que tiene el dispositivo y las colecciones bajo demanda que tiene suscritas
 * (issue 32) y los registros padre de lo bajo demanda por registro (decisión 90). Un documento 'estado'.
 */
export const syncSchema = {
  title: 'sync',
  version: 70,
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
    /** Versión 66: los meses de historia de la ventana que tiene el dispositivo (los dijo el último sync.pull). */
    ventana: { type: 'array', maxItems: 24, items: { type: 'string', maxLength: 7 } },
    /** Versión 66: los meses de historia anteriores a la ventana pedidos (sync.historial) y hasta cuándo se guardan. */
    historial: {
      type: 'array',
      maxItems: 36,
      items: {
        type: 'object',
        properties: { mes: { type: 'string', maxLength: 7 }, caduca: { type: 'string', maxLength: 40 } },
        required: ['mes', 'caduca'],
        additionalProperties: false,
      },
    },
    /** Versión 68: las colecciones de historia bajo demanda del usuario (las dijo el último sync.pull; decisión 78). */
    bajo_demanda: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 40 } },
    /** Versión 68: las colecciones bajo demanda que una pantalla suscribió y hasta cuándo se guardan. */
    suscripciones: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: { coleccion: { type: 'string', maxLength: 40 }, caduca: { type: 'string', maxLength: 40 } },
        required: ['coleccion', 'caduca'],
        additionalProperties: false,
      },
    },
    /** Versión 69: las colecciones que bajan solo por registro padre suscrito, con su campo y su padre (decisión 90). */
    por_padre: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        properties: { coleccion: { type: 'string', maxLength: 40 }, campo: { type: 'string', maxLength: 40 }, padre: { type: 'string', maxLength: 40 } },
        required: ['coleccion', 'campo', 'padre'],
        additionalProperties: false,
      },
    },
    /**
     * Versión 69: los registros padre que una pantalla suscribió (el material de un sistema) y hasta cuándo se
     * guarda lo suyo. Versión 70: `foto` false si lo suscribió un cambio hecho en el dispositivo y aún no ha
     * llegado su foto (decisión 91); sin él, la foto llegó.
     */
    padres: {
      type: 'array',
      maxItems: 5000,
      items: {
        type: 'object',
        properties: {
          coleccion: { type: 'string', maxLength: 40 },
          id: { type: 'string', maxLength: 36 },
          caduca: { type: 'string', maxLength: 40 },
          foto: { type: 'boolean' },
        },
        required: ['coleccion', 'id', 'caduca'],
        additionalProperties: false,
      },
    },
  },
  required: ['idsync', 'checkpoint'],
  additionalProperties: false,
} as const;
