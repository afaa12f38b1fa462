import { estado, id, instante, instanteOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Correo saliente (la bandeja de salida, issue 14): nace en el dispositivo con `correo.enviarSync`, sin
 * conexión si hace falta, y lo envía el servidor (server/correo/cartero.ts) cuando la subida llega.
 * Cuelga del registro del que habla (idtabla + id: parte, operación, cita) y va con su ámbito.
 * `envio`: pendiente → enviado (SMTP) | bandeja (sin SMTP, .eml en el servidor) | fallido (tras los
 * reintentos). `para`: direcciones separadas por comas.
 */
export const correoSchema = {
  title: 'correo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcorreo',
  type: 'object',
  properties: {
    idcorreo: id,
    idtabla: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    id: id,
    para: texto,
    asunto: texto,
    cuerpo: texto,
    idusuario: id,
    creado: instante,
    envio: { type: 'string', enum: ['pendiente', 'enviado', 'bandeja', 'fallido'] },
    intentos: { type: 'integer', minimum: 0, maximum: 100, multipleOf: 1 },
    fenvio: instanteOpcional,
    error: textoOpcional,
    estado,
  },
  required: ['idcorreo', 'idtabla', 'id', 'para', 'asunto', 'cuerpo', 'idusuario', 'creado', 'envio', 'intentos', 'estado'],
  indexes: ['id'],
  additionalProperties: false,
} as const;
