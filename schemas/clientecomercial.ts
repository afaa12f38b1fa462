import { estado, fecha, id, VERSION_ESQUEMA } from './comun';

/**
 * Comercial que lleva un cliente (el «propietario de la cuenta» de un CRM): un documento por cliente, con
 * id = idcliente, así que reasignar desde dos sitios escribe el mismo. La cartera del comercial son estos.
 */
export const clientecomercialSchema = {
  title: 'cliente_comercial',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcliente_comercial',
  type: 'object',
  properties: {
    idcliente_comercial: id,
    idcliente: id,
    idcomercial: id,
    desde: fecha,
    estado,
  },
  required: ['idcliente_comercial', 'idcliente', 'idcomercial', 'desde', 'estado'],
  indexes: ['idcomercial'],
  additionalProperties: false,
} as const;
