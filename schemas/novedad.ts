import { estado, id, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Novedad (línea) de un parte de novedad: la hora, el tipo y lo ocurrido; admite datos personalizados. */
export const novedadSchema = {
  title: 'novedad',
  version: VERSION_ESQUEMA,
  primaryKey: 'idnovedad',
  type: 'object',
  properties: {
    idnovedad: id,
    idparte_novedad: id,
    hora: { type: 'string', maxLength: 5 },
    tipo: { type: 'string', enum: ['intrusion', 'alarma', 'averia', 'incendio', 'acceso', 'ronda', 'relevo', 'otro'] },
    descripcion: { type: 'string', maxLength: 4000 },
    actuacion: textoOpcional,
    estado,
  },
  required: ['idnovedad', 'idparte_novedad', 'hora', 'tipo', 'descripcion', 'estado'],
  indexes: ['idparte_novedad'],
  additionalProperties: false,
} as const;
