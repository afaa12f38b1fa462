import { estado, id, instante, instanteOpcional, textoOpcional } from './comun';
import { camposHora, VERSION_HORA } from './hora';

/**
 * Movimiento de un llavero: salida o entrada, con quién lo lleva o lo devuelve (nombre, DNI, empresa), el
 * custodio que lo registra y las dos firmas (colección firma, idtabla del movimiento). `fecha` es la hora
 * del dispositivo y `recibido` la del servidor. Nunca se modifica: el historial es el registro.
 */
export const movimientollaveSchema = {
  title: 'movimiento_llave',
  version: VERSION_HORA,
  primaryKey: 'idmovimiento_llave',
  type: 'object',
  properties: {
    idmovimiento_llave: id,
    idllavero: id,
    tipo: { type: 'string', enum: ['salida', 'entrada'] },
    fecha: instante,
    recibido: instanteOpcional,
    persona: { type: 'string', maxLength: 200 },
    dni: { type: 'string', maxLength: 12 },
    empresa: textoOpcional,
    motivo: textoOpcional,
    fprevista_devolucion: instanteOpcional,
    idempleado: id,
    custodio: { type: 'string', maxLength: 200 },
    observaciones: textoOpcional,
    ...camposHora,
    estado,
  },
  required: ['idmovimiento_llave', 'idllavero', 'tipo', 'fecha', 'persona', 'dni', 'idempleado', 'custodio', 'estado'],
  indexes: ['idllavero', 'fecha'],
  additionalProperties: false,
} as const;
