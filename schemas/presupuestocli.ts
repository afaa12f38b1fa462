import { estado, fecha, fechaOpcional, id, idOpcional, importeEur, instante, instanteOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Formas de pago de un presupuesto y de sus cuotas (la domiciliación se remesa: pide cuenta con mandato). */
export const formaPago = { type: ['string', 'null'], enum: ['contado', 'transferencia', 'domiciliacion', 'tarjeta', 'financiacion', null] } as const;

/**
 * Presupuesto de un cliente o de un cliente potencial (uno de los dos ids; el otro, ''). `estado` es el de
 * la especificación: anulado 0, enElaboracion 1, pendienteCliente 2, aceptado 3, firmado 4, rechazado 5
 * (activo si > 0, como todo registro). Base, IVA y total los recalcula cada escritura de sus líneas; la
 * revisión es el número de la última copia congelada (revisionpresupuesto). La dirección de instalación es
 * del cliente (`direccion`) o del prospecto (`direccionpotencial`): conservan el id al convertir.
 */
export const presupuestocliSchema = {
  title: 'presupuestocli',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpresupuestocli',
  type: 'object',
  properties: {
    idpresupuestocli: id,
    numero: { type: 'string', maxLength: 20 },
    titulo: texto,
    idcliente: id,
    idcliente_potencial: id,
    iddelegacion: id,
    idcomercial: idOpcional,
    idoperacioncrm: idOpcional,
    idplantilla_presupuesto: idOpcional,
    fecha,
    fvalidez: fechaOpcional,
    iddireccion_instalacion: idOpcional,
    forma_pago: formaPago,
    forma_pago_cuotas: formaPago,
    idcuenta_bancaria: idOpcional,
    condiciones: textoOpcional,
    observaciones: textoOpcional,
    base: importeEur,
    cuota_iva: importeEur,
    total: importeEur,
    num_revision: { type: 'integer', minimum: 0, maximum: 10000, multipleOf: 1 },
    faceptacion: instanteOpcional,
    ffirma: instanteOpcional,
    frechazo: instanteOpcional,
    motivo_rechazo: textoOpcional,
    actualizado: instante,
    estado,
  },
  required: ['idpresupuestocli', 'numero', 'titulo', 'idcliente', 'idcliente_potencial', 'iddelegacion', 'fecha', 'base', 'cuota_iva', 'total', 'num_revision', 'actualizado', 'estado'],
  indexes: ['idcliente', 'idcliente_potencial', 'estado'],
  additionalProperties: false,
} as const;
