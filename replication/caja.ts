/**
 * Caja (issue 17), reglas puras que comparten los mutadores (los dos lados) y las pantallas: el importe
 * (positivo, EUR con 2 decimales), el saldo de una caja y lo que no se puede tocar a mano (el movimiento
 * de un cobro de un parte, que lleva el cobro). El saldo se guarda consolidado en la caja (issue 32): los
 * mutadores lo mantienen por diferencias (`saldoTrasCambio`) y las pantallas calculan hacia atrás desde él
 * (`saldosHaciaAtras`), así que no hace falta tener en el dispositivo todos los movimientos.
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

/** Saldo actual de una caja sumando todos sus movimientos (el servidor y la semilla, que los tienen todos). */
export const saldoCaja = (saldoInicial: number, movimientos: readonly MovimientoSaldo[]): number =>
  euros(movimientos.filter((m) => m.estado > 0).reduce((c, m) => c + centimosDe(importeConSigno(m)), centimosDe(saldoInicial)));

/** Lo que un movimiento aporta al saldo, en céntimos: su importe con signo si está activo; nada si no. */
export const aporteCentimos = (m: Pick<MovimientoSaldo, 'tipo' | 'importe' | 'estado'> | null): bigint =>
  m !== null && m.estado > 0 ? centimosDe(importeConSigno(m)) : 0n;

/**
 * El saldo consolidado tras un cambio de un movimiento (alta: `antes` null; edición o anulación: los dos):
 * el de antes más lo que aporta ahora menos lo que aportaba, en céntimos. Es lo que hacen los mutadores en
 * los dos lados, cada uno con su estado: en el servidor, `antes` es el movimiento que tiene él.
 */
export const saldoTrasCambio = (
  saldo: number,
  antes: Pick<MovimientoSaldo, 'tipo' | 'importe' | 'estado'> | null,
  despues: Pick<MovimientoSaldo, 'tipo' | 'importe' | 'estado'> | null,
): number => euros(centimosDe(saldo) + aporteCentimos(despues) - aporteCentimos(antes));

const posterior = (a: MovimientoSaldo, b: MovimientoSaldo): number => Date.parse(b.fecha) - Date.parse(a.fecha) || b.idmovcaja.localeCompare(a.idmovcaja);

/**
 * Saldo tras cada movimiento activo calculado hacia atrás desde el saldo consolidado de la caja (`saldo`):
 * el del último es el de la caja y el de cada uno, el del siguiente menos lo que aportó el siguiente (el
 * mismo orden que `saldosAcumulados`: fecha y, si coinciden, id). Solo necesita los movimientos
 * posteriores, así que vale con los de la ventana de historia del dispositivo: da saldo a los fechados
 * desde `desde` (el comienzo de los meses que el dispositivo tiene enteros; null: todos), y ninguno a los
 * anteriores, de los que pueden faltar otros posteriores a ellos.
 */
export const saldosHaciaAtras = (saldo: number, movimientos: readonly MovimientoSaldo[], desde: string | null = null): Map<string, number> => {
  const limite = desde === null ? Number.NEGATIVE_INFINITY : Date.parse(desde);
  const orden = movimientos.filter((m) => m.estado > 0 && Date.parse(m.fecha) >= limite).sort(posterior);
  let centimos = centimosDe(saldo);
  const r = new Map<string, number>();
  for (const m of orden) {
    r.set(m.idmovcaja, euros(centimos));
    centimos -= centimosDe(importeConSigno(m));
  }
  return r;
};

/** El saldo justo antes de un instante (ms): el consolidado menos lo que aportaron los movimientos activos desde él. */
export const saldoAntesDe = (saldo: number, movimientos: readonly MovimientoSaldo[], instante: number): number =>
  euros(movimientos.filter((m) => m.estado > 0 && Date.parse(m.fecha) >= instante).reduce((c, m) => c - centimosDe(importeConSigno(m)), centimosDe(saldo)));

export const ETIQUETAS_CATEGORIA_CAJA = {
  cobro: 'Cobro de parte',
  combustible: 'Combustible',
  dietas: 'Dietas',
  material: 'Material',
  aparcamiento: 'Aparcamiento y peajes',
  ingreso_banco: 'Ingreso del banco',
  otros: 'Otros',
} as const;
