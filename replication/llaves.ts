/**
 * Reglas de la custodia de llaves (issue 16), compartidas por las pantallas y llavero.salidaSync /
 * llavero.entradaSync (replication/mutadores/vigilancia.ts): un llavero fuera no vuelve a salir, uno
 * dentro no vuelve a entrar, y uno fuera cuya devolución prevista ya pasó está vencido.
 */
import { DNI_INCORRECTO } from './documento-identidad';

export const MENSAJES_LLAVES = {
  yaFuera: (codigo: string, en_poder: string | null) =>
    en_poder ? `El llavero ${codigo} ya está fuera (lo tiene ${en_poder})` : `El llavero ${codigo} ya está fuera`,
  yaDentro: (codigo: string) => `El llavero ${codigo} ya está dentro`,
  dni: DNI_INCORRECTO,
  sinPersona: 'Indica quién se lleva o devuelve el llavero',
  sinFirmaPersona: 'Falta la firma de quien se lleva o devuelve el llavero',
  sinFirmaCustodio: 'Falta la firma del custodio',
  firmaGrande: 'La firma ocupa demasiado: bórrala y firma de nuevo.',
  soloEmpleados: 'Solo un empleado puede registrar movimientos de llaves',
  devolucionAnterior: 'La devolución prevista debe ser posterior a la salida',
} as const;

/** ¿Está fuera y ya pasó la hora a la que debía volver? (instantes ISO) */
export const estaVencido = (
  llavero: { situacion: 'dentro' | 'fuera'; fprevista_devolucion?: string | null },
  ahoraIso: string,
): boolean => {
  if (llavero.situacion !== 'fuera' || !llavero.fprevista_devolucion) return false;
  const prevista = Date.parse(llavero.fprevista_devolucion);
  const ahora = Date.parse(ahoraIso);
  return Number.isFinite(prevista) && Number.isFinite(ahora) && prevista < ahora;
};
