import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Vía de comunicación de un sistema con la central receptora de alarmas (CRA), por prioridad. */
export const viacomunicacionSchema = {
  title: 'via_comunicacion',
  version: VERSION_ESQUEMA,
  primaryKey: 'idvia_comunicacion',
  type: 'object',
  properties: {
    idvia_comunicacion: id,
    idsistema: id,
    tipo: { type: 'string', enum: ['linea_fija', 'gprs_4g', 'ip', 'radio'] },
    /** Número de teléfono, dirección IP o identificador de radio. */
    numero: texto,
    /** Central receptora de alarmas que recibe por esta vía. */
    cra: texto,
    prioridad: { type: 'integer', minimum: 1, maximum: 9, multipleOf: 1 },
    observaciones: textoOpcional,
    estado,
  },
  required: ['idvia_comunicacion', 'idsistema', 'tipo', 'numero', 'cra', 'prioridad', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
