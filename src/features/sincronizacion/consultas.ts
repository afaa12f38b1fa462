/** Consultas de la cola de subida compartidas por varias pantallas. */
import { useCallback, useSyncExternalStore } from 'react';
import { colaViva } from '../../../replication/cliente';
import { useVigia } from '../../app/VigiaProvider';

/**
 * Documentos ('coleccion:id') con entradas en la cola de subida, sea cual sea su estado: mientras
 * estén aquí, el servidor aún no tiene esos cambios ('Pendiente de subir'). Sale de la ColaViva de la
 * base de datos (una para todas las pantallas), no de una consulta viva sobre toda la cola.
 */
export const useDocumentosPendientes = (): ReadonlySet<string> => {
  const { db } = useVigia();
  const cola = colaViva(db);
  const suscribir = useCallback((oyente: () => void) => cola.suscribir(oyente), [cola]);
  const leer = useCallback(() => cola.documentos(), [cola]);
  return useSyncExternalStore(suscribir, leer);
};
