import { estado, id, texto, VERSION_ESQUEMA } from './comun';

/** Delegación (sede) de la empresa. */
export const delegacionSchema = {
  title: 'delegacion',
  version: VERSION_ESQUEMA,
  primaryKey: 'iddelegacion',
  type: 'object',
  properties: {
    iddelegacion: id,
    nombre: texto,
    provincia: texto,
    estado,
  },
  required: ['iddelegacion', 'nombre', 'provincia', 'estado'],
  additionalProperties: false,
} as const;
