import { estado, id, idOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Teléfono de contacto de un cliente (y opcionalmente de un sistema). */
export const telefonoSchema = {
  title: 'telefono',
  version: VERSION_ESQUEMA,
  primaryKey: 'idtelefono',
  type: 'object',
  properties: {
    idtelefono: id,
    idcliente: id,
    idsistema: idOpcional,
    numero: texto,
    descripcion: textoOpcional,
    estado,
  },
  required: ['idtelefono', 'idcliente', 'numero', 'estado'],
  indexes: ['idcliente'],
  additionalProperties: false,
} as const;
