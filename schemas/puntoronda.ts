import { estado, id, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Punto de control de una ronda: su orden en el recorrido y el código de su etiqueta QR (`codigo`, único;
 * la hoja de etiquetas se imprime en PDF).
 */
export const puntorondaSchema = {
  title: 'punto_ronda',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpunto_ronda',
  type: 'object',
  properties: {
    idpunto_ronda: id,
    idronda_programada: id,
    orden: { type: 'integer', minimum: 1, maximum: 1000, multipleOf: 1 },
    nombre: { type: 'string', maxLength: 200 },
    codigo: { type: 'string', maxLength: 60 },
    ubicacion: textoOpcional,
    instrucciones: textoOpcional,
    estado,
  },
  required: ['idpunto_ronda', 'idronda_programada', 'orden', 'nombre', 'codigo', 'estado'],
  indexes: ['idronda_programada', 'codigo'],
  additionalProperties: false,
} as const;
