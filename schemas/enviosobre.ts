import { estado, id, instante, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Cada correo de un sobre: el envío, un reenvío o el aviso de cancelación a un destinatario, con su resultado. */
export const enviosobreSchema = {
  title: 'envio_sobre',
  version: VERSION_ESQUEMA,
  primaryKey: 'idenvio_sobre',
  type: 'object',
  properties: {
    idenvio_sobre: id,
    idsobre: id,
    iddestinatario_sobre: id,
    fecha: instante,
    tipo: { type: 'string', enum: ['envio', 'reenvio', 'cancelacion'] },
    resultado: { type: 'string', enum: ['enviado', 'bandeja', 'fallido'] },
    error: textoOpcional,
    estado,
  },
  required: ['idenvio_sobre', 'idsobre', 'iddestinatario_sobre', 'fecha', 'tipo', 'resultado', 'estado'],
  indexes: ['idsobre'],
  additionalProperties: false,
} as const;
