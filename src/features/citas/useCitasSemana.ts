/** Las citas activas de un comercial en unos días (consulta por el índice `inicio`), agrupadas por día. */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { rangoDias, semanaCitas, type DiaCitas } from './citas';

export const useCitasDias = (idcomercial: string | null, dias: readonly string[]): DiaCitas[] | undefined => {
  const { db } = useVigia();
  const rango = rangoDias(dias);
  const desde = rango?.desde ?? '';
  const hasta = rango?.hasta ?? '';
  const { resultado } = useRxQuery(
    () =>
      idcomercial === null || desde === ''
        ? null
        : db.cita.find({ selector: { inicio: { $gte: desde, $lt: hasta }, idcomercial: { $eq: idcomercial }, estado: { $gt: 0 } }, sort: [{ inicio: 'asc' }] }),
    [db, idcomercial, desde, hasta],
  );
  return useMemo(() => (resultado === undefined ? undefined : semanaCitas(resultado, dias)), [resultado, dias]);
};
