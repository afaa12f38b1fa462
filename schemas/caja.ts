import { estado, id, idOpcional, importeEur, texto, VERSION_ESQUEMA } from './comun';

/**
 * Caja: la de la oficina de una delegación o la de un técnico (el efectivo que cobra en los partes y sus
 * gastos). El saldo es `saldo_inicial` más la suma de sus movimientos activos; no se guarda.
 */
export const cajaSchema = {
  title: 'caja',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcaja',
  type: 'object',
  properties: {
    idcaja: id,
    nombre: texto,
    tipo: { type: 'string', enum: ['delegacion', 'tecnico'] },
    iddelegacion: id,
    idtecnico: idOpcional,
    saldo_inicial: importeEur,
    estado,
  },
  required: ['idcaja', 'nombre', 'tipo', 'iddelegacion', 'saldo_inicial', 'estado'],
  indexes: ['iddelegacion'],
  additionalProperties: false,
} as const;
