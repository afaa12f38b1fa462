import { estado, id, idOpcional, instante, instanteOpcional, numeroOpcional, textoOpcional } from './comun';
import { camposHora, VERSION_HORA } from './hora';

/**
 * Fichaje (registro de jornada, Real Decreto-ley 8/2019): una entrada o una salida de un empleado. Nunca se
 * modifica ni se borra: una corrección es un fichaje nuevo con `idpresencia_corrige` (el que deja sin
 * efecto, o null si añade uno que faltaba), su `motivo` y quién la hizo. `hora` es la hora que cuenta
 * (la del dispositivo al fichar; la corregida en una corrección), `fdispositivo` la del dispositivo al
 * registrarlo y `frecibido` la del servidor al recibirlo. La posición, si el usuario la permite; si no,
 * `sin_posicion` dice por qué.
 */
export const presenciaSchema = {
  title: 'presencia',
  version: VERSION_HORA,
  primaryKey: 'idpresencia',
  type: 'object',
  properties: {
    idpresencia: id,
    idempleado: id,
    iddelegacion: id,
    tipo: { type: 'string', enum: ['entrada', 'salida'] },
    hora: instante,
    fdispositivo: instante,
    frecibido: instanteOpcional,
    lat: numeroOpcional,
    lng: numeroOpcional,
    precision: numeroOpcional,
    sin_posicion: textoOpcional,
    idpresencia_corrige: idOpcional,
    motivo: textoOpcional,
    idusuario: id,
    autor: { type: 'string', maxLength: 200 },
    ...camposHora,
    estado,
  },
  required: ['idpresencia', 'idempleado', 'iddelegacion', 'tipo', 'hora', 'fdispositivo', 'idusuario', 'autor', 'estado'],
  indexes: ['idempleado', 'hora'],
  additionalProperties: false,
} as const;
