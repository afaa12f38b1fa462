import { estado, fecha, id, importeEur, VERSION_ESQUEMA } from './comun';
import { formaPago } from './presupuestocli';

/** Cuota (plazo) de un presupuesto: vencimiento, importe y forma de pago. Las cuotas suman el total al céntimo. */
export const cuotapresupuestoSchema = {
  title: 'cuota_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcuota_presupuesto',
  type: 'object',
  properties: {
    idcuota_presupuesto: id,
    idpresupuestocli: id,
    numero: { type: 'integer', minimum: 1, maximum: 1000, multipleOf: 1 },
    fecha,
    importe: importeEur,
    forma_pago: formaPago,
    estado,
  },
  required: ['idcuota_presupuesto', 'idpresupuestocli', 'numero', 'fecha', 'importe', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
