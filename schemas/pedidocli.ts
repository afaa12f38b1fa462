import { estado, fecha, fechaOpcional, id, idOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Pedido que sirve el almacén (módulo 9): de un cliente (material que se le entrega o envía) o de un
 * técnico (material para su furgoneta, `idalmacen_destino`). `situacion` la recalcula el mutador que sirve
 * (pendiente → parcial → servido); estado 0 es anulado.
 */
export const pedidocliSchema = {
  title: 'pedidocli',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpedidocli',
  type: 'object',
  properties: {
    idpedidocli: id,
    numero: { type: 'string', maxLength: 20 },
    tipo: { type: 'string', enum: ['cliente', 'tecnico'] },
    idcliente: idOpcional,
    idtecnico: idOpcional,
    idalmacen_destino: idOpcional,
    iddelegacion: id,
    fecha,
    fecha_entrega: fechaOpcional,
    situacion: { type: 'string', enum: ['pendiente', 'parcial', 'servido'] },
    observaciones: textoOpcional,
    estado,
  },
  required: ['idpedidocli', 'numero', 'tipo', 'iddelegacion', 'fecha', 'situacion', 'estado'],
  additionalProperties: false,
} as const;
