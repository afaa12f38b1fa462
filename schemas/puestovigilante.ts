import { estado, fecha, fechaOpcional, id, VERSION_ESQUEMA } from './comun';

/** Vigilante asignado a un puesto: recibe el puesto, su cuadrante, sus rondas y sus llaveros. */
export const puestovigilanteSchema = {
  title: 'puesto_vigilante',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpuesto_vigilante',
  type: 'object',
  properties: {
    idpuesto_vigilante: id,
    idpuesto_servicio: id,
    idvigilante: id,
    desde: fecha,
    hasta: fechaOpcional,
    estado,
  },
  required: ['idpuesto_vigilante', 'idpuesto_servicio', 'idvigilante', 'desde', 'estado'],
  indexes: ['idpuesto_servicio', 'idvigilante'],
  additionalProperties: false,
} as const;
