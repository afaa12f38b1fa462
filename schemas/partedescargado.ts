import { estado, id, instante, VERSION_ESQUEMA } from './comun';

/**
 * Parte descargado a mano ('Descargar'): un parte que el técnico puede ver pero no tiene asignado. Lleva
 * la etiqueta del técnico y el parte la reúne (server/sync/ambito.ts), así que el parte y todo lo que
 * cuelga de él entran en su conjunto de trabajo; borrarlo lo quita del dispositivo.
 */
export const partedescargadoSchema = {
  title: 'parte_descargado',
  version: VERSION_ESQUEMA,
  primaryKey: 'idparte_descargado',
  type: 'object',
  properties: {
    idparte_descargado: id,
    idparte_trabajo: id,
    idtecnico: id,
    fecha: instante,
    estado,
  },
  required: ['idparte_descargado', 'idparte_trabajo', 'idtecnico', 'fecha', 'estado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
