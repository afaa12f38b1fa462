import { claveOrden, estado, fecha, fechaOpcional, id, idOpcional, instante, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Parte de trabajo: la visita de un técnico para una orden. Estados: anulado 0, pendiente 1, finalizado 2. */
export const partetrabajoSchema = {
  title: 'parte_trabajo',
  version: VERSION_ESQUEMA,
  primaryKey: 'idparte_trabajo',
  type: 'object',
  properties: {
    idparte_trabajo: id,
    idorden_trabajo: id,
    idtecnico: idOpcional,
    idsistema: idOpcional,
    idcliente: id,
    iddelegacion: id,
    numero: texto,
    fecha: fecha,
    ffijada: fechaOpcional,
    clasificacion: texto,
    descripcion: texto,
    observaciones: textoOpcional,
    estado,
    /** Clave ascendente que ordena de la fecha más reciente a la más antigua (índice de «más nuevos primero»). */
    fecha_desc: claveOrden,
    actualizado: instante,
  },
  required: ['idparte_trabajo', 'idorden_trabajo', 'idcliente', 'iddelegacion', 'numero', 'fecha', 'clasificacion', 'descripcion', 'estado', 'fecha_desc', 'actualizado'],
  indexes: ['fecha_desc', ['estado', 'fecha_desc']],
  additionalProperties: false,
} as const;
