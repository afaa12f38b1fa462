import { estado, id, idOpcional, instante, instanteOpcional, numero, texto } from './comun';
import { camposHora, VERSION_HORA } from './hora';

/**
 * Entrega de (parte de) una línea de pedido: de qué almacén salió, cuántas unidades y sus números de serie,
 * y los movimientos de existencias que la respaldan (la salida y, si el pedido es de un técnico, la
 * entrada en su furgoneta). Nunca se modifica. `fecha` es la hora del dispositivo; `recibido`, la del servidor.
 */
export const entregapedidoSchema = {
  title: 'entrega_pedido',
  version: VERSION_HORA,
  primaryKey: 'identrega_pedido',
  type: 'object',
  properties: {
    identrega_pedido: id,
    idpedidocli: id,
    idlpedidocli: id,
    idarticulo: id,
    idalmacen: id,
    unidades: numero,
    numeros_serie: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 1000 },
    idmovimiento_salida: id,
    idmovimiento_entrada: idOpcional,
    fecha: instante,
    recibido: instanteOpcional,
    usuario: texto,
    ...camposHora,
    estado,
  },
  required: ['identrega_pedido', 'idpedidocli', 'idlpedidocli', 'idarticulo', 'idalmacen', 'unidades', 'numeros_serie', 'idmovimiento_salida', 'fecha', 'usuario', 'estado'],
  indexes: ['idpedidocli'],
  additionalProperties: false,
} as const;
