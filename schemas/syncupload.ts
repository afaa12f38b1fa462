import { id, instante, textoOpcional } from './comun';
import { VERSION_HORA } from './hora';

/**
 * Cola de subida (solo local). Estados: 'nuevo' (anotado, aún sin aplicar en local), 'pendiente'
 * (aplicado en local, por subir) y 'fallido' (el servidor lo rechazó; el usuario reintenta o descarta).
 * Al confirmarse en el servidor la entrada se borra de la cola.
 */
export const syncuploadSchema = {
  title: 'sync_upload',
  version: VERSION_HORA,
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
    /**
     * Versión 65: el reloj del dispositivo cuando se hizo el cambio (desfase frente al servidor en ms y la
     * hora del servidor en su último contacto antes del cambio), que sube en la envoltura. Sin él en las
     * entradas anotadas por versiones anteriores.
     */
    reloj: {
      type: ['object', 'null'],
      properties: {
        desfase_ms: { type: 'integer', minimum: -1e13, maximum: 1e13, multipleOf: 1 },
        contacto: { type: ['string', 'null'], maxLength: 30 },
      },
      required: ['desfase_ms', 'contacto'],
      additionalProperties: false,
    },
  },
  required: ['idsync_upload', 'orden', 'metodo', 'params', 'creado', 'estado', 'intentos', 'documentos'],
  indexes: ['orden'],
  additionalProperties: false,
} as const;
