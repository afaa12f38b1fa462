/** Las novedades activas de un parte de novedad, leídas del dispositivo por su índice y ordenadas por hora. */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { ordenarNovedades, type Novedad } from './partes-novedad';

export const useNovedadesParte = (idparte_novedad: string): readonly Novedad[] | undefined => {
  const { db } = useVigia();
  const selector = { idparte_novedad: { $eq: idparte_novedad }, estado: { $gt: 0 } };
  const { resultado } = useRxQuery(() => db.novedad.find({ selector }), [db, idparte_novedad]);
  return useMemo(() => resultado && ordenarNovedades(resultado), [resultado]);
};
