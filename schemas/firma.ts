import { estado, id, imagenFirma, instante, VERSION_ESQUEMA } from './comun';

/**
 * Firma del cliente sobre cualquier entidad con idtabla (el parte 269; las checklists más adelante):
 * nombre, DNI validado e imagen PNG del panel de firma como data URL.
 */
export const firmaSchema = {
  title: 'firma',
  version: VERSION_ESQUEMA,
  primaryKey: 'idfirma',
  type: 'object',
  properties: {
    idfirma: id,
    idtabla: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    id: id,
    nombre: { type: 'string', maxLength: 200 },
    dni: { type: 'string', maxLength: 12 },
    imagen: imagenFirma,
    fecha: instante,
    estado,
  },
  required: ['idfirma', 'idtabla', 'id', 'nombre', 'dni', 'imagen', 'fecha', 'estado'],
  indexes: ['id'],
  additionalProperties: false,
} as const;
