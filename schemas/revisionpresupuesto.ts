import { estado, id, importeEur, instante, texto, VERSION_ESQUEMA } from './comun';

/**
 * Revisión de un presupuesto: copia congelada de lo que se envió, se aceptó o se guardó a mano (el
 * presupuesto con sus líneas, cuotas, ubicaciones, subsistemas y mantenimiento, en `copia`), con su
 * número, el estado al congelarla y sus totales. Nunca cambia.
 */
export const revisionpresupuestoSchema = {
  title: 'revision_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idrevision_presupuesto',
  type: 'object',
  properties: {
    idrevision_presupuesto: id,
    idpresupuestocli: id,
    numero: { type: 'integer', minimum: 1, maximum: 10000, multipleOf: 1 },
    fecha: instante,
    motivo: texto,
    estado_presupuesto: { type: 'integer', minimum: 0, maximum: 9, multipleOf: 1 },
    base: importeEur,
    cuota_iva: importeEur,
    total: importeEur,
    copia: { type: 'object' },
    estado,
  },
  required: ['idrevision_presupuesto', 'idpresupuestocli', 'numero', 'fecha', 'motivo', 'estado_presupuesto', 'base', 'cuota_iva', 'total', 'copia', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
