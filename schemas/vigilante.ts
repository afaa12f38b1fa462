import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Vigilante de seguridad: un empleado con su TIP (Tarjeta de Identidad Profesional, Ley 5/2014 de
 * Seguridad Privada). Catálogo de la empresa, como el técnico; su usuario lleva `idvigilante`.
 */
export const vigilanteSchema = {
  title: 'vigilante',
  version: VERSION_ESQUEMA,
  primaryKey: 'idvigilante',
  type: 'object',
  properties: {
    idvigilante: id,
    idempleado: id,
    nombre: { type: 'string', maxLength: 200 },
    tip: { type: 'string', maxLength: 20 },
    iddelegacion: id,
    telefono: textoOpcional,
    email: textoOpcional,
    observaciones: textoOpcional,
    categoria: texto,
    estado,
  },
  required: ['idvigilante', 'idempleado', 'nombre', 'tip', 'iddelegacion', 'categoria', 'estado'],
  indexes: ['nombre'],
  additionalProperties: false,
} as const;
