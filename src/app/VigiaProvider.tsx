/**
 * Contexto de la sesión abierta: { sesion, db, motor }. Abre la base de datos y el motor del usuario
 * (una vez por pestaña, ver apertura.ts). El marco no espera a la base: la cabecera y el menú salen con
 * la sesión (`useSesionMarco`), y lo que la necesita va dentro de `ConBase`, que mientras tanto muestra
 * 'Abriendo la base de datos…' (o nada) y, si no se puede abrir, el error con 'Reintentar' (decisión 87).
 */
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { obtenerVigia, type Vigia } from './apertura';
import type { SesionGuardada } from '../../replication/cliente';

export interface ContextoVigia extends Vigia {
  sesion: SesionGuardada;
}

const Contexto = createContext<ContextoVigia | null>(null);

/** La apertura de la base en curso, para `ConBase` y `useSesionMarco`. */
interface EstadoApertura {
  sesion: SesionGuardada;
  apertura: Apertura;
  reintentar: () => void;
}
const AperturaContexto = createContext<EstadoApertura | null>(null);

/** El contexto de la sesión abierta, con la base abierta. Solo dentro de `ConBase` (o de lo que solo se pinta con ella). */
export const useVigia = (): ContextoVigia => {
  const valor = use(Contexto);
  if (!valor) throw new Error('useVigia se usa fuera de VigiaProvider o antes de abrir la base (falta ConBase)');
  return valor;
};

/** La base y el motor si ya están abiertos; null mientras se abren. */
export const useVigiaAbierta = (): ContextoVigia | null => use(Contexto);

/** La sesión del marco, también mientras se abre la base (cabecera, menú). */
export const useSesionMarco = (): SesionGuardada => {
  const valor = use(AperturaContexto);
  if (!valor) throw new Error('useSesionMarco se usa fuera de VigiaProvider');
  return valor.sesion;
};

export interface ConBaseProps {
  children: ReactNode;
  /** Mientras se abre o si falla, nada (vigilantes, avisos de la cabecera): el error lo enseña el contenido. */
  callado?: boolean;
  /** Pinta los hijos sin esperar a la base (una pantalla que no la usa, como el menú). */
  sinEsperar?: boolean;
}

/**
 * Sus hijos, con la base abierta; mientras se abre, 'Abriendo la base de datos…'; si no se ha podido
 * abrir, el error y 'Reintentar'. La misma posición en el árbol con o sin espera: nada se vuelve a montar.
 */
export function ConBase({ children, callado = false, sinEsperar = false }: ConBaseProps) {
  const valor = use(AperturaContexto);
  if (!valor) throw new Error('ConBase se usa fuera de VigiaProvider');
  const { apertura, reintentar } = valor;
  if (apertura.fase === 'abierta' || sinEsperar) return children;
  if (callado) return null;
  if (apertura.fase === 'abriendo') {
    return (
      <div className="pantalla-centrada" role="status" aria-live="polite">
        <span className="indicador-carga" aria-hidden="true" />
        <p>Abriendo la base de datos…</p>
      </div>
    );
  }
  return (
    <div className="pantalla-centrada">
      <div role="alert" className="alerta alerta-error">
        <p>No se ha podido abrir la base de datos de este dispositivo.</p>
        <p>{apertura.mensaje}</p>
      </div>
      <button type="button" className="boton boton-primario" onClick={reintentar}>
        Reintentar
      </button>
    </div>
  );
}

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

  const aperturaValor = useMemo<EstadoApertura>(
    () => ({
      sesion,
      apertura,
      reintentar: () => {
        setApertura({ fase: 'abriendo' });
        setIntento((n) => n + 1);
      },
    }),
    [sesion, apertura],
  );

  return (
    <AperturaContexto value={aperturaValor}>
      <Contexto value={valor}>{children}</Contexto>
    </AperturaContexto>
  );
}
