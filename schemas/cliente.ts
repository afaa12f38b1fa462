import { estado, id, texto, textoOpcional } from './comun';

/**
 * Longitud máxima del nombre del cliente: un texto indexado necesita `maxLength` en RxDB. La misma que la
 * del nombre del prospecto (MAX_NOMBRE, replication/validacion-comercial.ts), que al convertirse en
 * cliente le pasa su nombre.
 */
export const MAX_NOMBRE_CLIENTE = 200;

/**
 * Cliente (persona o empresa).
 *
 * Versión 64 (las demás colecciones siguen en la base, VERSION_ESQUEMA = 63): índice de `nombre`, el
 * orden de la lista de clientes, para que su primera página pare en el límite en vez de leer la colección
 * entera (decisión 46). El paso de migración está en migrations/v64.ts.
 */
export const clienteSchema = {
  title: 'cliente',
  version: 64,
  primaryKey: 'idcliente',
  type: 'object',
  properties: {
    idcliente: id,
    codigo: texto,
    nombre: { type: 'string', maxLength: MAX_NOMBRE_CLIENTE },
    nif: textoOpcional,
    email: textoOpcional,
    iddelegacion: id,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idcliente', 'codigo', 'nombre', 'iddelegacion', 'estado'],
  indexes: ['nombre'],
  additionalProperties: false,
} as const;
