/**
 * Reglas puras de las pantallas de la furgoneta (/vehiculos/): qué hay en ella, su comparación con el
 * almacén central de la delegación (negativos por conciliar), las líneas de una descarga (por defecto
 * todo), sus errores, los avisos de existencias antes de confirmar (el mismo texto que el mutador) y los
 * parámetros de almacen.descargarVehiculoSync y parteTrabajo.devolverMaterialSync con ids del dispositivo.
 */
import { MENSAJES_VEHICULOS, type ParamsDescargarVehiculo, type ParamsDevolverMaterial } from '../../../replication/mutadores/vehiculos';
import { sumaUnidades } from '../../../schemas/dinero';
import { normalizarBusqueda } from '../../ui/lista/consulta';

export interface AlmacenVehiculo {
  idalmacen: string;
  nombre: string;
  tipo: 'central' | 'vehiculo';
  iddelegacion: string;
  /** El técnico de una furgoneta. */
  idtecnico?: string | null;
  estado: number;
}

export interface ArticuloVehiculo {
  idarticulo: string;
  codigo: string;
  descripcion: string;
  familia: string;
}

/**
 * Los almacenes a los que se puede descargar la furgoneta: activos, de su delegación, sin ella; los
 * centrales primero. Un técnico (`idtecnicoUsuario`) no usa la furgoneta de un compañero (el servidor la
 * rechaza, decisión 54); quien lleva la delegación (el almacén, sin técnico), sí.
 */
export const destinosDescarga = <A extends AlmacenVehiculo>(almacenes: readonly A[], furgoneta: AlmacenVehiculo, idtecnicoUsuario: string | null): A[] =>
  almacenes
    .filter((a) => a.estado > 0 && a.idalmacen !== furgoneta.idalmacen && a.iddelegacion === furgoneta.iddelegacion)
    .filter((a) => a.tipo !== 'vehiculo' || idtecnicoUsuario === null || a.idtecnico === idtecnicoUsuario)
    .sort((a, b) => (a.tipo === b.tipo ? a.nombre.localeCompare(b.nombre, 'es') : a.tipo === 'central' ? -1 : 1));

/** El almacén central de la delegación de la furgoneta (el primero por nombre), o null. */
export const centralDe = <A extends AlmacenVehiculo>(almacenes: readonly A[], furgoneta: AlmacenVehiculo): A | null =>
  destinosDescarga(almacenes, furgoneta, null).find((a) => a.tipo === 'central') ?? null;

/** ¿Contiene el artículo todas las palabras buscadas (sin tildes ni mayúsculas) en código, descripción o familia? */
export const coincideArticulo = (a: ArticuloVehiculo, busqueda: string): boolean => {
  const palabras = normalizarBusqueda(busqueda).split(' ').filter((p) => p !== '');
  const texto = normalizarBusqueda(`${a.codigo} ${a.descripcion} ${a.familia}`);
  return palabras.every((p) => texto.includes(p));
};

export interface FilaMaterial<A extends ArticuloVehiculo = ArticuloVehiculo> {
  articulo: A;
  unidades: number;
}

/** Lo que hay en la furgoneta: artículos con unidades > 0 que coinciden con la búsqueda, por descripción. */
export const materialEnVehiculo = <A extends ArticuloVehiculo>(
  existencias: ReadonlyMap<string, number>, catalogo: ReadonlyMap<string, A>, busqueda: string,
): FilaMaterial<A>[] =>
  [...existencias]
    .filter(([, n]) => n > 0)
    .flatMap(([id, unidades]) => {
      const articulo = catalogo.get(id);
      return articulo && coincideArticulo(articulo, busqueda) ? [{ articulo, unidades }] : [];
    })
    .sort((a, b) => a.articulo.descripcion.localeCompare(b.articulo.descripcion, 'es') || a.articulo.codigo.localeCompare(b.articulo.codigo, 'es'));

export type EstadoStock = 'ok' | 'negativo' | 'agotado';

export interface FilaStock<A extends ArticuloVehiculo = ArticuloVehiculo> {
  articulo: A;
  furgoneta: number;
  central: number;
  estado: EstadoStock;
}

/**
 * Existencias de la furgoneta frente al central: cada artículo que la furgoneta tiene o tuvo (con
 * documento de existencias, aunque sea 0). 'negativo': salió más de lo que constaba (por conciliar);
 * 'agotado': 0 en la furgoneta. Los negativos primero, después por descripción.
 */
