import { estado, id, idOpcional, instanteOpcional, numeroOpcional, textoOpcional } from './comun';
import { camposHora, VERSION_HORA } from './hora';

/**
 * Lectura de un punto de control en una ronda realizada (o el punto que quedó sin leer al cerrar): el código
 * leído, el resultado (correcto, fuera de orden, desconocido, repetido, omitido), la hora del dispositivo,
 * la del servidor al recibirla y la posición si el vigilante la permitió.
 */
export const rondacheckSchema = {
  title: 'ronda_check',
  version: VERSION_HORA,
  primaryKey: 'idronda_check',
  type: 'object',
  properties: {
    idronda_check: id,
    idronda_realizada: id,
    idpunto_ronda: idOpcional,
    codigo: { type: 'string', maxLength: 200 },
    secuencia: { type: 'integer', minimum: 0, maximum: 10000, multipleOf: 1 },
    resultado: { type: 'string', enum: ['correcto', 'fuera_de_orden', 'desconocido', 'repetido', 'omitido'] },
    fdispositivo: instanteOpcional,
    frecibido: instanteOpcional,
    lat: numeroOpcional,
    lng: numeroOpcional,
    precision: numeroOpcional,
    observaciones: textoOpcional,
    hora: instanteOpcional,
    ...camposHora,
    estado,
  },
  required: ['idronda_check', 'idronda_realizada', 'codigo', 'secuencia', 'resultado', 'estado'],
  indexes: ['idronda_realizada'],
  additionalProperties: false,
} as const;
