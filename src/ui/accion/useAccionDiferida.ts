/**
 * useAccionDiferida: useAccion para lo que se ve desde el arranque (la cabecera). La 'Confirmación' es el
 * DialogoConfirmacionDiferido, así que ni el diálogo ni los modales de react-aria van con la entrada y el
 * menú (bench/bundle.ts lo mide); lo demás, igual que useAccion.
 */
import { DialogoConfirmacionDiferido } from '../DialogoConfirmacionDiferido';
import { useAccionCon, type Accion, type OpcionesAccion } from './useAccionCon';

export function useAccionDiferida<P = void, R = unknown>(opciones: OpcionesAccion<P, R>): Accion<P, R> {
  return useAccionCon(opciones, DialogoConfirmacionDiferido);
}
