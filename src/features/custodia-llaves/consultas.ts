/**
 * Lo que las pantallas de llaves leen del dispositivo: el historial de un llavero (por su índice, lo más
 * reciente primero), las firmas de esos movimientos (por el índice `id` de firma) y los llaveros activos
 * (para elegir uno en la salida y la entrada, ordenados por código).
 */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { IDTABLA_MOVIMIENTO_LLAVE, ordenarHistorial, type FirmaMovimiento, type Llavero, type MovimientoLlave } from './llaveros';

export const useHistorialLlavero = (idllavero: string): readonly MovimientoLlave[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.movimientollave.find({ selector: { idllavero: { $eq: idllavero }, estado: { $gt: 0 } } }), [db, idllavero]);
  return useMemo(() => resultado && ordenarHistorial(resultado), [resultado]);
};

export const useFirmasMovimientos = (ids: readonly string[]): readonly FirmaMovimiento[] | undefined => {
  const { db } = useVigia();
  const clave = [...ids].sort().join('\n');
  const { resultado } = useRxQuery(
    () => (clave === '' ? null : db.firma.find({ selector: { id: { $in: clave.split('\n') }, idtabla: { $eq: IDTABLA_MOVIMIENTO_LLAVE } } })),
    [db, clave],
  );
  return clave === '' ? [] : resultado;
};

export const useLlaverosActivos = (): readonly Llavero[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.llavero.find({ selector: { estado: { $gt: 0 } }, sort: [{ codigo: 'asc' }] }), [db]).resultado;
};
