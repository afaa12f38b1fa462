import { estado, fecha, id, importeEur, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Factura emitida a un cliente (la emite la administración; en el dispositivo solo se lee). Importes en
 * EUR: base, IVA, total y cobrado; `estado_deuda` según la especificación (sección 4): pendiente 1,
 * cobrada 2, dudosoCobro 3, incobrable 4, parcialmenteCobrada 5.
 */
export const facturaSchema = {
  title: 'factura',
  version: VERSION_ESQUEMA,
  primaryKey: 'idfactura',
  type: 'object',
  properties: {
    idfactura: id,
    idcliente: id,
    numero: texto,
    fecha,
    fvencimiento: fecha,
    concepto: textoOpcional,
    base_imponible: importeEur,
    iva: importeEur,
    total: importeEur,
    cobrado: importeEur,
    estado_deuda: { type: 'integer', minimum: 1, maximum: 5, multipleOf: 1 },
    estado,
  },
  required: ['idfactura', 'idcliente', 'numero', 'fecha', 'fvencimiento', 'base_imponible', 'iva', 'total', 'cobrado', 'estado_deuda', 'estado'],
  indexes: ['idcliente'],
  additionalProperties: false,
} as const;
