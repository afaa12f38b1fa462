import { estado, id, instante, instanteOpcional, textoOpcional } from './comun';
import { camposHora, VERSION_HORA } from './hora';

/**
 * Ronda realizada: la que un vigilante empieza en el dispositivo (`inicio`, hora del dispositivo) y cierra
 * completa o incompleta (con el motivo de los puntos sin leer). `recibido` es la hora del servidor al
 * recibir el inicio; cada lectura (rondacheck) lleva las dos suyas.
 */
export const rondarealizadaSchema = {
  title: 'ronda_realizada',
  version: VERSION_HORA,
  primaryKey: 'idronda_realizada',
  type: 'object',
  properties: {
    idronda_realizada: id,
    idronda_programada: id,
    idpuesto_servicio: id,
    idvigilante: id,
    inicio: instante,
    fin: instanteOpcional,
    recibido: instanteOpcional,
    situacion: { type: 'string', enum: ['en_curso', 'completa', 'incompleta'] },
    motivo_cierre: textoOpcional,
    puntos_total: { type: 'integer', minimum: 0, maximum: 1000, multipleOf: 1 },
    puntos_leidos: { type: 'integer', minimum: 0, maximum: 1000, multipleOf: 1 },
    incidencias: { type: 'integer', minimum: 0, maximum: 10000, multipleOf: 1 },
    ...camposHora,
    estado,
  },
  required: ['idronda_realizada', 'idronda_programada', 'idpuesto_servicio', 'idvigilante', 'inicio', 'situacion', 'puntos_total', 'puntos_leidos', 'incidencias', 'estado'],
  indexes: ['idpuesto_servicio', 'inicio'],
  additionalProperties: false,
} as const;
