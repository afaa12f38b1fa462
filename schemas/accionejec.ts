import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Acción a ejecutar en un parte. Estados: pendiente 1, realizada 2, no_realizada 3. */
export const accionejecSchema = {
  title: 'accion_ejec',
  version: VERSION_ESQUEMA,
  primaryKey: 'idaccion_ejec',
  type: 'object',
  properties: {
    idaccion_ejec: id,
    idparte_trabajo: id,
    descripcion: texto,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idaccion_ejec', 'idparte_trabajo', 'descripcion', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
