/**
 * Avisos breves en la parte inferior ('Cambios guardados', 'Hay una nueva versión disponible'). Un aviso
 * dura 3500 ms salvo que tenga una acción, que entonces se queda hasta que el usuario la usa o lo
 * cierra. Uno cada vez; los siguientes esperan su turno.
 */
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Duración de un aviso sin acción (especificación, sección 9). */
export const DURACION_SNACKBAR_MS = 3500;

export interface AccionSnackbar {
  etiqueta: string;
  alPulsar: () => void;
}

export interface AvisoSnackbar {
  mensaje: string;
  accion?: AccionSnackbar;
}

interface AvisoEnCola extends AvisoSnackbar {
  id: number;
}

export interface ApiSnackbar {
  mostrar: (aviso: AvisoSnackbar) => void;
}

const Contexto = createContext<ApiSnackbar | null>(null);

export const useSnackbar = (): ApiSnackbar => {
  const api = use(Contexto);
  if (!api) throw new Error('useSnackbar se usa fuera de SnackbarProvider');
  return api;
};

export interface SnackbarProviderProps {
  children: ReactNode;
}

export function SnackbarProvider({ children }: SnackbarProviderProps) {
  const [cola, setCola] = useState<AvisoEnCola[]>([]);
  const siguienteId = useRef(1);
  const actual = cola[0];

  const mostrar = useCallback((aviso: AvisoSnackbar) => {
    const id = siguienteId.current++;
    setCola((c) => [...c, { ...aviso, id }]);
  }, []);

  const cerrar = useCallback((id: number) => setCola((c) => c.filter((a) => a.id !== id)), []);

  useEffect(() => {
    if (!actual || actual.accion) return;
    const temporizador = window.setTimeout(() => cerrar(actual.id), DURACION_SNACKBAR_MS);
    return () => window.clearTimeout(temporizador);
  }, [actual, cerrar]);

  const api = useMemo<ApiSnackbar>(() => ({ mostrar }), [mostrar]);

  return (
    <Contexto value={api}>
      {children}
      <div className="snackbar-zona" role="status" aria-live="polite" aria-atomic="true">
        {actual && (
          <div className="snackbar" key={actual.id}>
            <span className="snackbar-mensaje">{actual.mensaje}</span>
            {actual.accion && (
              <>
                <button
                  type="button"
                  className="snackbar-accion"
                  onClick={() => {
                    cerrar(actual.id);
                    actual.accion?.alPulsar();
                  }}
                >
                  {actual.accion.etiqueta}
                </button>
                <button type="button" className="snackbar-cerrar" aria-label="Cerrar aviso" onClick={() => cerrar(actual.id)}>
                  ×
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </Contexto>
  );
}
