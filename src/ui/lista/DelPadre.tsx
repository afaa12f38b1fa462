/**
 * Lo que cuelga de un registro y es bajo demanda por registro para el usuario (decisión 90: el material de un
 * sistema, para la oficina y la delegación). `useDelPadre` suscribe el registro al abrir su pantalla (con
 * conexión, la primera vez trae lo suyo con su progreso; después lo renueva) y dice si el dispositivo lo
 * tiene. `AvisoDelPadre` lo cuenta: mientras llega, la barra de progreso; sin conexión y sin haberlo traído,
 * '… disponible con conexión' en vez de una lista vacía que parezca verdad; si falla, el error en español.
 * Para quien lo baja siempre (el técnico), no hace nada y la pantalla enseña lo que tiene.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { padreDisponible } from '../../../replication/cliente';
import { useDatoSync } from '../../app/useEstadoSync';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero } from '../../lib/formato';

/** El aviso sin conexión de lo que no está en el dispositivo ('Material del sistema: disponible con conexión'). */
export const textoSinConexionDelPadre = (que: string): string => `${que}: disponible con conexión`;

/** La cuenta de una lista cuyo registro aún no está en el dispositivo: «0 revisiones» sería falso. */
export const TEXTO_SIN_DATOS_DEL_PADRE = 'Sin descargar en este dispositivo';

export interface EstadoDelPadre {
  /** ¿Tiene el dispositivo lo de este registro? (no es bajo demanda para el usuario, o está suscrito) */
  disponible: boolean;
  /** Documentos recibidos mientras se trae por primera vez (null si no se está trayendo). */
  trayendo: number | null;
  error: string | null;
  conectado: boolean;
  /** ¿Se ha leído ya el estado de la sincronización? (antes no se sabe si es bajo demanda) */
  sabido: boolean;
  /** Vuelve a intentar traerlo (tras un error). */
  traer: () => void;
}

export function useDelPadre(coleccion: string, id: string | null): EstadoDelPadre {
  const { db, motor } = useVigia();
  const conectado = useDatoSync((e) => e.online && e.servidorAlcanzable);
  // Sin registro (una lista sin `delPadre`) no hay nada que mirar: ni consulta ni repintados con cada descarga.
  const { resultado: estado, cargando } = useRxQuery(() => (id === null ? null : db.sync.findOne('estado')), [db, id === null]);
  const [trayendo, setTrayendo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const porPadre = (estado?.por_padre ?? []).some((p) => p.coleccion === coleccion);
  const disponible = id === null || padreDisponible(estado, coleccion, id);
  const pedido = useRef<string | null>(null);

  const traer = useCallback((): void => {
    if (id === null) return;
    pedido.current = id;
    setError(null);
    setTrayendo(0);
    motor.suscribirPadre(coleccion, id, (n) => setTrayendo(n)).then(
      () => setTrayendo(null),
      (e: unknown) => {
        setTrayendo(null);
        setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [motor, coleccion, id]);

  // Abrir la pantalla suscribe el registro (o renueva la suscripción) una vez por registro: con conexión si
  // no lo tenía; si ya lo tiene, se renueva sin bajar nada.
  useEffect(() => {
    if (cargando || !porPadre || id === null || pedido.current === id) return;
    if (!disponible && !conectado) return;
    if (disponible) {
      pedido.current = id;
      void motor.suscribirPadre(coleccion, id).catch(() => undefined);
    } else {
      void Promise.resolve().then(traer);
    }
  }, [cargando, porPadre, id, disponible, conectado, motor, coleccion, traer]);

  return { disponible: disponible && trayendo === null, trayendo, error, conectado, sabido: !cargando, traer };
}

export interface AvisoDelPadreProps {
  estado: EstadoDelPadre;
  /** Qué es, con mayúscula: 'Material del sistema'. */
  que: string;
}

export function AvisoDelPadre({ estado, que }: AvisoDelPadreProps) {
  if (!estado.sabido) return null;
  if (estado.trayendo !== null) {
    return (
      <p role="status" className="vacio">
        Trayendo {que.toLowerCase()} del servidor… {formatearEntero(estado.trayendo)} registros
        <progress aria-label={`Trayendo ${que.toLowerCase()}`} />
      </p>
    );
  }
  if (estado.error !== null) {
    return (
      <div role="alert" className="alerta alerta-error">
        <p>No se ha podido traer {que.toLowerCase()}: {estado.error}</p>
        {estado.conectado && (
          <button type="button" className="boton" onClick={estado.traer}>
            Reintentar
          </button>
        )}
      </div>
    );
  }
  if (estado.disponible) return null;
  return estado.conectado ? (
    <button type="button" className="boton" onClick={estado.traer}>
      Traer {que.toLowerCase()}
    </button>
  ) : (
    <p className="aviso" role="note">
      {textoSinConexionDelPadre(que)}
    </p>
  );
}
