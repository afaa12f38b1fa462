import { estado, id, idOpcional, instante, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Cita de un comercial (el evento de calendario de un CRM): con un cliente o un cliente potencial (uno de
 * los dos ids; el otro, '') y, si viene de ella, una operación. Inicio y fin en ISO 8601 UTC; `inicio`
 * indexado para la agenda semanal.
 */
export const citaSchema = {
  title: 'cita',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcita',
  type: 'object',
  properties: {
    idcita: id,
    asunto: texto,
    tipo: { type: 'string', enum: ['visita', 'llamada', 'reunion', 'demostracion', 'firma'] },
    inicio: instante,
    fin: instante,
    lugar: textoOpcional,
    idcliente: id,
    idcliente_potencial: id,
    idoperacioncrm: idOpcional,
    iddelegacion: id,
    idcomercial: idOpcional,
    realizada: { type: 'boolean' },
    observaciones: textoOpcional,
    estado,
  },
  required: ['idcita', 'asunto', 'tipo', 'inicio', 'fin', 'idcliente', 'idcliente_potencial', 'iddelegacion', 'realizada', 'estado'],
  indexes: ['inicio', 'idcliente', 'idcliente_potencial'],
  additionalProperties: false,
} as const;
