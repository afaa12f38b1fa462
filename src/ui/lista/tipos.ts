/**
 * Declaración de una lista: todo lo que la maquinaria genérica (useLista + ListaScreen) necesita para
 * pintar la lista de cualquier entidad. Una lista nueva es un objeto DefinicionLista, no una pantalla.
 */
import type { ReactNode } from 'react';
import type { MangoQuery, MangoQuerySelector } from 'rxdb';
import type { Coleccion } from '../../../schemas';
import type { Consultable } from '../../app/useRxQuery';
import type { VigiaDatabase } from '../../../replication/cliente';

/** Nombre de un campo de primer nivel del documento. */
export type CampoDe<T> = Extract<keyof T, string>;

export type DireccionOrden = 'asc' | 'desc';

/** Una forma de ordenar que se ofrece en el diálogo de orden. */
export interface OpcionOrden<T> {
  id: string;
  etiqueta: string;
  campo: CampoDe<T>;
  direccion: DireccionOrden;
}

export interface OpcionFiltro {
  /** Valor tal como se guarda en el estado de la lista ('' = sin filtro). */
  valor: string;
  etiqueta: string;
}

interface FiltroBase<T> {
  id: string;
  etiqueta: string;
  campo: CampoDe<T>;
}

/** Igualdad con una de las opciones; `numerico` convierte el valor antes de compararlo. */
export interface FiltroOpciones<T> extends FiltroBase<T> {
  tipo: 'opciones';
  opciones: readonly OpcionFiltro[];
  numerico?: boolean;
  /** Texto de la opción «sin filtro». */
  todas: string;
}

/** Fecha 'YYYY-MM-DD' desde (>=) o hasta (<=); en el diálogo se escribe dd/mm/yyyy. */
export interface FiltroFecha<T> extends FiltroBase<T> {
  tipo: 'fecha-desde' | 'fecha-hasta';
}

export type FiltroLista<T> = FiltroOpciones<T> | FiltroFecha<T>;

/** El filtro por el campo numérico `estado` que llevan casi todas las listas: una opción por estado. */
export const filtroEstado = <T extends { estado: number }>(estados: readonly number[], etiqueta: (estado: number) => string): FiltroOpciones<T> => ({
  tipo: 'opciones',
  id: 'estado',
  etiqueta: 'Estado',
  campo: 'estado' as CampoDe<T>,
  numerico: true,
  todas: 'Todos los estados',
  opciones: estados.map((e) => ({ valor: String(e), etiqueta: etiqueta(e) })),
});

/**
 * Un campo que se lee de otro documento: `campo` de la colección `coleccion` cuyo id está en `clave`
 * (p. ej. el nombre del cliente del parte). Se resuelve con findByIds de los ids visibles.
 */
export interface CampoRelacionado<T> {
  id: string;
  coleccion: Coleccion;
  clave: CampoDe<T>;
  campo: string;
}

/** Una fila: el documento y los valores de sus campos relacionados (por id de relación). */
export interface FilaLista<T> {
  doc: T;
  relacionados: Readonly<Record<string, string | undefined>>;
}

export interface ColumnaLista<T> {
  id: string;
  /** Cabecera en español. */
  cabecera: string;
  celda: (fila: FilaLista<T>) => ReactNode;
  /** La columna principal lleva el enlace a la ficha (y, en el móvil, es el título de la tarjeta). */
  principal?: boolean;
  /**
   * Su sitio en la tarjeta del móvil (lista.css, hasta 40rem): 'titulo' (arriba, sin cabecera; por defecto
   * la principal), 'dato' («Cabecera: valor», lo normal) u 'oculta' (no se ve en el móvil: lo secundario).
   */
  enMovil?: 'titulo' | 'dato' | 'oculta';
}

/** El sitio de la columna en la tarjeta del móvil: lo declarado o título si es la principal. */
export const sitioEnMovil = <T,>(c: ColumnaLista<T>): 'titulo' | 'dato' | 'oculta' => c.enMovil ?? (c.principal ? 'titulo' : 'dato');

