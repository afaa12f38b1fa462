import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Cliente (persona o empresa). */
export const clienteSchema = {
  title: 'cliente',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcliente',
  type: 'object',
  properties: {
    idcliente: id,
    codigo: texto,
    nombre: texto,
    nif: textoOpcional,
    email: textoOpcional,
    iddelegacion: id,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idcliente', 'codigo', 'nombre', 'iddelegacion', 'estado'],
  additionalProperties: false,
} as const;
