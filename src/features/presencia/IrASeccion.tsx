/**
 * Botón de la cabecera de la lista que lleva a una sección de debajo de la lista (las horas de la semana,
 * el informe mensual): la desplaza a la vista y pone el foco en su título, para el teclado y el lector.
 */
import type { ReactNode } from 'react';

export function IrASeccion({ destino, children }: { destino: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className="boton"
      onClick={() => {
        const seccion = document.getElementById(destino);
        seccion?.scrollIntoView({ block: 'start' });
        seccion?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
      }}
    >
      {children}
    </button>
  );
}
