import { estado, id, imagenFirmaOpcional, instante, instanteOpcional, numero, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Checklist de un parte. Estados: anulado 0, pendiente 1, finalizado 2 (firmada). `resultado` sigue la
 * sección 4: conAnomalias 0, ok 1, sinContestar null; lo recalculan los mutadores (replication/checklist-reglas.ts).
 * La firma va en el propio documento (imagen PNG como data URL, nombre, DNI y fecha); reabrir la borra.
 */
export const checklistotSchema = {
  title: 'checklist_ot',
  version: VERSION_ESQUEMA,
  primaryKey: 'idchecklist_ot',
  type: 'object',
  properties: {
    idchecklist_ot: id,
    idparte_trabajo: id,
    descripcion: texto,
    orden: numero,
    resultado: { type: ['integer', 'null'], minimum: 0, maximum: 1 },
    firma_imagen: imagenFirmaOpcional,
    firma_nombre: { type: ['string', 'null'], maxLength: 200 },
    firma_dni: { type: ['string', 'null'], maxLength: 12 },
    firma_fecha: instanteOpcional,
    observaciones: textoOpcional,
    estado,
    actualizado: instante,
  },
  required: ['idchecklist_ot', 'idparte_trabajo', 'descripcion', 'orden', 'resultado', 'firma_imagen', 'firma_nombre', 'firma_dni', 'firma_fecha', 'estado', 'actualizado'],
  indexes: ['idparte_trabajo'],
  additionalProperties: false,
} as const;
