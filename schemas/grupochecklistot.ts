import { estado, id, numero, texto, VERSION_ESQUEMA } from './comun';

/** Grupo de preguntas de una checklist (p. ej. «Central», «Detectores»), en su orden. */
export const grupochecklistotSchema = {
  title: 'grupo_checklist_ot',
  version: VERSION_ESQUEMA,
  primaryKey: 'idgrupo_checklist_ot',
  type: 'object',
  properties: {
    idgrupo_checklist_ot: id,
    idchecklist_ot: id,
    descripcion: texto,
    orden: numero,
    estado,
  },
  required: ['idgrupo_checklist_ot', 'idchecklist_ot', 'descripcion', 'orden', 'estado'],
  indexes: ['idchecklist_ot'],
  additionalProperties: false,
} as const;
