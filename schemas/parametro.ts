import { id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Parámetro de configuración de la empresa (clave/valor). */
export const parametroSchema = {
  title: 'parametro',
  version: VERSION_ESQUEMA,
  primaryKey: 'idparametro',
  type: 'object',
  properties: {
    idparametro: id,
    clave: { type: 'string', maxLength: 60 },
    valor: texto,
    descripcion: textoOpcional,
  },
  required: ['idparametro', 'clave', 'valor'],
  indexes: ['clave'],
  additionalProperties: false,
} as const;
