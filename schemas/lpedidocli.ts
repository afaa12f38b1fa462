import { estado, id, numero, texto, VERSION_ESQUEMA } from './comun';

/**
 * Línea de un pedido: lo pedido (`unidades`) y lo ya servido (`servidas`, la suma de sus entregas, que
 * recalcula el mutador). `con_numero_serie`: cada unidad se entrega con su número de serie.
 */
export const lpedidocliSchema = {
  title: 'lpedidocli',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlpedidocli',
  type: 'object',
  properties: {
    idlpedidocli: id,
    idpedidocli: id,
    idarticulo: id,
    descripcion: texto,
    unidades: numero,
    servidas: numero,
    con_numero_serie: { type: 'boolean' },
    estado,
  },
  required: ['idlpedidocli', 'idpedidocli', 'idarticulo', 'descripcion', 'unidades', 'servidas', 'con_numero_serie', 'estado'],
  indexes: ['idpedidocli'],
  additionalProperties: false,
} as const;
