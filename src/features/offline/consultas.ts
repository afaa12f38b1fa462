/**
 * Consultas reactivas del modo sin conexión (todas sobre RxDB, sin red): las líneas del parte, los
 * almacenes con la furgoneta del técnico, las existencias de un almacén y los artículos del catálogo
 * (por id o buscando, nunca el catálogo entero).
 */
import { useMemo } from 'react';
import { idStock, type DocDe } from '../../../schemas';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { normalizarBusqueda } from '../../ui/lista/consulta';
import { consultaBusquedaArticulos, existenciasPorArticulo } from './existencias';

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
  /** Los almacenes activos de la delegación del usuario (más su furgoneta), la furgoneta primero. */
  lista: readonly Almacen[];
  /** La furgoneta del técnico de la sesión (almacén con su idtecnico, o el idalmacen del usuario). */
  furgoneta: Almacen | null;
}

/**
 * Los almacenes con los que trabaja el usuario: los de su delegación (el central y las furgonetas de sus
 * compañeros) y su furgoneta o su almacén. No los de toda la empresa: a escala 100 son más de 500, y cada
 * desplegable y la tabla de existencias por almacén crecían con ellos (decisión 41).
 */
export const useAlmacenes = (): Almacenes | undefined => {
  const { db, sesion } = useVigia();
  const { idtecnico, idalmacen, iddelegacion } = sesion.usuario;
  const { resultado } = useRxQuery(() => {
    const mios = [
      ...(iddelegacion === null ? [] : [{ iddelegacion: { $eq: iddelegacion } }]),
      ...(idtecnico === null ? [] : [{ idtecnico: { $eq: idtecnico } }]),
      ...(idalmacen === null ? [] : [{ idalmacen: { $eq: idalmacen } }]),
    ];
    return db.almacen.find({ selector: { estado: { $gt: 0 }, ...(mios.length > 0 ? { $or: mios } : {}) }, sort: [{ nombre: 'asc' }] });
  }, [db, iddelegacion, idtecnico, idalmacen]);
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

/**
 * Las existencias de unos artículos en unos almacenes, por su id (idStock: almacén-artículo): el coste va
 * con lo que se enseña, no con el stock de la empresa (la colección no tiene índice por artículo).
 */
export const useStockArticulos = (idarticulos: readonly string[], idalmacenes: readonly string[]) => {
  const porIds = usePorIds('stock', idalmacenes.flatMap((alm) => idarticulos.map((art) => idStock(alm, art))));
  return useMemo(() => (porIds ? [...porIds.values()] : undefined), [porIds]);
};

/** Hasta `limite` artículos activos que casan con la búsqueda (consultaBusquedaArticulos), por código. */
export const useBusquedaArticulos = (texto: string, limite: number): readonly Articulo[] | undefined => {
  const { db } = useVigia();
  const clave = normalizarBusqueda(texto);
  return useRxQuery(() => db.articulo.find(consultaBusquedaArticulos(clave, limite)), [db, clave, limite]).resultado;
};
