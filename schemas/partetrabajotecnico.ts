import { estado, id, VERSION_ESQUEMA } from './comun';

/** Técnico que acompaña en un parte (compañeros además del asignado). */
export const partetrabajotecnicoSchema = {
  title: 'parte_trabajo_tecnico',
  version: VERSION_ESQUEMA,
  primaryKey: 'idparte_trabajo_tecnico',
  type: 'object',
  properties: {
    idparte_trabajo_tecnico: id,
    idparte_trabajo: id,
    idtecnico: id,
    estado,
  },
  required: ['idparte_trabajo_tecnico', 'idparte_trabajo', 'idtecnico', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
