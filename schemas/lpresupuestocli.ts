import { estado, id, idOpcional, importeEur, numero, precioEur, texto, VERSION_ESQUEMA } from './comun';

/** Tipos de IVA españoles que admite una línea (%): general, reducido, superreducido y exento. */
export const tipoIva = { type: 'number', enum: [21, 10, 4, 0] } as const;

/**
 * Línea de un presupuesto: importe = precio × (1 − dto/100) × unidades, 2 decimales (sin IVA); el IVA de
 * la línea es su tipo. Puede ir en un subsistema del presupuesto (intrusión, CCTV…). `orden` la coloca.
 */
export const lpresupuestocliSchema = {
  title: 'lpresupuestocli',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlpresupuestocli',
  type: 'object',
  properties: {
    idlpresupuestocli: id,
    idpresupuestocli: id,
    idsubsis_presupuesto: idOpcional,
    idarticulo: idOpcional,
    descripcion: texto,
    unidades: numero,
    precio: precioEur,
    dto: numero,
    iva: tipoIva,
    importe: importeEur,
    orden: { type: 'integer', minimum: 0, maximum: 1000000, multipleOf: 1 },
    estado,
  },
  required: ['idlpresupuestocli', 'idpresupuestocli', 'descripcion', 'unidades', 'precio', 'dto', 'iva', 'importe', 'orden', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
