import { estado, id, idOpcional, instante, instanteOpcional, texto, textoOpcional } from './comun';

/**
 * Sobre de firma electrónica de un presupuesto: el documento (un PDF del presupuesto, `idfichero`, con su
 * SHA-256) que se manda a firmar a uno o más destinatarios por correo, cada uno con su enlace personal. Lo
 * crea, reenvía y cancela el servidor (necesita red); cuando todos firman guarda el PDF firmado
 * (`idfichero_firmado`) y el presupuesto pasa a firmado. Situación: enviado, firmado, cancelado o anulado.
 *
 * Versión 64 (las demás colecciones siguen en la base): `num_revision`, la revisión del presupuesto que se
 * envió (la firma exige la misma), y la situación 'anulado' con `fanulado`: el presupuesto cambió (dejó de
 * estar aceptado o tiene otra revisión) y los enlaces ya no valen (replication/sobres.ts, anularSobres).
 * Un sobre enviado antes de la 64 no tiene `num_revision`.
 */
export const sobreSchema = {
  title: 'sobre',
  version: 64,
  primaryKey: 'idsobre',
  type: 'object',
  properties: {
    idsobre: id,
    idpresupuestocli: id,
    asunto: texto,
    mensaje: textoOpcional,
    situacion: { type: 'string', enum: ['enviado', 'firmado', 'cancelado', 'anulado'] },
    idfichero: id,
    sha256: { type: 'string', maxLength: 64 },
    num_revision: { type: 'integer', minimum: 0, maximum: 10000, multipleOf: 1 },
    idfichero_firmado: idOpcional,
    fenvio: instante,
    caduca: instante,
    ffirmado: instanteOpcional,
    fcancelado: instanteOpcional,
    fanulado: instanteOpcional,
    idcomercial: idOpcional,
    estado,
  },
  required: ['idsobre', 'idpresupuestocli', 'asunto', 'situacion', 'idfichero', 'sha256', 'fenvio', 'caduca', 'estado'],
  indexes: ['idpresupuestocli'],
  additionalProperties: false,
} as const;
