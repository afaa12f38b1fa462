import { estado, fecha, fechaOpcional, id, idOpcional, importeEur, instante, texto, textoOpcional, VERSION_ESQUEMA } from './comun';
import { formaPago } from './presupuestocli';

/**
 * Contrato de un cliente, nacido de un presupuesto aceptado o firmado (uno por presupuesto): copia sus
 * condiciones de pago, su dirección y sus importes; sus cuotas, materiales y servicios son los del
 * presupuesto con el mismo id. Estado: anulado 0, vigente 1, finalizado 2.
 */
export const contratoSchema = {
  title: 'contrato',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcontrato',
  type: 'object',
  properties: {
    idcontrato: id,
    numero: { type: 'string', maxLength: 20 },
    idpresupuestocli: id,
    idcliente: id,
    iddelegacion: id,
    idcomercial: idOpcional,
    titulo: texto,
    fecha_inicio: fecha,
    duracion_meses: { type: 'integer', minimum: 1, maximum: 600, multipleOf: 1 },
    fecha_fin: fechaOpcional,
    renovacion_automatica: { type: 'boolean' },
    iddireccion_instalacion: idOpcional,
    forma_pago: formaPago,
    forma_pago_cuotas: formaPago,
    idcuenta_bancaria: idOpcional,
    base: importeEur,
    cuota_iva: importeEur,
    total: importeEur,
    condiciones: textoOpcional,
    observaciones: textoOpcional,
    actualizado: instante,
    estado,
  },
  required: ['idcontrato', 'numero', 'idpresupuestocli', 'idcliente', 'iddelegacion', 'titulo', 'fecha_inicio', 'duracion_meses', 'renovacion_automatica', 'base', 'cuota_iva', 'total', 'actualizado', 'estado'],
  indexes: ['idcliente', 'idpresupuestocli'],
  additionalProperties: false,
} as const;
