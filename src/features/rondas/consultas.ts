/**
 * Lo que las pantallas de rondas leen del dispositivo, en vivo y por índice: los puntos de una ronda
 * programada, las lecturas de una realizada, cuántos puntos tiene cada ronda de la lista y la ronda en
 * curso del vigilante de la sesión (si tiene una); por id, la ronda programada y el nombre del puesto.
 */
import { useMemo } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { lecturasEnOrden, puntosEnOrden, type PuntoRonda, type RondaCheck, type RondaProgramada, type RondaRealizada } from './rondas';
import { TEXTOS_RONDAS as T } from './rondas.labels';

/** Los puntos activos de la ronda programada, en su orden (undefined mientras carga). */
export const usePuntosRonda = (idronda_programada: string): readonly PuntoRonda[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => db.puntoronda.find({ selector: { idronda_programada: { $eq: idronda_programada }, estado: { $gt: 0 } }, sort: [{ orden: 'asc' }] }),
    [db, idronda_programada],
  );
  return useMemo(() => (resultado === undefined ? undefined : puntosEnOrden(resultado)), [resultado]);
};

/** Las lecturas de la ronda realizada, en su secuencia (undefined mientras carga). */
export const useLecturasRonda = (idronda_realizada: string): readonly RondaCheck[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => db.rondacheck.find({ selector: { idronda_realizada: { $eq: idronda_realizada } }, sort: [{ secuencia: 'asc' }] }),
    [db, idronda_realizada],
  );
  return useMemo(() => (resultado === undefined ? undefined : lecturasEnOrden(resultado)), [resultado]);
};

/** Cuántos puntos activos tiene la ronda programada. */
export const useNumeroPuntos = (idronda_programada: string): number | undefined => {
  const { db } = useVigia();
  // find y no count: RxDB rechaza un count que su índice no cubre entero (estado no está en el índice), y una
  // ronda tiene pocos puntos.
  const { resultado } = useRxQuery(
    () => db.puntoronda.find({ selector: { idronda_programada: { $eq: idronda_programada }, estado: { $gt: 0 } } }),
    [db, idronda_programada],
  );
  return resultado?.length;
};

/** La ronda en curso más reciente del vigilante de la sesión, null si no tiene (o no es vigilante). */
export const useRondaEnCurso = (): RondaRealizada | null | undefined => {
  const { db, sesion } = useVigia();
  const { idvigilante } = sesion.usuario;
  const { resultado } = useRxQuery(
    () =>
      idvigilante === null
        ? null
        : db.rondarealizada.find({ selector: { idvigilante: { $eq: idvigilante }, situacion: { $eq: 'en_curso' }, estado: { $gt: 0 } }, sort: [{ inicio: 'desc' }], limit: 1 }),
    [db, idvigilante],
  );
  if (idvigilante === null) return null;
  return resultado === undefined ? undefined : (resultado[0] ?? null);
};

/** La ronda programada de un id (por id; null si no hay id o no está en el dispositivo). */
export const useRondaProgramada = (idronda_programada: string | undefined): RondaProgramada | null | undefined => {
  const rondas = usePorIds('rondaprogramada', idronda_programada ? [idronda_programada] : []);
  if (!idronda_programada) return null;
  return rondas === undefined ? undefined : (rondas.get(idronda_programada) ?? null);
};

/** El nombre del puesto, leído por id ('Cargando…' mientras llega; 'No está en el dispositivo'). */
export const useNombrePuesto = (idpuesto_servicio: string): string => {
  const puestos = usePorIds('puestoservicio', [idpuesto_servicio]);
  return puestos === undefined ? T.cargando : (puestos.get(idpuesto_servicio)?.nombre ?? T.noEsta);
};

/** El nombre de cada punto de la ronda, también los dados de baja (una lectura nombra el punto que fue). */
export const useNombresPuntos = (idronda_programada: string): ReadonlyMap<string, string> => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.puntoronda.find({ selector: { idronda_programada: { $eq: idronda_programada } } }), [db, idronda_programada]);
  return useMemo(() => new Map((resultado ?? []).map((p) => [p.idpunto_ronda, p.nombre])), [resultado]);
};
