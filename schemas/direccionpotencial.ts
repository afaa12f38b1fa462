import { estado, id, numeroOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Dirección de un cliente potencial, con coordenadas para el mapa. Colección aparte de `direccion` (ver
 * telefonopotencial.ts): al convertir, cada una pasa a ser una `direccion` del cliente con el mismo id.
 */
export const direccionpotencialSchema = {
  title: 'direccion_potencial',
  version: VERSION_ESQUEMA,
  primaryKey: 'iddireccion_potencial',
  type: 'object',
  properties: {
    iddireccion_potencial: id,
    idcliente_potencial: id,
    /** fiscal, instalacion, envio, otra. */
    tipo: { type: 'string', enum: ['fiscal', 'instalacion', 'envio', 'otra'] },
    direccion: texto,
    cp: texto,
    poblacion: texto,
    provincia: texto,
    lat: numeroOpcional,
    lng: numeroOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['iddireccion_potencial', 'idcliente_potencial', 'tipo', 'direccion', 'cp', 'poblacion', 'provincia', 'estado'],
  indexes: ['idcliente_potencial'],
  additionalProperties: false,
} as const;
