import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Representante legal o apoderado de un cliente o de un cliente potencial (uno de los dos ids; el otro,
 * ''): quien firma contratos y mandatos. DNI o NIE validado por su letra.
 */
export const representanteSchema = {
  title: 'representante',
  version: VERSION_ESQUEMA,
  primaryKey: 'idrepresentante',
  type: 'object',
  properties: {
    idrepresentante: id,
    idcliente: id,
    idcliente_potencial: id,
    nombre: texto,
    dni: texto,
    cargo: textoOpcional,
    telefono: textoOpcional,
    email: textoOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idrepresentante', 'idcliente', 'idcliente_potencial', 'nombre', 'dni', 'estado'],
  indexes: ['idcliente', 'idcliente_potencial'],
  additionalProperties: false,
} as const;
