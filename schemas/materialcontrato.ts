import { estado, id, idOpcional, importeEur, numero, precioEur, texto, textoOpcional, VERSION_ESQUEMA } from './comun';
import { tipoIva } from './lpresupuestocli';

/** Material de un contrato (la línea del presupuesto, con su id): lo que se instala y a qué precio. */
export const materialcontratoSchema = {
  title: 'material_contrato',
  version: VERSION_ESQUEMA,
  primaryKey: 'idmaterial_contrato',
  type: 'object',
  properties: {
    idmaterial_contrato: id,
    idcontrato: id,
    idarticulo: idOpcional,
    subsistema: textoOpcional,
    descripcion: texto,
    unidades: numero,
    precio: precioEur,
    dto: numero,
    iva: tipoIva,
    importe: importeEur,
    orden: { type: 'integer', minimum: 0, maximum: 1000000, multipleOf: 1 },
    estado,
  },
  required: ['idmaterial_contrato', 'idcontrato', 'descripcion', 'unidades', 'precio', 'dto', 'iva', 'importe', 'orden', 'estado'],
  indexes: ['idcontrato'],
  additionalProperties: false,
} as const;
