import { estado, id, idOpcional, importeEur, numero, precioEur, texto, VERSION_ESQUEMA } from './comun';

/** Línea con precio de una operación comercial. importe = precio × (1 − dto/100) × unidades, 2 decimales. */
export const loperacioncrmSchema = {
  title: 'loperacioncrm',
  version: VERSION_ESQUEMA,
  primaryKey: 'idloperacioncrm',
  type: 'object',
  properties: {
    idloperacioncrm: id,
    idoperacioncrm: id,
    idarticulo: idOpcional,
    descripcion: texto,
    unidades: numero,
    precio: precioEur,
    dto: numero,
    importe: importeEur,
    estado,
  },
  required: ['idloperacioncrm', 'idoperacioncrm', 'descripcion', 'unidades', 'precio', 'dto', 'importe', 'estado'],
  indexes: ['idoperacioncrm'],
  additionalProperties: false,
} as const;
