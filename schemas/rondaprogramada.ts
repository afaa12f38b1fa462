import { estado, id, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Ronda programada de un puesto: recorrido con sus puntos de control (puntoronda), hora de salida, tiempo
 * máximo y días de la semana (1 lunes … 7 domingo). Si es `ordenada`, los puntos se leen en su orden.
 */
export const rondaprogramadaSchema = {
  title: 'ronda_programada',
  version: VERSION_ESQUEMA,
  primaryKey: 'idronda_programada',
  type: 'object',
  properties: {
    idronda_programada: id,
    idpuesto_servicio: id,
    nombre: { type: 'string', maxLength: 200 },
    hora_inicio: { type: 'string', maxLength: 5 },
    duracion_min: { type: 'integer', minimum: 1, maximum: 1440, multipleOf: 1 },
    dias: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 } },
    ordenada: { type: 'boolean' },
    observaciones: textoOpcional,
    estado,
  },
  required: ['idronda_programada', 'idpuesto_servicio', 'nombre', 'hora_inicio', 'duracion_min', 'dias', 'ordenada', 'estado'],
  indexes: ['idpuesto_servicio'],
  additionalProperties: false,
} as const;
