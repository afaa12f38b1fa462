import { estado, id, idOpcional, instante, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Contacto de seguimiento de una operación comercial (la «actividad» de un CRM): cuándo, cómo (llamada,
 * visita, correo, reunión, mensaje), con quién y qué se habló.
 */
export const contactooperacionSchema = {
  title: 'contacto_operacion',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcontacto_operacion',
  type: 'object',
  properties: {
    idcontacto_operacion: id,
    idoperacioncrm: id,
    fecha: instante,
    tipo: { type: 'string', enum: ['llamada', 'visita', 'correo', 'reunion', 'mensaje'] },
    persona: textoOpcional,
    resumen: texto,
    idcomercial: idOpcional,
    estado,
  },
  required: ['idcontacto_operacion', 'idoperacioncrm', 'fecha', 'tipo', 'resumen', 'estado'],
  indexes: ['idoperacioncrm'],
  additionalProperties: false,
} as const;
