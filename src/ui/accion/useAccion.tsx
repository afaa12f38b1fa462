/**
 * useAccion: el mecanismo de las acciones (useAccionCon.tsx) con el DialogoConfirmacion compartido. Es el
 * que usan las pantallas; lo que se ve desde el arranque usa useAccionDiferida.
 */
import { DialogoConfirmacion } from '../DialogoConfirmacion';
import { useAccionCon, type Accion, type OpcionesAccion } from './useAccionCon';

export { AvisoErrorAccion, mensajeDeError } from './useAccionCon';
export type { Accion, ConfirmacionAccion, OpcionesAccion, PropsBotonAccion, ResultadoAccion } from './useAccionCon';

export function useAccion<P = void, R = unknown>(opciones: OpcionesAccion<P, R>): Accion<P, R> {
  return useAccionCon(opciones, DialogoConfirmacion);
}
