/**
 * El cronómetro del técnico sobre sus tiempos: el tiempo abierto (inicio sin fin) es el cronómetro en
 * marcha, así que lo ven igual todas las pestañas (RxDB multi-instancia) y sigue tras recargar. Iniciar
 * inserta un tiempotrabajado con fin y minutos nulos; detener pone fin y minutos (updateSync).
 */
import { useEffect, useMemo, useState } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { cambiosAlDetener, errorAlIniciar, estadoCronometro, type EstadoCronometro, type Tiempo } from './tiempos';
import { MENSAJES_TIEMPOS } from './tiempos.labels';

/** Los tiempos del técnico de la sesión (todos sus estados). */
export const useTiemposTecnico = (): { tiempos: Tiempo[] | undefined; idtecnico: string | null } => {
  const { db, sesion } = useVigia();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const { resultado } = useRxQuery(() => (idtecnico ? db.tiempotrabajado.find({ selector: { idtecnico: { $eq: idtecnico } } }) : null), [db, idtecnico]);
  const tiempos = useMemo(() => resultado?.map((d) => d.toMutableJSON()), [resultado]);
  return { tiempos: idtecnico ? tiempos : [], idtecnico };
};

export interface Cronometro {
  estado: EstadoCronometro | undefined;
  idtecnico: string | null;
  /** Inicia el cronómetro en un parte; lanza Error con el mensaje si ya hay uno en marcha. */
  iniciar: (idparte: string, numeroParte: (idparte: string) => string) => Promise<void>;
  /** Detiene el cronómetro en marcha (y cualquier otro abierto); devuelve los minutos del principal. */
  detener: () => Promise<number>;
}

const PARADO: EstadoCronometro = { tipo: 'parado' };

export const useCronometro = (): Cronometro => {
  const { db } = useVigia();
  const { tiempos, idtecnico } = useTiemposTecnico();
  const estado = useMemo(() => (tiempos && idtecnico ? estadoCronometro(tiempos, idtecnico) : tiempos ? PARADO : undefined), [tiempos, idtecnico]);

  const iniciar = async (idparte: string, numeroParte: (idparte: string) => string): Promise<void> => {
    if (!idtecnico) throw new Error('Tu usuario no es un técnico');
    // Se vuelve a leer en el momento: otra pestaña puede haberlo iniciado hace un instante.
    const actuales = (await db.tiempotrabajado.find({ selector: { idtecnico: { $eq: idtecnico } } }).exec()).map((d) => d.toMutableJSON());
    const error = errorAlIniciar(estadoCronometro(actuales, idtecnico), numeroParte);
    if (error) throw new Error(error);
    await db.mutate('tiempoTrabajado.insertSync', {
      doc: {
        idtiempo_trabajado: crypto.randomUUID(), idparte_trabajo: idparte, idtecnico, inicio: new Date().toISOString(),
        fin: null, minutos: null, observaciones: null, estado: 1,
      },
    });
  };

  const detener = async (): Promise<number> => {
    if (!idtecnico) throw new Error('Tu usuario no es un técnico');
    const actuales = (await db.tiempotrabajado.find({ selector: { idtecnico: { $eq: idtecnico } } }).exec()).map((d) => d.toMutableJSON());
    const e = estadoCronometro(actuales, idtecnico);
    if (e.tipo === 'parado') throw new Error(MENSAJES_TIEMPOS.sinCronometro);
    const ahora = new Date();
    let minutos = 0;
    for (const [i, t] of [e.tiempo, ...e.otros].entries()) {
      const cambios = cambiosAlDetener(t, ahora);
      if (i === 0) minutos = cambios.minutos;
      await db.mutate('tiempoTrabajado.updateSync', { id: t.idtiempo_trabajado, cambios });
    }
    return minutos;
  };

  return { estado, idtecnico, iniciar, detener };
};

/** Milisegundos desde `inicio`, actualizados cada segundo mientras el componente está montado. */
export const useTranscurrido = (inicio: string | null): number => {
  const [ahora, setAhora] = useState(() => Date.now());
  // Al cambiar `inicio` la hora se vuelve a tomar al repintar (la de antes puede ser de hace mucho si
  // estaba parado); como en el valor inicial, con una función que React llama al procesar el cambio.
  const [inicioMedido, setInicioMedido] = useState(inicio);
  if (inicioMedido !== inicio) {
    setInicioMedido(inicio);
    if (inicio) setAhora(() => Date.now());
  }
  useEffect(() => {
    if (!inicio) return;
    const t = window.setInterval(() => setAhora(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [inicio]);
  return inicio ? Math.max(0, ahora - Date.parse(inicio)) : 0;
};
