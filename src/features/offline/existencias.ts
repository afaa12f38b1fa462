/**
 * Reglas puras del material del modo sin conexión: existencias disponibles de un artículo en un almacén,
 * el aviso de existencias insuficientes (el mismo texto que el mutador, MENSAJES_TECNICO.sinExistencias),
 * lo que falta para instalar una plantilla, la búsqueda de artículos sin tildes y el agrupado de las
 * secciones de la ficha del parte.
 */
import { MENSAJES_TECNICO } from '../../../replication/mutadores/tecnico';
import { redondear2 } from '../../../schemas';
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
    mapa.set(s.idarticulo, redondear2((mapa.get(s.idarticulo) ?? 0) + s.unidades));
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
  for (const l of lineas) necesarias.set(l.idarticulo, redondear2((necesarias.get(l.idarticulo) ?? 0) + l.unidades));
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

export interface ArticuloBuscable {
  idarticulo: string;
  codigo: string;
  descripcion: string;
  familia: string;
  estado: number;
}

/** Artículos activos que contienen todas las palabras buscadas en código, descripción o familia (sin tildes). */
export const buscarArticulos = <A extends ArticuloBuscable>(articulos: readonly A[], texto: string, limite: number): A[] => {
  const palabras = normalizarBusqueda(texto).split(' ').filter((p) => p !== '');
  const encontrados: A[] = [];
  for (const a of articulos) {
    if (a.estado <= 0) continue;
    const buscable = normalizarBusqueda(`${a.codigo} ${a.descripcion} ${a.familia}`);
    if (palabras.every((p) => buscable.includes(p))) {
      encontrados.push(a);
      if (encontrados.length >= limite) break;
    }
  }
  return encontrados;
};

export interface GrupoSecciones {
  grupo: SeccionOffline['grupo'];
  secciones: SeccionOffline[];
}

const ORDEN_GRUPOS: readonly SeccionOffline['grupo'][] = ['trabajo', 'documentos', 'cierre'];

/** Las secciones registradas por grupo (trabajo, documentos, cierre), en el orden en que se registraron. */
export const agruparSecciones = (secciones: readonly SeccionOffline[]): GrupoSecciones[] =>
  ORDEN_GRUPOS.map((grupo) => ({ grupo, secciones: secciones.filter((s) => s.grupo === grupo) })).filter((g) => g.secciones.length > 0);
