/**
 * Pie de las listas de lo que es historia (partes, rondas, fichajes, movimientos…; decisión 70): dice
 * desde qué mes tiene el dispositivo la historia y, con conexión, ofrece traer el mes anterior
 * (motor.cargarHistorial, que lo guarda HISTORIAL_DIAS días y lo mantiene al día por el stream). Sin
 * conexión no deja creer que la lista está completa: 'Historial anterior: disponible con conexión'.
 */
import { useState } from 'react';
import { HISTORIAL_DIAS, historialVivo } from '../../../replication/cliente';
import { useDatoSync } from '../../app/useEstadoSync';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearMes, mesAnterior } from '../../lib/formato';

export const TEXTO_SIN_CONEXION_HISTORIAL = 'Historial anterior: disponible con conexión';

type Carga = { tipo: 'libre' } | { tipo: 'cargando'; mes: string; recibidos: number } | { tipo: 'error'; mensaje: string } | { tipo: 'hecho'; mes: string; recibidos: number };

export function HistorialAnterior() {
  const { db, motor } = useVigia();
  const conectado = useDatoSync((e) => e.online && e.servidorAlcanzable);
  const { resultado: estado } = useRxQuery(() => db.sync.findOne('estado'), [db]);
  const [carga, setCarga] = useState<Carga>({ tipo: 'libre' });
  const meses = [...(estado?.ventana ?? []), ...historialVivo(estado?.historial).map((h) => h.mes)].sort();
  const desde = meses[0];
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
        {carga.tipo === 'hecho' && ` Traído ${formatearMes(carga.mes)} (${formatearEntero(carga.recibidos)} registros; se guarda ${HISTORIAL_DIAS} días).`}
      </p>
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
