import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Subsistema o zona de un sistema (zona 3: «Almacén», con su ubicación). */
export const subsisSchema = {
  title: 'subsis',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsubsis',
  type: 'object',
  properties: {
    idsubsis: id,
    idsistema: id,
    numero: texto,
    descripcion: texto,
    ubicacion: textoOpcional,
    estado,
  },
  required: ['idsubsis', 'idsistema', 'numero', 'descripcion', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
