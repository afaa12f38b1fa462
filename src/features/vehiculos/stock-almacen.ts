/**
 * Reglas puras del stock visto desde el almacén (/vehiculos/stock con la app 'almacen'): qué almacenes
 * lleva (los centrales y las furgonetas de su delegación, y el suyo), cuál se abre primero, las filas de
 * existencias de uno (con el mismo estado que la furgoneta: negativo, agotado, con existencias) y los
 * movimientos de un artículo, el más reciente primero, con las unidades con su signo.
 */
import { formatearNumero as formatearUnidades } from '../../lib/formato';
import { coincideArticulo, type AlmacenVehiculo, type ArticuloVehiculo, type EstadoStock } from './vehiculos';

/** Los almacenes que gestiona el usuario del almacén: activos, de su delegación (o el suyo); los centrales primero, por nombre. */
export const almacenesGestionados = <A extends AlmacenVehiculo>(almacenes: readonly A[], iddelegacion: string | null, idalmacen: string | null): A[] =>
  almacenes
    .filter((a) => a.estado > 0 && (a.iddelegacion === iddelegacion || a.idalmacen === idalmacen))
    .sort((a, b) => (a.tipo === b.tipo ? a.nombre.localeCompare(b.nombre, 'es') : a.tipo === 'central' ? -1 : 1));

/** El que se abre: el del usuario si está entre ellos; si no, el primero ('' si no hay ninguno). */
export const almacenInicial = (almacenes: readonly { idalmacen: string }[], idalmacen: string | null): string =>
  almacenes.find((a) => a.idalmacen === idalmacen)?.idalmacen ?? almacenes[0]?.idalmacen ?? '';

export interface FilaExistencias<A extends ArticuloVehiculo = ArticuloVehiculo> {
  articulo: A;
  unidades: number;
  estado: EstadoStock;
}

export const estadoExistencias = (unidades: number): EstadoStock => (unidades < 0 ? 'negativo' : unidades === 0 ? 'agotado' : 'ok');

/** Cada artículo con documento de existencias en el almacén que casa con la búsqueda: los negativos primero, después por descripción. */
export const filasExistencias = <A extends ArticuloVehiculo>(existencias: ReadonlyMap<string, number>, catalogo: ReadonlyMap<string, A>, busqueda: string): FilaExistencias<A>[] => {
  const peso: Record<EstadoStock, number> = { negativo: 0, agotado: 1, ok: 2 };
  return [...existencias]
    .flatMap(([id, unidades]) => {
      const articulo = catalogo.get(id);
      return articulo && coincideArticulo(articulo, busqueda) ? [{ articulo, unidades, estado: estadoExistencias(unidades) }] : [];
    })
    .sort((a, b) => peso[a.estado] - peso[b.estado] || a.articulo.descripcion.localeCompare(b.articulo.descripcion, 'es') || a.articulo.codigo.localeCompare(b.articulo.codigo, 'es'));
};

/** Los movimientos activos, el más reciente primero. */
export const movimientosRecientes = <M extends { fecha: string; estado: number; idmovimiento_stock: string }>(movimientos: readonly M[]): M[] =>
  movimientos.filter((m) => m.estado > 0).sort((a, b) => b.fecha.localeCompare(a.fecha) || b.idmovimiento_stock.localeCompare(a.idmovimiento_stock));

/** '+3' si entra, '−2' si sale (signo menos tipográfico), '0'. */
export const unidadesConSigno = (n: number): string => (n > 0 ? `+${formatearUnidades(n)}` : n < 0 ? `−${formatearUnidades(-n)}` : formatearUnidades(0));
