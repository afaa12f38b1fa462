import { estado, id, instante, numero, texto, VERSION_ESQUEMA } from './comun';

/** Fichero adjunto a cualquier entidad (idtabla + id). El contenido viaja aparte. */
export const ficheroSchema = {
  title: 'fichero',
  version: VERSION_ESQUEMA,
  primaryKey: 'idfichero',
  type: 'object',
  properties: {
    idfichero: id,
    idtabla: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    id: id,
    nombre: texto,
    tipo: texto,
    tamano: numero,
    creado: instante,
    estado,
  },
  required: ['idfichero', 'idtabla', 'id', 'nombre', 'tipo', 'tamano', 'creado', 'estado'],
  indexes: ['id'],
  additionalProperties: false,
} as const;
