import { estado, id, importeEur, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Periodicidad de un servicio: la de las cuotas de mantenimiento y de conexión a CRA. */
export const periodicidad = { type: 'string', enum: ['mensual', 'trimestral', 'semestral', 'anual'] } as const;

/** Mantenimiento de un presupuesto: servicio periódico (mantenimiento, conexión a CRA, acuda) con su importe sin IVA. */
export const mantpresupuestoSchema = {
  title: 'mant_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idmant_presupuesto',
  type: 'object',
  properties: {
    idmant_presupuesto: id,
    idpresupuestocli: id,
    concepto: texto,
    periodicidad,
    importe: importeEur,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idmant_presupuesto', 'idpresupuestocli', 'concepto', 'periodicidad', 'importe', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
