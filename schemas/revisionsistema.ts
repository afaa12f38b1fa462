import { estado, fecha, fechaOpcional, id, idOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Revisión periódica (mantenimiento) de un sistema: fecha prevista, fecha realizada y el parte con el que
 * se hizo. estado: 1 pendiente, 2 realizada, 0 anulada.
 */
export const revisionsistemaSchema = {
  title: 'revision_sistema',
  version: VERSION_ESQUEMA,
  primaryKey: 'idrevision_sistema',
  type: 'object',
  properties: {
    idrevision_sistema: id,
    idsistema: id,
    fecha_prevista: fecha,
    fecha_realizada: fechaOpcional,
    idparte_trabajo: idOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idrevision_sistema', 'idsistema', 'fecha_prevista', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