export const compararStock = <A extends ArticuloVehiculo>(
  furgoneta: ReadonlyMap<string, number>, central: ReadonlyMap<string, number>, catalogo: ReadonlyMap<string, A>, busqueda: string,
): FilaStock<A>[] => {
  const peso: Record<EstadoStock, number> = { negativo: 0, agotado: 1, ok: 2 };
  return [...furgoneta]
    .flatMap(([id, n]) => {
      const articulo = catalogo.get(id);
      if (!articulo || !coincideArticulo(articulo, busqueda)) return [];
      const estado: EstadoStock = n < 0 ? 'negativo' : n === 0 ? 'agotado' : 'ok';
      return [{ articulo, furgoneta: n, central: central.get(id) ?? 0, estado }];
    })
    .sort((a, b) => peso[a.estado] - peso[b.estado] || a.articulo.descripcion.localeCompare(b.articulo.descripcion, 'es'));
};

/** Una línea de la pantalla de descarga: marcada o no, con sus unidades (NaN: mal escritas). */
export interface LineaDescarga {
  idarticulo: string;
  marcada: boolean;
  unidades: number | null;
}

/** Por defecto se descarga todo: cada artículo con existencias, marcado, con todas sus unidades. */
export const lineasIniciales = (disponibles: ReadonlyMap<string, number>): LineaDescarga[] =>
  [...disponibles].filter(([, n]) => n > 0).map(([idarticulo, n]) => ({ idarticulo, marcada: true, unidades: n }));

export const UNIDADES_NO_VALIDAS = 'Las unidades deben ser mayores que 0';
export const NINGUNA_MARCADA = MENSAJES_VEHICULOS.sinLineas;

/** El error de las unidades de una línea marcada, o null. */
export const errorLinea = (l: LineaDescarga): string | null =>
  !l.marcada ? null : l.unidades === null || !Number.isFinite(l.unidades) || l.unidades <= 0 ? UNIDADES_NO_VALIDAS : null;

/** El error de la descarga entera (ninguna marcada), o null. */
export const errorDescarga = (lineas: readonly LineaDescarga[]): string | null => (lineas.some((l) => l.marcada) ? null : NINGUNA_MARCADA);

/** Líneas marcadas y válidas, con sus unidades. */
export const lineasElegidas = (lineas: readonly LineaDescarga[]): { idarticulo: string; unidades: number }[] =>
  lineas.flatMap((l) => (l.marcada && errorLinea(l) === null && l.unidades !== null ? [{ idarticulo: l.idarticulo, unidades: l.unidades }] : []));

/**
 * Avisos antes de confirmar: un artículo cuya salida deja la furgoneta en negativo (la descarga se
 * registra igual, marcada sin_existencias para que el almacén la concilie).
 */
export const avisosDescarga = (
  lineas: readonly LineaDescarga[], disponibles: ReadonlyMap<string, number>, descripcion: (idarticulo: string) => string,
): string[] =>
  lineasElegidas(lineas).flatMap((l) => {
    const quedan = disponibles.get(l.idarticulo) ?? 0;
    return l.unidades > quedan ? [MENSAJES_VEHICULOS.quedaNegativo(descripcion(l.idarticulo), quedan)] : [];
  });

/** Total de unidades de las líneas elegidas. */
export const totalUnidades = (lineas: readonly LineaDescarga[]): number => sumaUnidades(lineasElegidas(lineas).map((l) => l.unidades));

export const paramsDescargarVehiculo = (
  idalmacen_origen: string, idalmacen_destino: string, lineas: readonly LineaDescarga[], nuevoId: () => string,
): ParamsDescargarVehiculo => ({
  idalmacen_origen,
  idalmacen_destino,
  lineas: lineasElegidas(lineas).map((l) => ({ ...l, idmovimiento_salida: nuevoId(), idmovimiento_entrada: nuevoId() })),
});

export const paramsDevolverMaterial = (
  idparte_trabajo: string, idalmacen_destino: string, lineas: readonly LineaDescarga[], nuevoId: () => string,
): ParamsDevolverMaterial => ({
  idparte_trabajo,
  idalmacen_destino,
  lineas: lineasElegidas(lineas).map((l) => ({ ...l, idmovimiento_stock: nuevoId() })),
});

/** Error de una devolución: unidades de más sobre lo que sobra del parte (el mismo texto que el mutador). */
export const erroresDevolucion = (
  lineas: readonly LineaDescarga[], sobran: ReadonlyMap<string, number>, descripcion: (idarticulo: string) => string,
): string[] =>
  lineasElegidas(lineas).flatMap((l) => {
    const n = sobran.get(l.idarticulo) ?? 0;
    return l.unidades > n ? [MENSAJES_VEHICULOS.sobrante(descripcion(l.idarticulo), n)] : [];
  });
