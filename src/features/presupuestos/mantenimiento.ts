/**
 * Mantenimiento del presupuesto: las periodicidades (cuántas veces al año se cobra cada una) y el coste
 * anual de los servicios, sumado en céntimos exactos.
 */
import { PERIODICIDADES } from '../../../replication/presupuestos';
import { centimosDe, euros } from '../../../schemas/dinero';
import type { MantPresupuesto } from './presupuestos';

export type Periodicidad = MantPresupuesto['periodicidad'];

/** Cobros al año de cada periodicidad. */
export const PERIODOS_POR_ANIO: Readonly<Record<Periodicidad, number>> = { mensual: 12, trimestral: 4, semestral: 2, anual: 1 };

export const esPeriodicidad = (x: unknown): x is Periodicidad => typeof x === 'string' && Object.prototype.hasOwnProperty.call(PERIODICIDADES, x);

/** 'trimestral' → 'Trimestral' (lo que no es una periodicidad se enseña tal cual). */
export const nombrePeriodicidad = (p: string): string => (esPeriodicidad(p) ? PERIODICIDADES[p] : p);

/** Las periodicidades como opciones de una selección, en el orden de PERIODICIDADES. */
export const OPCIONES_PERIODICIDAD: readonly { valor: Periodicidad; etiqueta: string }[] = Object.keys(PERIODICIDADES)
  .filter(esPeriodicidad)
  .map((p) => ({ valor: p, etiqueta: PERIODICIDADES[p] }));

/**
 * Coste anual de los mantenimientos activos: Σ importe × cobros al año, en céntimos enteros (cada importe
 * se lleva a céntimos antes de multiplicar: 29,99 € al mes son 359,88 €, sin error de coma flotante).
 */
export const costeAnual = (mantenimientos: readonly Pick<MantPresupuesto, 'periodicidad' | 'importe' | 'estado'>[]): number =>
  euros(mantenimientos.reduce((centimos, m) => (m.estado > 0 ? centimos + centimosDe(m.importe) * BigInt(PERIODOS_POR_ANIO[m.periodicidad]) : centimos), 0n));
