/** Líneas activas de una operación (consulta por el índice idoperacioncrm). */
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { LineaOperacion } from './operaciones';

export const useLineasOperacion = (idoperacioncrm: string): readonly LineaOperacion[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(
    () => db.loperacioncrm.find({ selector: { idoperacioncrm: { $eq: idoperacioncrm }, estado: { $gt: 0 } }, sort: [{ idloperacioncrm: 'asc' }] }),
    [db, idoperacioncrm],
  ).resultado;
};
