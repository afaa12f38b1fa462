import { estado, id, idOpcional, numero, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Pregunta de una checklist. `tipo`: 'pregunta' (se contesta) o 'revision' (una acción de revisión que
 * además se marca como `realizada`). `respuesta`: 'sinContestar', 'ok' o 'anomalia'; con anomalía, el
 * tipo de anomalía y su grado. Los adjuntos son ficheros con el idtabla de pregunta_checklist_ot.
 */
export const preguntachecklistotSchema = {
  title: 'pregunta_checklist_ot',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpregunta_checklist_ot',
  type: 'object',
  properties: {
    idpregunta_checklist_ot: id,
    idchecklist_ot: id,
    idgrupo_checklist_ot: id,
    descripcion: texto,
    orden: numero,
    tipo: { type: 'string', enum: ['pregunta', 'revision'], maxLength: 10 },
    respuesta: { type: 'string', enum: ['sinContestar', 'ok', 'anomalia'], maxLength: 12 },
    realizada: { type: 'boolean' },
    idtanomalia_checklist_ot: idOpcional,
    idgrado_anomalia: idOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idpregunta_checklist_ot', 'idchecklist_ot', 'idgrupo_checklist_ot', 'descripcion', 'orden', 'tipo', 'respuesta', 'realizada', 'idtanomalia_checklist_ot', 'idgrado_anomalia', 'observaciones', 'estado'],
  indexes: ['idchecklist_ot'],
  additionalProperties: false,
} as const;
