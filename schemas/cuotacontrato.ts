import { estado, fecha, fechaOpcional, id, importeEur, textoOpcional, VERSION_ESQUEMA } from './comun';
import { formaPago } from './presupuestocli';

/** Cuota de un contrato (la del presupuesto, con su id): vencimiento, importe, forma de pago y cobro. */
export const cuotacontratoSchema = {
  title: 'contrato_cuota',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcontrato_cuota',
  type: 'object',
  properties: {
    idcontrato_cuota: id,
    idcontrato: id,
    numero: { type: 'integer', minimum: 1, maximum: 1000, multipleOf: 1 },
    fecha,
    importe: importeEur,
    forma_pago: formaPago,
    cobrada: { type: 'boolean' },
    fcobro: fechaOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idcontrato_cuota', 'idcontrato', 'numero', 'fecha', 'importe', 'cobrada', 'estado'],
  indexes: ['idcontrato'],
  additionalProperties: false,
} as const;
