/**
 * Reglas puras de los contratos: sus estados (anulado 0, vigente 1, finalizado 2), lo que escribe
 * finalizarlo, el resumen de sus cuotas al céntimo (sumaCentimos de replication/presupuestos.ts), las
 * opciones de forma de pago y periodicidad con sus nombres, y el IBAN enmascarado que enseñan la ficha
 * y el formulario.
 */
import { FORMAS_PAGO, PERIODICIDADES, sumaCentimos } from '../../../replication/presupuestos';
import type { DocDe } from '../../../schemas';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { ibanLegible } from '../subregistros/entidades';

export type Contrato = DocDe<'contrato'>;
export type CuotaContrato = DocDe<'cuotacontrato'>;
export type ServicioContratado = DocDe<'serviciocontratado'>;
export type MaterialContrato = DocDe<'materialcontrato'>;

export const ESTADOS_CONTRATO = { anulado: 0, vigente: 1, finalizado: 2 } as const;
export type EstadoContrato = (typeof ESTADOS_CONTRATO)[keyof typeof ESTADOS_CONTRATO];

const NOMBRE_ESTADO: Readonly<Record<EstadoContrato, string>> = { 0: 'Anulado', 1: 'Vigente', 2: 'Finalizado' };

const esEstadoContrato = (n: number): n is EstadoContrato => n === 0 || n === 1 || n === 2;

export const nombreEstadoContrato = (estado: number): string => (esEstadoContrato(estado) ? NOMBRE_ESTADO[estado] : `Estado ${estado}`);

/** Vigentes, finalizados y anulados: el orden del filtro de la lista. */
export const ORDEN_ESTADOS_CONTRATO: readonly EstadoContrato[] = [ESTADOS_CONTRATO.vigente, ESTADOS_CONTRATO.finalizado, ESTADOS_CONTRATO.anulado];

/** Solo un contrato vigente se finaliza; se anula uno vigente o finalizado. */
export const puedeFinalizar = (c: Pick<Contrato, 'estado'>): boolean => c.estado === ESTADOS_CONTRATO.vigente;
export const puedeAnular = (c: Pick<Contrato, 'estado'>): boolean => c.estado > ESTADOS_CONTRATO.anulado;

/** Finalizar: estado 2 y, si no tenía fecha de fin, la de hoy. */
export const cambiosFinalizar = (c: Pick<Contrato, 'fecha_fin'>, hoy: string): Pick<Contrato, 'estado' | 'fecha_fin'> => ({
  estado: ESTADOS_CONTRATO.finalizado,
  fecha_fin: c.fecha_fin ?? hoy,
});

export interface ResumenCuotas {
  /** Cuotas activas. */
  numero: number;
  cobradas: number;
  /** Importes en euros, sumados en céntimos exactos. */
  total: number;
  cobrado: number;
  pendiente: number;
}

/** Cuántas cuotas hay y cuántas cobradas, y cuánto suman, cobrado y pendiente (sin las de estado 0). */
export const resumenCuotas = (cuotas: readonly Pick<CuotaContrato, 'importe' | 'cobrada' | 'estado'>[]): ResumenCuotas => {
  const activas = cuotas.filter((c) => c.estado > 0);
  const cobradas = activas.filter((c) => c.cobrada);
  const total = sumaCentimos(activas.map((c) => c.importe));
  const cobrado = sumaCentimos(cobradas.map((c) => c.importe));
  return { numero: activas.length, cobradas: cobradas.length, total, cobrado, pendiente: sumaCentimos([total, -cobrado]) };
};

/** La forma de pago que se puede elegir ('' = sin indicar) y su nombre. */
export const OPCIONES_FORMA_PAGO: readonly OpcionSeleccion[] = Object.entries(FORMAS_PAGO).map(([valor, f]) => ({ valor, etiqueta: f.nombre }));
/** Las periodicidades de un servicio y su nombre. */
export const OPCIONES_PERIODICIDAD: readonly OpcionSeleccion[] = Object.entries(PERIODICIDADES).map(([valor, etiqueta]) => ({ valor, etiqueta }));

export type Periodicidad = ServicioContratado['periodicidad'];
export const esPeriodicidad = (x: string): x is Periodicidad => Object.prototype.hasOwnProperty.call(PERIODICIDADES, x);

/**
 * El IBAN con solo el país, sus dígitos de control y las cuatro últimas cifras a la vista, en grupos de
 * cuatro: 'ES7621000418401234567891' → 'ES76 **** **** **** **** 7891'. Uno muy corto, todo oculto.
 */
export const ibanEnmascarado = (iban: string): string => {
  const limpio = iban.replace(/\s+/g, '').toUpperCase();
  if (limpio.length <= 8) return '*'.repeat(limpio.length);
  return ibanLegible(`${limpio.slice(0, 4)}${'*'.repeat(limpio.length - 8)}${limpio.slice(-4)}`);
};
