import { estado, id, idOpcional, texto, VERSION_ESQUEMA } from './comun';

/** Tipo de anomalía de checklist (catálogo global), con el grado que se propone por defecto. */
export const tanomaliachecklistotSchema = {
  title: 'tanomalia_checklist_ot',
  version: VERSION_ESQUEMA,
  primaryKey: 'idtanomalia_checklist_ot',
  type: 'object',
  properties: {
    idtanomalia_checklist_ot: id,
    descripcion: texto,
    idgrado_anomalia: idOpcional,
    estado,
  },
  required: ['idtanomalia_checklist_ot', 'descripcion', 'estado'],
  additionalProperties: false,
} as const;
