import { estado, id, numero, VERSION_ESQUEMA } from './comun';

/** Línea de una plantilla de artículos: qué artículo y cuántas unidades. */
export const lplantillaarticuloSchema = {
  title: 'lplantilla_articulo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlplantilla_articulo',
  type: 'object',
  properties: {
    idlplantilla_articulo: id,
    idplantilla_articulo: id,
    idarticulo: id,
    unidades: numero,
    estado,
  },
  required: ['idlplantilla_articulo', 'idplantilla_articulo', 'idarticulo', 'unidades', 'estado'],
  indexes: ['idplantilla_articulo'],
  additionalProperties: false,
} as const;
