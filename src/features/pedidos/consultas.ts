/**
 * Consultas reactivas de servir un pedido (RxDB, sin red): sus líneas y sus entregas (por el índice
 * idpedidocli), los almacenes centrales de su delegación y las existencias de sus artículos en ellos, por
 * id (idStock): lo que se lee va con el pedido, no con el catálogo ni con el stock de la empresa.
 */
import { useMemo } from 'react';
import { idStock, type DocDe } from '../../../schemas';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { almacenesOrigen, ordenarLineas } from './servir';

export type LineaPedido = DocDe<'lpedidocli'>;
export type EntregaPedido = DocDe<'entregapedido'>;
export type Almacen = DocDe<'almacen'>;

/** Las líneas del pedido (también las anuladas: se ven con su motivo), en su orden. */
export const useLineasPedido = (idpedidocli: string): LineaPedido[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.lpedidocli.find({ selector: { idpedidocli: { $eq: idpedidocli } } }), [db, idpedidocli]);
  return useMemo(() => (resultado ? ordenarLineas<LineaPedido>(resultado) : undefined), [resultado]);
};

/** Las entregas activas del pedido, la más reciente primero. */
export const useEntregasPedido = (idpedidocli: string): EntregaPedido[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.entregapedido.find({ selector: { idpedidocli: { $eq: idpedidocli }, estado: { $gt: 0 } } }), [db, idpedidocli]);
  return useMemo(() => (resultado ? [...resultado].sort((a, b) => b.fecha.localeCompare(a.fecha)) : undefined), [resultado]);
};

/** Los almacenes centrales activos de una delegación (de donde se sirve), por nombre. */
export const useAlmacenesOrigen = (iddelegacion: string): Almacen[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => db.almacen.find({ selector: { iddelegacion: { $eq: iddelegacion }, tipo: { $eq: 'central' }, estado: { $gt: 0 } } }),
    [db, iddelegacion],
  );
  return useMemo(() => (resultado ? almacenesOrigen<Almacen>(resultado, iddelegacion) : undefined), [resultado, iddelegacion]);
};

/** Unidades por idStock de los artículos en los almacenes dados (lo que no tiene documento no está: 0). */
export const useExistenciasPedido = (idarticulos: readonly string[], idalmacenes: readonly string[]): ReadonlyMap<string, number> | undefined => {
  const docs = usePorIds('stock', idalmacenes.flatMap((alm) => idarticulos.map((art) => idStock(alm, art))));
  return useMemo(() => (docs ? new Map([...docs.values()].map((s) => [s.idstock, s.unidades])) : undefined), [docs]);
};
