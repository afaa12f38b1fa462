import { estado, id, idOpcional, texto, VERSION_ESQUEMA } from './comun';

/** Almacén: central de una delegación o la furgoneta de un técnico (tipo 'vehiculo'). */
export const almacenSchema = {
  title: 'almacen',
  version: VERSION_ESQUEMA,
  primaryKey: 'idalmacen',
  type: 'object',
  properties: {
    idalmacen: id,
    nombre: texto,
    tipo: { type: 'string', enum: ['central', 'vehiculo'] },
    idtecnico: idOpcional,
    iddelegacion: id,
    estado,
  },
  required: ['idalmacen', 'nombre', 'tipo', 'iddelegacion', 'estado'],
  additionalProperties: false,
} as const;
