/**
 * Caja (issue 17), reglas puras que comparten los mutadores (los dos lados) y las pantallas: el importe
 * (positivo, EUR con 2 decimales), el saldo acumulado de una caja y lo que no se puede tocar a mano (el
 * movimiento de un cobro de un parte, que lleva el cobro).
 */
import { centimosDe, decimalesDe, euros } from '../schemas/dinero';
import { textoOpcionalHasta, textoRequerido } from './validacion-sistemas';

export const MAX_CONCEPTO_CAJA = 200;
export const MAX_OBSERVACIONES_CAJA = 2000;
export const MAX_IMPORTE_CAJA = 1_000_000;

export const MENSAJES_CAJA = {
  importe: 'El importe debe ser mayor que 0 y con 2 decimales como mucho',
  importeMaximo: 'El importe no puede pasar de 1.000.000,00 €',
  deCobro: 'Este movimiento es el cobro de un parte: se registra y se corrige en el parte, no en la caja',
  cajaCerrada: 'La caja está cerrada: no admite movimientos',
  categoriaIngreso: 'Un gasto no puede ser de la categoría «Cobro de parte» ni «Ingreso del banco»',
} as const;

type Comprobacion = (valor: unknown) => string | null;

/** Importe de un movimiento: > 0, como mucho 2 decimales y 1.000.000 €. */
export const comprobarImporteCaja: Comprobacion = (v) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || decimalesDe(v) > 2) return MENSAJES_CAJA.importe;
  return v > MAX_IMPORTE_CAJA ? MENSAJES_CAJA.importeMaximo : null;
};

export const VALIDACIONES_CAJA = {
  movimientocaja: { importe: comprobarImporteCaja, concepto: textoRequerido(MAX_CONCEPTO_CAJA), observaciones: textoOpcionalHasta(MAX_OBSERVACIONES_CAJA) },
} satisfies Record<string, Readonly<Record<string, Comprobacion>>>;

type Documento = Readonly<Record<string, unknown>>;
/** Entre campos (el del cobro, que no se toca a mano, va en las reglas de escritura: replication/mutadores/caja.ts). */
export const VALIDACIONES_DOCUMENTO_CAJA = {
  movimientocaja: [
    (d: Documento) => (d.tipo === 'gasto' && (d.categoria === 'cobro' || d.categoria === 'ingreso_banco') ? MENSAJES_CAJA.categoriaIngreso : null),
  ],
};

export interface MovimientoSaldo {
  idmovcaja: string;
  tipo: 'ingreso' | 'gasto';
  importe: number;
  fecha: string;
  estado: number;
}

/** Importe con signo: + ingreso, − gasto. */
export const importeConSigno = (m: Pick<MovimientoSaldo, 'tipo' | 'importe'>): number => (m.tipo === 'ingreso' ? m.importe : -m.importe);

/**
 * Saldo acumulado tras cada movimiento activo, en orden de fecha (y de id si coinciden), empezando por el
 * saldo inicial de la caja. Se suma en céntimos enteros (schemas/dinero.ts): el saldo es exacto al céntimo.
 */
export const saldosAcumulados = (saldoInicial: number, movimientos: readonly MovimientoSaldo[]): Map<string, number> => {
  const orden = movimientos
    .filter((m) => m.estado > 0)
    .sort((a, b) => Date.parse(a.fecha) - Date.parse(b.fecha) || a.idmovcaja.localeCompare(b.idmovcaja));
  let centimos = centimosDe(saldoInicial);
  const r = new Map<string, number>();
  for (const m of orden) {
    centimos += centimosDe(importeConSigno(m));
    r.set(m.idmovcaja, euros(centimos));
  }
  return r;
};

/** Saldo actual de una caja. */
export const saldoCaja = (saldoInicial: number, movimientos: readonly MovimientoSaldo[]): number =>
  euros(movimientos.filter((m) => m.estado > 0).reduce((c, m) => c + centimosDe(importeConSigno(m)), centimosDe(saldoInicial)));

export const ETIQUETAS_CATEGORIA_CAJA = {
  cobro: 'Cobro de parte',
  combustible: 'Combustible',
  dietas: 'Dietas',
  material: 'Material',
  aparcamiento: 'Aparcamiento y peajes',
  ingreso_banco: 'Ingreso del banco',
  otros: 'Otros',
} as const;
