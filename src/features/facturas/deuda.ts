/**
 * Reglas de la deuda de las facturas: etiqueta del estado, lo que queda por cobrar de una factura y los
 * totales de una lista. Deuda pendiente = total − cobrado de las facturas pendientes, de dudoso cobro o
 * parcialmente cobradas (estados 1, 3 y 5); las cobradas e incobrables no cuentan.
 */
import { centimosDe, euros, sumaCentimos } from '../../../schemas/dinero';
import { etiquetasEstadoDeuda, type EstadoDeuda } from './facturas.labels';

export interface FacturaDeuda {
  total: number;
  cobrado: number;
  estado_deuda: number;
}

/** Estados cuya diferencia entre total y cobrado es deuda pendiente. */
export const ESTADOS_CON_DEUDA: readonly number[] = [1, 3, 5];

export const esEstadoDeuda = (n: number): n is EstadoDeuda => n === 1 || n === 2 || n === 3 || n === 4 || n === 5;
export const etiquetaEstadoDeuda = (n: number): string => (esEstadoDeuda(n) ? etiquetasEstadoDeuda[n] : `Estado ${n}`);

/** Lo que queda por cobrar de la factura (0 si no está en un estado con deuda o ya está cobrada). */
export const pendienteFactura = (f: FacturaDeuda): number => (ESTADOS_CON_DEUDA.includes(f.estado_deuda) ? Math.max(0, euros(centimosDe(f.total) - centimosDe(f.cobrado))) : 0);

export interface TotalesFacturas {
  total: number;
  cobrado: number;
  pendiente: number;
}

/** Totales de importe, cobrado y pendiente (al céntimo). */
export const totalesFacturas = (fs: readonly FacturaDeuda[]): TotalesFacturas =>
  fs.reduce<TotalesFacturas>(
    (t, f) => ({ total: sumaCentimos([t.total, f.total]), cobrado: sumaCentimos([t.cobrado, f.cobrado]), pendiente: sumaCentimos([t.pendiente, pendienteFactura(f)]) }),
    { total: 0, cobrado: 0, pendiente: 0 },
  );
