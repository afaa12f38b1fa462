import { estado, id, numero, texto, VERSION_ESQUEMA } from './comun';

/** Escandallo de una línea de orden: los artículos que componen un kit o una partida. */
export const lordentrabajodetalleSchema = {
  title: 'lorden_trabajo_detalle',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlorden_trabajo_detalle',
  type: 'object',
  properties: {
    idlorden_trabajo_detalle: id,
    idlorden_trabajo: id,
    idarticulo: id,
    descripcion: texto,
    unidades: numero,
    estado,
  },
  required: ['idlorden_trabajo_detalle', 'idlorden_trabajo', 'idarticulo', 'descripcion', 'unidades', 'estado'],
  indexes: ['idlorden_trabajo'],
  additionalProperties: false,
} as const;
