import { estado, id, precioEur, texto, VERSION_ESQUEMA } from './comun';

/** Artículo del catálogo (material y servicios). */
export const articuloSchema = {
  title: 'articulo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idarticulo',
  type: 'object',
  properties: {
    idarticulo: id,
    codigo: { type: 'string', maxLength: 40 },
    descripcion: texto,
    familia: texto,
    precio: precioEur,
    estado,
  },
  required: ['idarticulo', 'codigo', 'descripcion', 'familia', 'precio', 'estado'],
  indexes: ['codigo'],
  additionalProperties: false,
} as const;
