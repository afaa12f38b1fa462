import { claveOrden, estado, fecha, id, idOpcional, instante, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Orden de trabajo. Estados: anulado 0, pendiente 1, finalizado 2. */
export const ordentrabajoSchema = {
  title: 'orden_trabajo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idorden_trabajo',
  type: 'object',
  properties: {
    idorden_trabajo: id,
    idcliente: id,
    idsistema: idOpcional,
    iddelegacion: id,
    numero: texto,
    fecha: fecha,
    descripcion: texto,
    prioridad: { type: 'integer', minimum: 1, maximum: 3, multipleOf: 1 },
    observaciones: textoOpcional,
    estado,
    fecha_desc: claveOrden,
    actualizado: instante,
  },
  required: ['idorden_trabajo', 'idcliente', 'iddelegacion', 'numero', 'fecha', 'descripcion', 'prioridad', 'estado', 'fecha_desc', 'actualizado'],
  indexes: ['fecha_desc'],
  additionalProperties: false,
} as const;
