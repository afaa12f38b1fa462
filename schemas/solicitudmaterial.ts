import { estado, id, instante, numero, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Solicitud de material desde un parte: lo que el técnico necesita y no lleva (pendiente 1, servida 2). */
export const solicitudmaterialSchema = {
  title: 'solicitud_material',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsolicitud_material',
  type: 'object',
  properties: {
    idsolicitud_material: id,
    idparte_trabajo: id,
    idarticulo: id,
    descripcion: texto,
    unidades: numero,
    observaciones: textoOpcional,
    fecha: instante,
    estado,
  },
  required: ['idsolicitud_material', 'idparte_trabajo', 'idarticulo', 'descripcion', 'unidades', 'fecha', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
