import { estado, id, instante, texto, VERSION_ESQUEMA } from './comun';

/** Nota sobre cualquier entidad con idtabla (parte 269, orden 267, cliente 9, sistema 96…). */
export const notaSchema = {
  title: 'nota',
  version: VERSION_ESQUEMA,
  primaryKey: 'idnota',
  type: 'object',
  properties: {
    idnota: id,
    idtabla: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    id: id,
    texto: { type: 'string', maxLength: 4000 },
    fecha: instante,
    autor: texto,
    estado,
  },
  required: ['idnota', 'idtabla', 'id', 'texto', 'fecha', 'autor', 'estado'],
  indexes: ['id'],
  additionalProperties: false,
} as const;
