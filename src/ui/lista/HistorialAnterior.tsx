/**
 * Pie de las listas de lo que es historia (partes, rondas, fichajes, movimientos…; decisión 70): dice
 * desde qué mes tiene el dispositivo la historia y, con conexión, ofrece traer el mes anterior
 * (motor.cargarHistorial, que lo guarda HISTORIAL_DIAS días y lo mantiene al día por el stream). Sin
 * conexión no deja creer que la lista está completa: 'Historial anterior: disponible con conexión'.
 *
 * Si la colección es de historia bajo demanda para el usuario (la oficina y las rondas, decisión 78), abrir
 * la lista la suscribe: con conexión baja su ventana (con su progreso) y la renueva cada vez que se abre;
 * sin conexión y sin suscribir, dice que el historial de la lista necesita conexión en vez de enseñar una
 * lista de solo lo abierto que parezca completa.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HISTORIAL_DIAS, historialVivo, suscripcionesVivas, type VigiaDatabase } from '../../../replication/cliente';
import { useDatoSync } from '../../app/useEstadoSync';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearFecha, formatearMes, mesAnterior } from '../../lib/formato';

export const TEXTO_SIN_CONEXION_HISTORIAL = 'Historial anterior: disponible con conexión';
export const TEXTO_SIN_CONEXION_SUSCRIPCION = 'Historial de esta lista: disponible con conexión';

type Carga = { tipo: 'libre' } | { tipo: 'cargando'; mes: string; recibidos: number } | { tipo: 'error'; mensaje: string } | { tipo: 'hecho'; mes: string; recibidos: number };
type Suscripcion = { tipo: 'libre' } | { tipo: 'trayendo'; recibidos: number } | { tipo: 'error'; mensaje: string };

export interface HistorialAnteriorProps {
  /** La colección de la lista: si es bajo demanda para el usuario, abrir la lista la suscribe. */
  coleccion: (db: VigiaDatabase) => { readonly name: string };
}

export function HistorialAnterior({ coleccion }: HistorialAnteriorProps) {
  const { db, motor } = useVigia();
  const conectado = useDatoSync((e) => e.online && e.servidorAlcanzable);
  const { resultado: estado } = useRxQuery(() => db.sync.findOne('estado'), [db]);
  const [carga, setCarga] = useState<Carga>({ tipo: 'libre' });
  const [suscripcion, setSuscripcion] = useState<Suscripcion>({ tipo: 'libre' });
  const nombre = coleccion(db).name;
  const bajoDemanda = (estado?.bajo_demanda ?? []).includes(nombre);
  const suscrita = suscripcionesVivas(estado?.suscripciones).find((s) => s.coleccion === nombre);
  const conVentana = !bajoDemanda || suscrita !== undefined;
  const sabeVentana = (estado?.ventana?.length ?? 0) > 0;
  const pedida = useRef(false);
  const tieneSuscripcion = suscrita !== undefined;
  const suscribir = useCallback((): void => {
    pedida.current = true;
    setSuscripcion({ tipo: 'trayendo', recibidos: 0 });
    motor.suscribir(nombre, (n) => setSuscripcion({ tipo: 'trayendo', recibidos: n })).then(
      () => setSuscripcion({ tipo: 'libre' }),
      (e: unknown) => setSuscripcion({ tipo: 'error', mensaje: `No se ha podido traer el historial de esta lista: ${e instanceof Error ? e.message : String(e)}` }),
    );
  }, [motor, nombre]);
  // Abrir la lista suscribe (con conexión, la primera vez baja la ventana) o renueva la suscripción: una
  // vez por apertura, cuando se puede (se sabe la ventana y, si no la tenía, hay conexión).
  useEffect(() => {
    if (!bajoDemanda || !sabeVentana || pedida.current) return;
    if (!tieneSuscripcion && !conectado) return;
    pedida.current = true;
    // Ya suscrita: solo se renueva (sin bajar nada, así que sin progreso que enseñar).
    if (tieneSuscripcion) void motor.suscribir(nombre).catch(() => undefined);
    else void Promise.resolve().then(suscribir);
  }, [bajoDemanda, sabeVentana, conectado, tieneSuscripcion, suscribir, motor, nombre]);

  const meses = [...(conVentana ? (estado?.ventana ?? []) : []), ...historialVivo(estado?.historial).map((h) => h.mes)].sort();
  const desde = meses[0];
  if (bajoDemanda && !conVentana) {
    return (
      <section className="historial-anterior" aria-label="Historial">
        {suscripcion.tipo === 'trayendo' ? (
          <p role="status">
            Trayendo el historial de esta lista del servidor… {formatearEntero(suscripcion.recibidos)} registros
            <progress aria-label="Trayendo el historial de esta lista" />
          </p>
        ) : (
          <>
            <p>
              En este dispositivo: {desde === undefined ? 'solo lo que está en curso' : `lo que está en curso y desde ${formatearMes(desde)}`}.
            </p>
            {conectado ? (
              <button type="button" className="boton" onClick={suscribir}>Traer el historial de esta lista</button>
            ) : (
              <p className="aviso" role="note">{TEXTO_SIN_CONEXION_SUSCRIPCION}</p>
            )}
          </>
        )}
        {suscripcion.tipo === 'error' && <p role="alert" className="error">{suscripcion.mensaje}</p>}
      </section>
    );
  }
  // Antes de la primera descarga completa no se sabe la ventana: nada que decir aún.
  if (desde === undefined) return null;
  const anterior = mesAnterior(desde);

  const cargar = async (): Promise<void> => {
    setCarga({ tipo: 'cargando', mes: anterior, recibidos: 0 });
    try {
      const recibidos = await motor.cargarHistorial(anterior, (n) => setCarga({ tipo: 'cargando', mes: anterior, recibidos: n }));
      setCarga({ tipo: 'hecho', mes: anterior, recibidos });
    } catch (e) {
      setCarga({ tipo: 'error', mensaje: `No se ha podido traer el historial de ${formatearMes(anterior)}: ${e instanceof Error ? e.message : String(e)}` });
    }
  };

  return (
    <section className="historial-anterior" aria-label="Historial">
      <p>
        En este dispositivo: desde {formatearMes(desde)}.
        {suscrita !== undefined && suscripcion.tipo !== 'trayendo' && ` Historial de esta lista traído del servidor; se guarda hasta el ${formatearFecha(suscrita.caduca)}.`}
        {carga.tipo === 'hecho' && ` Traído ${formatearMes(carga.mes)} (${formatearEntero(carga.recibidos)} registros; se guarda ${HISTORIAL_DIAS} días).`}
      </p>
      {suscripcion.tipo === 'trayendo' && (
        <p role="status">
          Trayendo el historial de esta lista del servidor… {formatearEntero(suscripcion.recibidos)} registros
          <progress aria-label="Trayendo el historial de esta lista" />
        </p>
      )}
      {suscripcion.tipo === 'error' && <p role="alert" className="error">{suscripcion.mensaje}</p>}
      {carga.tipo === 'cargando' ? (
        <p role="status">
          Trayendo {formatearMes(carga.mes)}… {formatearEntero(carga.recibidos)} registros
          <progress aria-label={`Trayendo ${formatearMes(carga.mes)}`} />
        </p>
      ) : conectado ? (
        <button type="button" className="boton" onClick={() => void cargar()}>
          Ver {formatearMes(anterior)}
        </button>
      ) : (
        <p className="aviso" role="note">{TEXTO_SIN_CONEXION_HISTORIAL}</p>
      )}
      {carga.tipo === 'error' && <p role="alert" className="error">{carga.mensaje}</p>}
    </section>
  );
}
