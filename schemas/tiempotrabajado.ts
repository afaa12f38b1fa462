import { estado, id, instante, instanteOpcional, numeroOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Tiempo trabajado por un técnico en un parte (también los del cronómetro). */
export const tiempotrabajadoSchema = {
  title: 'tiempo_trabajado',
  version: VERSION_ESQUEMA,
  primaryKey: 'idtiempo_trabajado',
  type: 'object',
  properties: {
    idtiempo_trabajado: id,
    idparte_trabajo: id,
    idtecnico: id,
    inicio: instante,
    fin: instanteOpcional,
    minutos: numeroOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idtiempo_trabajado', 'idparte_trabajo', 'idtecnico', 'inicio', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
