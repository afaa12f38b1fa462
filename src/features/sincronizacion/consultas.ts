/** Consultas de la cola de subida compartidas por varias pantallas. */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';

/**
 * Documentos ('coleccion:id') con entradas en la cola de subida, sea cual sea su estado: mientras
 * estén aquí, el servidor aún no tiene esos cambios ('Pendiente de subir').
 */
export const useDocumentosPendientes = (): ReadonlySet<string> => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.syncupload.find(), [db]);
  return useMemo(() => new Set((resultado ?? []).flatMap((e) => e.documentos)), [resultado]);
};
