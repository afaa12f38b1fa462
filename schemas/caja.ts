import { estado, id, idOpcional, importeEur, importeEurOpcional, texto } from './comun';

/**
 * Caja: la de la oficina de una delegación o la de un técnico (el efectivo que cobra en los partes y sus
 * gastos). El saldo es `saldo_inicial` más la suma de sus movimientos activos, y se guarda consolidado en
 * `saldo` (versión 67, issue 32): lo mantienen los mutadores de los movimientos por diferencias, en los dos
 * lados, así que el dispositivo no necesita todos los movimientos (solo los de su ventana de historia) para
 * saber el saldo ni el saldo tras cada movimiento (replication/caja.ts, `saldosHaciaAtras`). null solo en
 * un dispositivo que actualizó la app y aún no ha bajado la caja con su saldo: ahí vale la suma de sus
 * movimientos, que aún tiene todos.
 */
export const cajaSchema = {
  title: 'caja',
  version: 67,
  primaryKey: 'idcaja',
  type: 'object',
  properties: {
    idcaja: id,
    nombre: texto,
    tipo: { type: 'string', enum: ['delegacion', 'tecnico'] },
    iddelegacion: id,
    idtecnico: idOpcional,
    saldo_inicial: importeEur,
    saldo: importeEurOpcional,
    estado,
  },
  required: ['idcaja', 'nombre', 'tipo', 'iddelegacion', 'saldo_inicial', 'saldo', 'estado'],
  indexes: ['iddelegacion'],
  additionalProperties: false,
} as const;
