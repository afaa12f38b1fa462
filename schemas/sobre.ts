import { estado, id, idOpcional, instante, instanteOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Sobre de firma electrónica de un presupuesto: el documento (un PDF del presupuesto, `idfichero`, con su
 * SHA-256) que se manda a firmar a uno o más destinatarios por correo, cada uno con su enlace personal. Lo
 * crea, reenvía y cancela el servidor (necesita red); cuando todos firman guarda el PDF firmado
 * (`idfichero_firmado`) y el presupuesto pasa a firmado. Situación: enviado, firmado o cancelado.
 */
export const sobreSchema = {
  title: 'sobre',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsobre',
  type: 'object',
  properties: {
    idsobre: id,
    idpresupuestocli: id,
    asunto: texto,
    mensaje: textoOpcional,
    situacion: { type: 'string', enum: ['enviado', 'firmado', 'cancelado'] },
    idfichero: id,
    sha256: { type: 'string', maxLength: 64 },
    idfichero_firmado: idOpcional,
    fenvio: instante,
    caduca: instante,
    ffirmado: instanteOpcional,
    fcancelado: instanteOpcional,
    idcomercial: idOpcional,
    estado,
  },
  required: ['idsobre', 'idpresupuestocli', 'asunto', 'situacion', 'idfichero', 'sha256', 'fenvio', 'caduca', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
