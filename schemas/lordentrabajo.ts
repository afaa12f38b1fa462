import { estado, id, importeEur, numero, precioEur, texto, VERSION_ESQUEMA } from './comun';

/** Línea de una orden de trabajo (material o servicio presupuestado). */
export const lordentrabajoSchema = {
  title: 'lorden_trabajo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlorden_trabajo',
  type: 'object',
  properties: {
    idlorden_trabajo: id,
    idorden_trabajo: id,
    idarticulo: id,
    descripcion: texto,
    unidades: numero,
    precio: precioEur,
    dto: numero,
    importe: importeEur,
    estado,
  },
  required: ['idlorden_trabajo', 'idorden_trabajo', 'idarticulo', 'descripcion', 'unidades', 'precio', 'dto', 'importe', 'estado'],
  indexes: ['idorden_trabajo'],
  additionalProperties: false,
} as const;
