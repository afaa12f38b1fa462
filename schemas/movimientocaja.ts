import { estado, id, idOpcional, importeEur, instante, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Movimiento de caja: un ingreso o un gasto (importe siempre positivo, en EUR con 2 decimales) de una caja.
 * El cobro en efectivo de un parte crea el suyo (`idcobro`, `idparte_trabajo`) en la caja del técnico. Los
 * justificantes son ficheros del movimiento (idtabla 290).
 */
export const movimientocajaSchema = {
  title: 'movimiento_caja',
  version: VERSION_ESQUEMA,
  primaryKey: 'idmovcaja',
  type: 'object',
  properties: {
    idmovcaja: id,
    idcaja: id,
    tipo: { type: 'string', enum: ['ingreso', 'gasto'] },
    fecha: instante,
    importe: importeEur,
    concepto: { type: 'string', maxLength: 200 },
    categoria: { type: 'string', enum: ['cobro', 'combustible', 'dietas', 'material', 'aparcamiento', 'ingreso_banco', 'otros'] },
    idcobro: idOpcional,
    idparte_trabajo: idOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idmovcaja', 'idcaja', 'tipo', 'fecha', 'importe', 'concepto', 'categoria', 'estado'],
  indexes: ['idcaja', 'fecha'],
  additionalProperties: false,
} as const;
