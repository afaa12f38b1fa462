import { estado, id, importeEur, numero, precioEur, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Línea de material de un parte. importe = precio × (1 − dto/100) × unidades, redondeado a 2 decimales. */
export const lpartetrabajoSchema = {
  title: 'lparte_trabajo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlparte_trabajo',
  type: 'object',
  properties: {
    idlparte_trabajo: id,
    idparte_trabajo: id,
    idarticulo: id,
    descripcion: texto,
    unidades: numero,
    precio: precioEur,
    dto: numero,
    importe: importeEur,
    numserie: textoOpcional,
    estado,
  },
  required: ['idlparte_trabajo', 'idparte_trabajo', 'idarticulo', 'descripcion', 'unidades', 'precio', 'dto', 'importe', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
