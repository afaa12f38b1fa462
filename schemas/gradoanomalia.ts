import { estado, id, numero, texto, VERSION_ESQUEMA } from './comun';

/**
 * Grado de anomalía (catálogo global): la gravedad de una anomalía de checklist. `nivel` ordena de más
 * leve a más grave.
 */
export const gradoanomaliaSchema = {
  title: 'grado_anomalia',
  version: VERSION_ESQUEMA,
  primaryKey: 'idgrado_anomalia',
  type: 'object',
  properties: {
    idgrado_anomalia: id,
    descripcion: texto,
    nivel: numero,
    estado,
  },
  required: ['idgrado_anomalia', 'descripcion', 'nivel', 'estado'],
  additionalProperties: false,
} as const;
