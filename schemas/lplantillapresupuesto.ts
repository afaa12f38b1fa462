import { estado, id, idOpcional, numero, precioEur, texto, textoOpcional, VERSION_ESQUEMA } from './comun';
import { tipoIva } from './lpresupuestocli';

/** Línea de una plantilla de presupuesto; `subsistema` es uno de los nombres de su plantilla (o null). */
export const lplantillapresupuestoSchema = {
  title: 'lplantilla_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idlplantilla_presupuesto',
  type: 'object',
  properties: {
    idlplantilla_presupuesto: id,
    idplantilla_presupuesto: id,
    subsistema: textoOpcional,
    idarticulo: idOpcional,
    descripcion: texto,
    unidades: numero,
    precio: precioEur,
    dto: numero,
    iva: tipoIva,
    orden: { type: 'integer', minimum: 0, maximum: 1000000, multipleOf: 1 },
    estado,
  },
  required: ['idlplantilla_presupuesto', 'idplantilla_presupuesto', 'descripcion', 'unidades', 'precio', 'dto', 'iva', 'orden', 'estado'],
  indexes: ['idplantilla_presupuesto'],
  additionalProperties: false,
} as const;
