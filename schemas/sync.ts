import { id, instanteOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Estado de la sincronización (solo local): checkpoint del pull y marcas de tiempo. Un documento 'estado'. */
export const syncSchema = {
  title: 'sync',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsync',
  type: 'object',
  properties: {
    idsync: id,
    checkpoint: { type: 'number', minimum: 0, multipleOf: 1 },
    ultimo_pull: instanteOpcional,
    ultima_subida: instanteOpcional,
    ultimo_error: textoOpcional,
  },
  required: ['idsync', 'checkpoint'],
  additionalProperties: false,
} as const;
