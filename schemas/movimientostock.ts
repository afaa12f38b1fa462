import { estado, id, idOpcional, instante, numero, texto } from './comun';

/**
 * Movimiento de existencias: cada entrada o salida de un almacén (instalar en un parte, devolver,
 * descargar la furgoneta, servir un pedido). `unidades` lleva signo. `sin_existencias` marca la salida que dejó el stock en
 * negativo, para que el almacén la concilie.
 */
export const movimientostockSchema = {
  title: 'movimiento_stock',
  // 64: el motivo 'pedido' (servir un pedido del almacén; migrations/v64.ts).
  version: 64,
  primaryKey: 'idmovimiento_stock',
  type: 'object',
  properties: {
    idmovimiento_stock: id,
    idalmacen: id,
    idarticulo: id,
    unidades: numero,
    motivo: { type: 'string', enum: ['instalacion', 'devolucion', 'descarga', 'ajuste', 'pedido'] },
    idparte_trabajo: idOpcional,
    idtecnico: idOpcional,
    sin_existencias: { type: 'boolean' },
    fecha: instante,
    descripcion: texto,
    estado,
  },
  required: ['idmovimiento_stock', 'idalmacen', 'idarticulo', 'unidades', 'motivo', 'sin_existencias', 'fecha', 'descripcion', 'estado'],
  indexes: ['idalmacen'],
  additionalProperties: false,
} as const;
