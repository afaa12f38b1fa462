import { estado, fechaOpcional, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Cuenta bancaria de un cliente o de un cliente potencial (uno de los dos ids; el otro, ''): IBAN
 * (validado por sus dígitos de control en los dos lados), titular, si se le pueden remesar recibos y la
 * fecha y referencia del mandato SEPA firmado.
 */
export const cuentabancariaSchema = {
  title: 'cuenta_bancaria',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcuenta_bancaria',
  type: 'object',
  properties: {
    idcuenta_bancaria: id,
    idcliente: id,
    idcliente_potencial: id,
    iban: texto,
    titular: texto,
    bic: textoOpcional,
    remesable: { type: 'boolean' },
    fmandato: fechaOpcional,
    referencia_mandato: textoOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idcuenta_bancaria', 'idcliente', 'idcliente_potencial', 'iban', 'titular', 'remesable', 'estado'],
  indexes: ['idcliente', 'idcliente_potencial'],
  additionalProperties: false,
} as const;
