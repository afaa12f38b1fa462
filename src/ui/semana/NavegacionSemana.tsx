/**
 * La botonera de una vista semanal: 'Semana anterior', 'Esta semana' y 'Semana siguiente' sobre el estado
 * de useSemana, y detrás lo que la pantalla añada (el enlace a su lista o a otra vista).
 */
import type { ReactNode } from 'react';
import type { Semana } from './useSemana';

export const TEXTOS_SEMANA = {
  anterior: 'Semana anterior',
  actual: 'Esta semana',
  siguiente: 'Semana siguiente',
} as const;

export function NavegacionSemana({ semana, children }: { semana: Semana; children?: ReactNode }) {
  return (
    <div className="botonera">
      <button type="button" className="boton" onClick={semana.anterior}>
        {TEXTOS_SEMANA.anterior}
      </button>
      <button type="button" className="boton" onClick={semana.actual}>
        {TEXTOS_SEMANA.actual}
      </button>
      <button type="button" className="boton" onClick={semana.siguiente}>
        {TEXTOS_SEMANA.siguiente}
      </button>
      {children}
    </div>
  );
}
