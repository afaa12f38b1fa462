import { id, instante, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Cola de subida (solo local). Estados: 'nuevo' (anotado, aún sin aplicar en local), 'pendiente'
 * (aplicado en local, por subir) y 'fallido' (el servidor lo rechazó; el usuario reintenta o descarta).
 * Al confirmarse en el servidor la entrada se borra de la cola.
 */
export const syncuploadSchema = {
  title: 'sync_upload',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsync_upload',
  type: 'object',
  properties: {
    idsync_upload: id,
    /** Número de orden local, estrictamente creciente: se sube en este orden. */
    orden: { type: 'number', minimum: 0, maximum: 1e16, multipleOf: 1 },
    metodo: { type: 'string', maxLength: 100 },
    params: { type: 'object' },
    creado: instante,
    estado: { type: 'string', enum: ['nuevo', 'pendiente', 'fallido'], maxLength: 10 },
    error: textoOpcional,
    intentos: { type: 'integer', minimum: 0, maximum: 1000000, multipleOf: 1 },
    /** Documentos que toca la mutación ('coleccion:id'), para el rebase y para no borrar lo pendiente. */
    documentos: { type: 'array', items: { type: 'string' } },
  },
  required: ['idsync_upload', 'orden', 'metodo', 'params', 'creado', 'estado', 'intentos', 'documentos'],
  indexes: ['orden'],
  additionalProperties: false,
} as const;
