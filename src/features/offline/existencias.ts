/**
 * Reglas puras del material del modo sin conexión: existencias disponibles de un artículo en un almacén,
 * el aviso de existencias insuficientes (el mismo texto que el mutador, MENSAJES_TECNICO.sinExistencias),
 * lo que falta para instalar una plantilla, la consulta de búsqueda de artículos sin tildes y el agrupado de las
 * secciones de la ficha del parte.
 */
import { MENSAJES_TECNICO } from '../../../replication/mutadores/tecnico';
import { sumaUnidades } from '../../../schemas/dinero';
import { normalizarBusqueda } from '../../ui/lista/consulta';
import type { SeccionOffline } from './secciones';

export interface Existencia {
  idalmacen: string;
  idarticulo: string;
  unidades: number;
  estado: number;
}

/** Unidades por artículo de un almacén (solo existencias activas). */
export const existenciasPorArticulo = (stock: readonly Existencia[], idalmacen: string): ReadonlyMap<string, number> => {
  const mapa = new Map<string, number>();
  for (const s of stock) {
    if (s.idalmacen !== idalmacen || s.estado <= 0) continue;
    mapa.set(s.idarticulo, sumaUnidades([mapa.get(s.idarticulo) ?? 0, s.unidades]));
  }
  return mapa;
};

/** Unidades disponibles (un artículo sin existencias registradas tiene 0). */
export const disponibles = (existencias: ReadonlyMap<string, number>, idarticulo: string): number => existencias.get(idarticulo) ?? 0;

/**
 * El aviso antes de instalar: null si llegan las existencias; si no, 'No hay existencias suficientes en
 * el almacén (quedan N)'. Con unidades no válidas no hay aviso (lo dice el validador del campo).
 */
export const avisoExistencias = (quedan: number, unidades: number | null): string | null =>
  unidades === null || !Number.isFinite(unidades) || unidades <= 0 || unidades <= quedan ? null : MENSAJES_TECNICO.sinExistencias(quedan);

export interface LineaNecesaria {
  idarticulo: string;
  unidades: number;
}

export interface Falta {
  idarticulo: string;
  necesarias: number;
  quedan: number;
}

/** Lo que no llega para instalar unas líneas (una plantilla): un artículo repetido suma sus unidades. */
export const faltas = (lineas: readonly LineaNecesaria[], existencias: ReadonlyMap<string, number>): Falta[] => {
  const necesarias = new Map<string, number>();
  for (const l of lineas) necesarias.set(l.idarticulo, sumaUnidades([necesarias.get(l.idarticulo) ?? 0, l.unidades]));
  const resultado: Falta[] = [];
  for (const [idarticulo, n] of necesarias) {
    const quedan = disponibles(existencias, idarticulo);
    if (n > quedan) resultado.push({ idarticulo, necesarias: n, quedan });
  }
  return resultado;
};

/** Texto del aviso de una plantilla: una frase por artículo que no llega, o null si todo llega. */
export const avisoFaltas = (f: readonly Falta[], descripcion: (idarticulo: string) => string): string | null =>
  f.length === 0 ? null : f.map((x) => `${descripcion(x.idarticulo)}: ${MENSAJES_TECNICO.sinExistencias(x.quedan)}; hacen falta ${x.necesarias}`).join('. ');

export interface EnOtrasFurgonetas {
  /** Unidades en total. */
  unidades: number;
  /** Las furgonetas que más tienen (nombre y unidades), de mayor a menor, como mucho `maximo`. */
  mayores: { nombre: string; unidades: number }[];
  /** Cuántas furgonetas lo tienen. */
  furgonetas: number;
}

/**
 * Las existencias de un artículo en las furgonetas de los compañeros, juntas: una sola columna de la tabla
 * de almacenes aunque la delegación tenga decenas de furgonetas.
 */
export const enOtrasFurgonetas = (
  idarticulo: string,
  furgonetas: readonly { nombre: string; existencias: ReadonlyMap<string, number> }[],
  maximo = 3,
): EnOtrasFurgonetas => {
  const con = furgonetas
    .map((f) => ({ nombre: f.nombre, unidades: disponibles(f.existencias, idarticulo) }))
    .filter((f) => f.unidades > 0)
    .sort((a, b) => b.unidades - a.unidades || a.nombre.localeCompare(b.nombre, 'es'));
  return { unidades: sumaUnidades(con.map((f) => f.unidades)), mayores: con.slice(0, maximo), furgonetas: con.length };
};

/** Letras que la búsqueda iguala con sus variantes con tilde (la comparación ya no distingue mayúsculas). */
const VARIANTES: Readonly<Record<string, string>> = { a: 'aáàâäã', e: 'eéèêë', i: 'iíìîï', o: 'oóòôöõ', u: 'uúùûü', n: 'nñ', c: 'cç' };

/** Expresión regular (texto) que encuentra la palabra ya normalizada con o sin tildes. */
export const patronSinTildes = (palabra: string): string =>
  [...palabra].map((ch) => (VARIANTES[ch] ? `[${VARIANTES[ch]}]` : ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');

/** Campos del artículo en los que se busca. */
const CAMPOS_BUSQUEDA = ['codigo', 'descripcion', 'familia'] as const;

/**
 * La consulta RxDB de la búsqueda en el catálogo del dispositivo: artículos activos con todas las palabras
 * (cada una en el código, la descripción o la familia, sin tildes ni mayúsculas), por código, como mucho
 * `limite`. Recorre el índice de `codigo` y para al llegar al límite: abrir la búsqueda o buscar algo
 * frecuente lee unas decenas de artículos, no el catálogo (a escala 100, 100.000); solo una búsqueda que
 * encuentra menos del límite lo recorre entero.
 */
export const consultaBusquedaArticulos = (texto: string, limite: number) => {
  const palabras = normalizarBusqueda(texto).split(' ').filter((p) => p !== '');
  const porPalabra = palabras.map((p) => ({ $or: CAMPOS_BUSQUEDA.map((campo) => ({ [campo]: { $regex: patronSinTildes(p), $options: 'i' } })) }));
  return {
    selector: { estado: { $gt: 0 }, ...(porPalabra.length > 0 ? { $and: porPalabra } : {}) },
    sort: [{ codigo: 'asc' as const }],
    index: ['codigo'],
    limit: limite,
  };
};

export interface GrupoSecciones {
  grupo: SeccionOffline['grupo'];
  secciones: SeccionOffline[];
}

const ORDEN_GRUPOS: readonly SeccionOffline['grupo'][] = ['trabajo', 'documentos', 'cierre'];

/** Las secciones registradas por grupo (trabajo, documentos, cierre), en el orden en que se registraron. */
export const agruparSecciones = (secciones: readonly SeccionOffline[]): GrupoSecciones[] =>
  ORDEN_GRUPOS.map((grupo) => ({ grupo, secciones: secciones.filter((s) => s.grupo === grupo) })).filter((g) => g.secciones.length > 0);
