import { estado, id, importeEur, instante, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Cobro al cliente en un parte: importe, forma de pago y número de recibo. El recibo se asigna en el
 * dispositivo (también sin conexión) y es único: ver numeroRecibo en schemas/index.ts.
 */
export const cobroSchema = {
  title: 'cobro',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcobro',
  type: 'object',
  properties: {
    idcobro: id,
    idparte_trabajo: id,
    importe: importeEur,
    forma_pago: { type: 'string', enum: ['efectivo', 'tarjeta', 'transferencia'] },
    recibo: { type: 'string', maxLength: 40 },
    observaciones: textoOpcional,
    fecha: instante,
    estado,
  },
  required: ['idcobro', 'idparte_trabajo', 'importe', 'forma_pago', 'recibo', 'fecha', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
