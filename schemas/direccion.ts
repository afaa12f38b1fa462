import { estado, id, numeroOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Dirección de un cliente, con coordenadas para el mapa. */
export const direccionSchema = {
  title: 'direccion',
  version: VERSION_ESQUEMA,
  primaryKey: 'iddireccion',
  type: 'object',
  properties: {
    iddireccion: id,
    idcliente: id,
    direccion: texto,
    cp: texto,
    poblacion: texto,
    provincia: texto,
    lat: numeroOpcional,
    lng: numeroOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['iddireccion', 'idcliente', 'direccion', 'cp', 'poblacion', 'provincia', 'estado'],
  indexes: ['idcliente'],
  additionalProperties: false,
} as const;
