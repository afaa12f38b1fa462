import { estado, id, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Turno de un puesto: el código que se escribe en el cuadrante (M, T, N…) con su hora de entrada y de
 * salida (hora local de Madrid; si la salida es menor que la entrada, acaba al día siguiente).
 */
export const turnopuestoSchema = {
  title: 'turno_puesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idturno_puesto',
  type: 'object',
  properties: {
    idturno_puesto: id,
    idpuesto_servicio: id,
    codigo: { type: 'string', maxLength: 4 },
    descripcion: { type: 'string', maxLength: 100 },
    hora_inicio: { type: 'string', maxLength: 5 },
    hora_fin: { type: 'string', maxLength: 5 },
    observaciones: textoOpcional,
    estado,
  },
  required: ['idturno_puesto', 'idpuesto_servicio', 'codigo', 'descripcion', 'hora_inicio', 'hora_fin', 'estado'],
  indexes: ['idpuesto_servicio'],
  additionalProperties: false,
} as const;
