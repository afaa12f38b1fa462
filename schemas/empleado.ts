import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Empleado de la empresa. */
export const empleadoSchema = {
  title: 'empleado',
  version: VERSION_ESQUEMA,
  primaryKey: 'idempleado',
  type: 'object',
  properties: {
    idempleado: id,
    nombre: texto,
    apellidos: texto,
    nif: textoOpcional,
    email: textoOpcional,
    iddelegacion: id,
    estado,
  },
  required: ['idempleado', 'nombre', 'apellidos', 'iddelegacion', 'estado'],
  additionalProperties: false,
} as const;
