/**
 * Consultas reactivas del modo sin conexión (todas sobre RxDB, sin red): las líneas del parte, los
 * almacenes con la furgoneta del técnico, las existencias de un almacén y el catálogo de artículos.
 */
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { existenciasPorArticulo } from './existencias';

export type Parte = DocDe<'partetrabajo'>;
export type Articulo = DocDe<'articulo'>;
export type Almacen = DocDe<'almacen'>;

/** Líneas activas del parte. */
export const useLineasParte = (idparte_trabajo: string): readonly DocDe<'lpartetrabajo'>[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(
    () => db.lpartetrabajo.find({ selector: { idparte_trabajo: { $eq: idparte_trabajo }, estado: { $gt: 0 } }, sort: [{ idlparte_trabajo: 'asc' }] }),
    [db, idparte_trabajo],
  ).resultado;
};

export interface Almacenes {
  lista: readonly Almacen[];
  /** La furgoneta del técnico de la sesión (almacén con su idtecnico, o el idalmacen del usuario). */
  furgoneta: Almacen | null;
}

export const useAlmacenes = (): Almacenes | undefined => {
  const { db, sesion } = useVigia();
  const { idtecnico, idalmacen } = sesion.usuario;
  const { resultado } = useRxQuery(() => db.almacen.find({ selector: { estado: { $gt: 0 } }, sort: [{ nombre: 'asc' }] }), [db]);
  return useMemo(() => {
    if (!resultado) return undefined;
    const furgoneta =
      resultado.find((a) => idtecnico !== null && a.idtecnico === idtecnico) ?? resultado.find((a) => a.idalmacen === idalmacen) ?? null;
    // La furgoneta primero.
    const lista = furgoneta ? [furgoneta, ...resultado.filter((a) => a !== furgoneta)] : [...resultado];
    return { lista, furgoneta };
  }, [resultado, idtecnico, idalmacen]);
};

/** Unidades por artículo en un almacén ('' = ninguno: vacío). */
export const useExistencias = (idalmacen: string): ReadonlyMap<string, number> | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => (idalmacen === '' ? null : db.stock.find({ selector: { idalmacen: { $eq: idalmacen } } })), [db, idalmacen]);
  return useMemo(() => (idalmacen === '' ? new Map<string, number>() : resultado ? existenciasPorArticulo(resultado, idalmacen) : undefined), [resultado, idalmacen]);
};

/** Todo el stock del dispositivo (para ver los almacenes de un artículo). */
export const useStockArticulos = (idarticulos: readonly string[]) => {
  const { db } = useVigia();
  const firma = [...new Set(idarticulos)].sort().join(',');
  return useRxQuery(() => (firma === '' ? null : db.stock.find({ selector: { idarticulo: { $in: firma.split(',') } } })), [db, firma]).resultado;
};

/** El catálogo activo, por código. */
export const useArticulos = (): readonly Articulo[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.articulo.find({ selector: { estado: { $gt: 0 } }, sort: [{ codigo: 'asc' }] }), [db]).resultado;
};

/** Mapa id → artículo de una lista. */
export const porId = <T extends { idarticulo: string }>(articulos: readonly T[] | undefined): ReadonlyMap<string, T> =>
  new Map((articulos ?? []).map((a) => [a.idarticulo, a]));
