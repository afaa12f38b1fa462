/**
 * Contexto de la sesión abierta: { sesion, db, motor }. Abre la base de datos y el motor del usuario
 * (una vez por pestaña, ver apertura.ts) y mientras tanto muestra 'Abriendo la base de datos…'.
 */
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { obtenerVigia, type Vigia } from './apertura';
import type { SesionGuardada } from '../../replication/cliente';

export interface ContextoVigia extends Vigia {
  sesion: SesionGuardada;
}

const Contexto = createContext<ContextoVigia | null>(null);

/** El contexto de la sesión abierta. Solo dentro de las rutas autenticadas. */
export const useVigia = (): ContextoVigia => {
  const valor = use(Contexto);
  if (!valor) throw new Error('useVigia se usa fuera de VigiaProvider');
  return valor;
};

/** ¿Se expone window.vigia? En desarrollo, o con localStorage 'vigia.depuracion' = '1'. */
const depuracionActiva = (): boolean => {
  if (import.meta.env.DEV) return true;
  try {
    return localStorage.getItem('vigia.depuracion') === '1';
  } catch {
    return false;
  }
};

type Apertura =
  | { fase: 'abriendo' }
  | { fase: 'abierta'; vigia: Vigia }
  | { fase: 'error'; mensaje: string };

export interface VigiaProviderProps {
  sesion: SesionGuardada;
  children: ReactNode;
}

export function VigiaProvider({ sesion, children }: VigiaProviderProps) {
  const [apertura, setApertura] = useState<Apertura>({ fase: 'abriendo' });
  const [intento, setIntento] = useState(0);
  const valor = useMemo<ContextoVigia | null>(
    () => (apertura.fase === 'abierta' ? { sesion, db: apertura.vigia.db, motor: apertura.vigia.motor } : null),
    [apertura, sesion],
  );

  useEffect(() => {
    let vigente = true;
    obtenerVigia(sesion).then(
      (vigia) => {
        if (!vigente) return;
        if (depuracionActiva()) window.vigia = { db: vigia.db, motor: vigia.motor };
        setApertura({ fase: 'abierta', vigia });
      },
      (error: unknown) => {
        if (!vigente) return;
        setApertura({ fase: 'error', mensaje: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      vigente = false;
    };
  }, [sesion, intento]);

  if (apertura.fase === 'abriendo') {
    return (
      <div className="pantalla-centrada" role="status" aria-live="polite">
        <span className="indicador-carga" aria-hidden="true" />
        <p>Abriendo la base de datos…</p>
      </div>
    );
  }
  if (apertura.fase === 'error') {
    return (
      <div className="pantalla-centrada">
        <div role="alert" className="alerta alerta-error">
          <p>No se ha podido abrir la base de datos de este dispositivo.</p>
          <p>{apertura.mensaje}</p>
        </div>
        <button
          type="button"
          className="boton boton-primario"
          onClick={() => {
            setApertura({ fase: 'abriendo' });
            setIntento((n) => n + 1);
          }}
        >
          Reintentar
        </button>
      </div>
    );
  }
  return <Contexto value={valor}>{children}</Contexto>;
}
