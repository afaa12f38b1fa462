import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Plantilla de presupuesto (catálogo global): subsistemas y líneas tipo de una instalación, y sus condiciones. */
export const plantillapresupuestoSchema = {
  title: 'plantilla_presupuesto',
  version: VERSION_ESQUEMA,
  primaryKey: 'idplantilla_presupuesto',
  type: 'object',
  properties: {
    idplantilla_presupuesto: id,
    nombre: texto,
    descripcion: textoOpcional,
    /** Subsistemas de la plantilla, en su orden; las líneas nombran el suyo. */
    subsistemas: { type: 'array', items: { type: 'string' } },
    condiciones: textoOpcional,
    estado,
  },
  required: ['idplantilla_presupuesto', 'nombre', 'subsistemas', 'estado'],
  additionalProperties: false,
} as const;
