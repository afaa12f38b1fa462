import { estado, id, instante, numero, VERSION_ESQUEMA } from './comun';

/**
 * Existencias de un artículo en un almacén (central o furgoneta). El id es `idalmacen-idarticulo`
 * (idStock), así que un dispositivo sin conexión descuenta siempre el mismo documento.
 */
export const stockSchema = {
  title: 'stock',
  version: VERSION_ESQUEMA,
  primaryKey: 'idstock',
  type: 'object',
  properties: {
    idstock: id,
    idalmacen: id,
    idarticulo: id,
    unidades: numero,
    actualizado: instante,
    estado,
  },
  required: ['idstock', 'idalmacen', 'idarticulo', 'unidades', 'actualizado', 'estado'],
  indexes: ['idalmacen'],
  additionalProperties: false,
} as const;
