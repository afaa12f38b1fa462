import { estado, id, texto, VERSION_ESQUEMA } from './comun';

/** Plantilla de artículos: un juego de material que se instala de una vez (kit de alarma, de CCTV…). */
export const plantillaarticuloSchema = {
  title: 'plantilla_articulo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idplantilla_articulo',
  type: 'object',
  properties: {
    idplantilla_articulo: id,
    descripcion: texto,
    estado,
  },
  required: ['idplantilla_articulo', 'descripcion', 'estado'],
  additionalProperties: false,
} as const;
