import { estado, id, instanteOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Destinatario de un sobre de firma: a quién se manda (nombre, correo, orden) y, cuando firma desde su
 * enlace, con qué nombre y DNI, cuándo y desde qué IP. La imagen de su firma se queda en el servidor.
 */
export const destinatariosobreSchema = {
  title: 'destinatario_sobre',
  version: VERSION_ESQUEMA,
  primaryKey: 'iddestinatario_sobre',
  type: 'object',
  properties: {
    iddestinatario_sobre: id,
    idsobre: id,
    nombre: texto,
    email: texto,
    orden: { type: 'integer', minimum: 1, maximum: 100, multipleOf: 1 },
    firmado: { type: 'boolean' },
    ffirma: instanteOpcional,
    firmante_nombre: textoOpcional,
    firmante_dni: textoOpcional,
    ip: textoOpcional,
    estado,
  },
  required: ['iddestinatario_sobre', 'idsobre', 'nombre', 'email', 'orden', 'firmado', 'estado'],
  indexes: ['idsobre'],
  additionalProperties: false,
} as const;
