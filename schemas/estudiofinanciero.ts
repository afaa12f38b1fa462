import { estado, fecha, id, importeEurOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Estudio financiero (riesgo) de un cliente o de un cliente potencial (uno de los dos ids; el otro, ''):
 * fecha, entidad que lo hizo, resultado, límite de crédito en EUR y calificación.
 */
export const estudiofinancieroSchema = {
  title: 'estudio_financiero',
  version: VERSION_ESQUEMA,
  primaryKey: 'idestudio_financiero',
  type: 'object',
  properties: {
    idestudio_financiero: id,
    idcliente: id,
    idcliente_potencial: id,
    fecha,
    entidad: textoOpcional,
    resultado: { type: 'string', enum: ['pendiente', 'favorable', 'condicionado', 'desfavorable'] },
    limite_credito: importeEurOpcional,
    calificacion: textoOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idestudio_financiero', 'idcliente', 'idcliente_potencial', 'fecha', 'resultado', 'estado'],
  indexes: ['idcliente', 'idcliente_potencial'],
  additionalProperties: false,
} as const;
