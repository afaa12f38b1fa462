/**
 * Consultas reactivas de la furgoneta (RxDB, sin red): la furgoneta del técnico y el central de su
 * delegación, los movimientos por conciliar y lo que sobra de un parte (movimientos
 * y líneas del parte con la misma regla que parteTrabajo.devolverMaterialSync); y, para el almacén, los
 * movimientos de un artículo en uno de sus almacenes.
 */
import { useMemo } from 'react';
import { sobrantesParte } from '../../../replication/mutadores/vehiculos';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { useAlmacenes, type Almacen } from '../offline/consultas';
import { movimientosRecientes } from './stock-almacen';
import { centralDe } from './vehiculos';

export interface Vehiculo {
  furgoneta: Almacen | null;
  central: Almacen | null;
  almacenes: readonly Almacen[];
}

/** undefined mientras carga. */
export const useVehiculo = (): Vehiculo | undefined => {
  const almacenes = useAlmacenes();
  return useMemo(() => {
    if (!almacenes) return undefined;
    const { furgoneta, lista } = almacenes;
    return { furgoneta, central: furgoneta ? centralDe(lista, furgoneta) : null, almacenes: lista };
  }, [almacenes]);
};

/** Salidas de la furgoneta que la dejaron en negativo (sin_existencias), la más reciente primero. */
export const usePorConciliar = (idalmacen: string | null) => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => (idalmacen === null ? null : db.movimientostock.find({ selector: { idalmacen: { $eq: idalmacen }, sin_existencias: { $eq: true }, estado: { $gt: 0 } } })),
    [db, idalmacen],
  );
  return useMemo(() => (resultado ? [...resultado].sort((a, b) => b.fecha.localeCompare(a.fecha)) : undefined), [resultado]);
};

/** Lo que sobra de un parte, por artículo (undefined mientras carga). */
export const useSobrantesParte = (idparte_trabajo: string): ReadonlyMap<string, number> | undefined => {
  const { db } = useVigia();
  const { resultado: movimientos } = useRxQuery(() => db.movimientostock.find({ selector: { idparte_trabajo: { $eq: idparte_trabajo } } }), [db, idparte_trabajo]);
  const { resultado: lineas } = useRxQuery(() => db.lpartetrabajo.find({ selector: { idparte_trabajo: { $eq: idparte_trabajo } } }), [db, idparte_trabajo]);
  return useMemo(() => (movimientos && lineas ? sobrantesParte(movimientos, lineas) : undefined), [movimientos, lineas]);
};

/** Partes del técnico (por sus movimientos de instalación) a los que les sobra material. */
export const usePartesConSobrante = (): { idparte_trabajo: string; numero: string; unidades: number }[] | undefined => {
  const { db, sesion } = useVigia();
  const idtecnico = sesion.usuario.idtecnico;
  const { resultado: movimientos } = useRxQuery(
    () => (idtecnico === null ? null : db.movimientostock.find({ selector: { idtecnico: { $eq: idtecnico }, motivo: { $in: ['instalacion', 'descarga'] } } })),
    [db, idtecnico],
  );
  const idsPartes = useMemo(() => [...new Set((movimientos ?? []).flatMap((m) => (m.idparte_trabajo ? [m.idparte_trabajo] : [])))].sort(), [movimientos]);
  const firma = idsPartes.join(',');
  const { resultado: lineas } = useRxQuery(() => (firma === '' ? null : db.lpartetrabajo.find({ selector: { idparte_trabajo: { $in: firma.split(',') } } })), [db, firma]);
  const partes = usePorIds('partetrabajo', idsPartes);
  return useMemo(() => {
    if (idtecnico === null) return [];
    if (!movimientos) return undefined;
    if (firma === '') return [];
    if (!lineas || !partes) return undefined;
    return idsPartes.flatMap((id) => {
      const sobran = sobrantesParte(movimientos.filter((m) => m.idparte_trabajo === id), lineas.filter((l) => l.idparte_trabajo === id));
      const unidades = [...sobran.values()].reduce((s, n) => s + n, 0);
      const parte = partes.get(id);
      return unidades > 0 && parte ? [{ idparte_trabajo: id, numero: parte.numero, unidades }] : [];
    });
  }, [idtecnico, movimientos, firma, lineas, partes, idsPartes]);
};

/** Los movimientos de un artículo en un almacén (por el índice idalmacen), el más reciente primero. */
export const useMovimientosArticulo = (idalmacen: string, idarticulo: string) => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => db.movimientostock.find({ selector: { idalmacen: { $eq: idalmacen }, idarticulo: { $eq: idarticulo } } }),
    [db, idalmacen, idarticulo],
  );
  return useMemo(() => (resultado ? movimientosRecientes(resultado) : undefined), [resultado]);
};