/** Un campo por el que busca la caja de búsqueda: del documento o de una relación. */
export type CampoBusqueda<T> = { campo: CampoDe<T> } | { relacionado: string };

/**
 * Filtro por conjunto: restringe la lista a los registros cuyo id (clave primaria) está en `ids`, p. ej.
 * los que tienen dirección en la zona visible del mapa. Lo pone una acción de la pantalla (no el diálogo
 * de filtros) y se ve como una etiqueta con su botón para quitarlo. Vive en el estado de la lista en
 * memoria: se conserva al navegar y no sobrevive a una recarga.
 */
export interface ConjuntoLista {
  /** Texto de la etiqueta ('En la zona del mapa'); también su nombre accesible. */
  etiqueta: string;
  /** Texto del botón que lo quita ('Quitar zona'). */
  quitar: string;
  /** Texto si no queda nada y no hay búsqueda ni filtros ('No hay clientes con dirección en la zona'). */
  vacio?: string;
  ids: readonly string[];
}

/** Lo que una acción de la pantalla puede leer y cambiar de la lista (ver ListaScreen, `acciones`). */
export interface ControlLista<T> {
  /** Selector de lo que abarca la lista ahora: el base y los filtros (sin búsqueda ni conjunto). */
  selector: MangoQuerySelector<T>;
  conjunto: ConjuntoLista | null;
  /** Pone (o, con null, quita) el filtro por conjunto; vuelve a la primera página. */
  fijarConjunto: (conjunto: ConjuntoLista | null) => void;
}

/** Lo que la lista usa de una colección RxDB (una RxCollection<T> lo cumple). */
export interface ColeccionLista<T> {
  /** Nombre de la colección en la base (el índice de búsqueda, indice-busqueda.ts, la busca por él). */
  readonly name: string;
  find(consulta: MangoQuery<T>): Consultable<T[]>;
  count(consulta: { selector?: MangoQuerySelector<T> }): Consultable<number>;
  readonly schema: { readonly primaryPath: string; readonly jsonSchema: { readonly properties: object } };
}

export interface DefinicionLista<T extends object> {
  /** Identificador de la lista: clave del estado guardado (búsqueda, filtros, orden…). */
  id: string;
  /** La colección (db => db.partetrabajo). */
  coleccion: (db: VigiaDatabase) => ColeccionLista<T>;
  /** Selector fijo (p. ej. los partes del técnico de la sesión). */
  selectorBase: MangoQuerySelector<T>;
  columnas: readonly ColumnaLista<T>[];
  relacionados: readonly CampoRelacionado<T>[];
  busqueda: readonly CampoBusqueda<T>[];
  filtros: readonly FiltroLista<T>[];
  /** Valores iniciales de los filtros (por id); los demás empiezan sin filtro. */
  filtrosIniciales?: Readonly<Record<string, string>>;
  ordenes: readonly OpcionOrden<T>[];
  /** Nombre de la cosa: singular y plural ('parte', 'partes'). */
  nombre: { singular: string; plural: string };
  /** Texto cuando no hay nada que mostrar (sin búsqueda ni filtros que lo expliquen). */
  vacio: string;
  /** Envuelve el contenido de la celda principal en el enlace a la ficha. */
  enlace: (doc: T, contenido: ReactNode) => ReactNode;
  /** Nombre de la fila para lectores de pantalla ('Parte PT-000104'). */
  etiquetaFila: (doc: T) => string;
  /**
   * La lista enseña historia (lo cerrado o pasado: partes finalizados, rondas hechas, fichajes…), que el
   * dispositivo guarda solo de los meses de su ventana (decisión 70): el pie dice desde cuándo y, con
   * conexión, trae el mes anterior; sin ella, 'Historial anterior: disponible con conexión'.
   */
  historial?: true;
  /**
   * Lo que lista cuelga de un registro (el material de un sistema) y puede ser bajo demanda por registro
   * para el usuario (decisión 90): abrir la lista suscribe el registro; sin conexión y sin haberlo traído,
   * '{que}: disponible con conexión' en vez de la lista vacía.
   */
  delPadre?: { coleccion: string; id: string; que: string };
}
