import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Subsistema de un presupuesto (intrusión, CCTV, control de accesos…): agrupa sus líneas. */
export const subsispresupuestoSchema = {
  title: 'subsis_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsubsis_presupuesto',
  type: 'object',
  properties: {
    idsubsis_presupuesto: id,
    idpresupuestocli: id,
    numero: { type: 'integer', minimum: 1, maximum: 1000, multipleOf: 1 },
    descripcion: texto,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idsubsis_presupuesto', 'idpresupuestocli', 'numero', 'descripcion', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
