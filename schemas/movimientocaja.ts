import { estado, id, idOpcional, importeEur, instante, textoOpcional } from './comun';

/**
 * Movimiento de caja: un ingreso o un gasto (importe siempre positivo, en EUR con 2 decimales) de una caja.
 * El cobro en efectivo de un parte crea el suyo (`idcobro`, `idparte_trabajo`) en la caja del técnico. Los
 * justificantes son ficheros del movimiento (idtabla 290). Cada alta o cambio suma su diferencia al saldo
 * consolidado de la caja (`caja.saldo`, replication/mutadores/caja.ts). Es historia del mes mayor entre su
 * fecha y su último cambio (`actualizado`, versión 67; server/sync/ambito.ts, `historiaDe`).
 */
export const movimientocajaSchema = {
  title: 'movimiento_caja',
  version: 67,
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
    actualizado: instante,
  },
  required: ['idmovcaja', 'idcaja', 'tipo', 'fecha', 'importe', 'concepto', 'categoria', 'estado', 'actualizado'],
  indexes: ['idcaja', 'fecha'],
  additionalProperties: false,
} as const;
