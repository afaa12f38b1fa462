import { estado, id, instante, texto, VERSION_ESQUEMA } from './comun';

/**
 * Acción correctora de una pregunta de checklist (lo que hay que hacer, o se hizo, por una anomalía).
 * Estados como las acciones ejecutadas: pendiente 1, realizada 2, no_realizada 3.
 */
export const accioncorrectoraotSchema = {
  title: 'accion_correctora_ot',
  version: VERSION_ESQUEMA,
  primaryKey: 'idaccion_correctora_ot',
  type: 'object',
  properties: {
    idaccion_correctora_ot: id,
    idchecklist_ot: id,
    idpregunta_checklist_ot: id,
    descripcion: texto,
    fecha: instante,
    estado,
  },
  required: ['idaccion_correctora_ot', 'idchecklist_ot', 'idpregunta_checklist_ot', 'descripcion', 'fecha', 'estado'],
  indexes: ['idchecklist_ot'],
  additionalProperties: false,
} as const;
