import { estado, id, texto, VERSION_ESQUEMA } from './comun';

/**
 * Campo de datos personalizados: la definición que la empresa da a un campo propio de una tabla
 * (idtabla de la especificación: sistema 96, presupuesto 106, contrato 233…). Catálogo global.
 */
export const campodatoSchema = {
  title: 'campo_dato',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcampo_dato',
  type: 'object',
  properties: {
    idcampo_dato: id,
    idtabla: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    nombre: texto,
    etiqueta: texto,
    tipo: { type: 'string', enum: ['texto', 'numero', 'fecha', 'booleano', 'opcion'] },
    requerido: { type: 'boolean' },
    /** Valores admitidos de un campo 'opcion'. */
    opciones: { type: 'array', items: { type: 'string' } },
    orden: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    /** Longitud máxima de un campo 'texto' (null: sin límite). */
    max: { type: ['integer', 'null'], minimum: 1 },
    estado,
  },
  required: ['idcampo_dato', 'idtabla', 'nombre', 'etiqueta', 'tipo', 'requerido', 'opciones', 'orden', 'max', 'estado'],
  indexes: ['idtabla'],
  additionalProperties: false,
} as const;
