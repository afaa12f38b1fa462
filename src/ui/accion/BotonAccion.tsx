/**
 * Botón de acción autónomo: el botón, su error (role="alert") justo debajo y, si la acción lo pide, su
 * 'Confirmación'. Para el caso sencillo de un botón que ejecuta una operación sin parámetro; cuando el
 * error o el diálogo van en otro sitio, o la acción depende de la fila, se usa useAccion directamente.
 */
import type { ReactNode } from 'react';
import { useAccion, type OpcionesAccion } from './useAccion';

export interface BotonAccionProps<R> extends OpcionesAccion<void, R> {
  children: ReactNode;
  /** Clases del botón ('boton' si no se dan). */
  className?: string;
  /** Desactivado por otra causa (además de mientras se ejecuta). */
  desactivado?: boolean;
  'aria-label'?: string;
}

export function BotonAccion<R>({ children, className = 'boton', desactivado = false, 'aria-label': ariaLabel, ...opciones }: BotonAccionProps<R>) {
  const accion = useAccion<void, R>(opciones);
  return (
    <>
      <button className={className} aria-label={ariaLabel} {...accion.boton(undefined, desactivado)}>
        {children}
      </button>
      {accion.aviso}
      {accion.dialogo}
    </>
  );
}
