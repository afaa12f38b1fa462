import { estado, id, idOpcional, numero, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Ubicación de un presupuesto: dónde va cada elemento (zona, planta), con la línea que lo instala si la hay. */
export const ubicacionpresupuestoSchema = {
  title: 'ubicacion_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idubicacion_presupuesto',
  type: 'object',
  properties: {
    idubicacion_presupuesto: id,
    idpresupuestocli: id,
    idlpresupuestocli: idOpcional,
    descripcion: texto,
    planta: textoOpcional,
    unidades: numero,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idubicacion_presupuesto', 'idpresupuestocli', 'descripcion', 'unidades', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
