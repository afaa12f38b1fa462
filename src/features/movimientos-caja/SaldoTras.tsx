/**
 * El saldo tras un movimiento en una celda de la lista: la lista declarada solo conoce el documento de
 * cada fila, así que los saldos de la caja (hacia atrás desde su saldo consolidado, useSaldosCaja) le
 * llegan por contexto desde la pantalla.
 */
import { createContext, useContext } from 'react';
import { formatearMoneda } from '../../lib/formato';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';

/** Saldo tras cada movimiento activo de la caja (por idmovcaja); undefined mientras se calcula. */
export const SaldosContexto = createContext<ReadonlyMap<string, number> | undefined>(undefined);

export function SaldoTras({ idmovcaja }: { idmovcaja: string }) {
  const saldos = useContext(SaldosContexto);
  const saldo = saldos?.get(idmovcaja);
  if (saldos === undefined) return <span className="importe-caja">{T.cargando}</span>;
  // Un movimiento anterior a la historia entera del dispositivo (cambiado hace poco): faltan los de después.
  if (saldo === undefined) return <span className="importe-caja" title={T.saldoSinHistoria}>{T.sinSaldo}</span>;
  return <span className={saldo < 0 ? 'importe-caja saldo-negativo' : 'importe-caja'}>{formatearMoneda(saldo)}</span>;
}
