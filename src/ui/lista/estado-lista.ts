/**
 * Estado de las listas: búsqueda, filtros, orden, páginas cargadas, selección, desplazamiento y filtro
 * por conjunto (ConjuntoLista). Vive en
 * un almacén en memoria por id de lista (de la pestaña, fuera de React), así que se conserva al navegar
 * a una ficha y volver; solo el orden se guarda además en localStorage y sobrevive a una recarga.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ConjuntoLista } from './tipos';

export interface EstadoLista {
  busqueda: string;
  filtros: Readonly<Record<string, string>>;
  orden: string;
  paginas: number;
  /** Ids seleccionados (forma de RowSelectionState de TanStack Table). */
  seleccion: Readonly<Record<string, true>>;
  /** Desplazamiento vertical de la ventana (px). */
  scroll: number;
  /** Filtro por conjunto de ids (p. ej. la zona del mapa); null = sin él. */
  conjunto: ConjuntoLista | null;
}

const almacen = new Map<string, EstadoLista>();

const claveOrden = (id: string): string => `vigia.lista.${id}.orden`;

const leerOrdenGuardado = (id: string): string | null => {
  try {
    return localStorage.getItem(claveOrden(id));
  } catch {
    return null;
  }
};

const guardarOrden = (id: string, orden: string): void => {
  try {
    localStorage.setItem(claveOrden(id), orden);
  } catch {
    // Sin localStorage (modo privado estricto): el orden dura lo que la pestaña.
  }
};

export const estadoInicial = (filtros: Readonly<Record<string, string>>, orden: string): EstadoLista => ({
  busqueda: '',
  filtros,
  orden,
  paginas: 1,
  seleccion: {},
  scroll: 0,
  conjunto: null,
});

/** Mismo conjunto: mismos textos y mismos ids en el mismo orden (evita repetir la consulta). */
export const mismoConjunto = (a: ConjuntoLista | null, b: ConjuntoLista | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.etiqueta === b.etiqueta &&
    a.quitar === b.quitar &&
    a.vacio === b.vacio &&
    a.ids.length === b.ids.length &&
    a.ids.every((id, i) => id === b.ids[i]));

/** El estado guardado de la lista, o el inicial (con el orden de localStorage si lo hay). */
export const leerEstadoLista = (id: string, inicial: EstadoLista): EstadoLista =>
  almacen.get(id) ?? { ...inicial, orden: leerOrdenGuardado(id) ?? inicial.orden };

export const escribirEstadoLista = (id: string, estado: EstadoLista): void => {
  const anterior = almacen.get(id);
  almacen.set(id, estado);
  if (anterior?.orden !== estado.orden) guardarOrden(id, estado.orden);
};

/** Solo para pruebas: vacía el almacén en memoria. */
export const olvidarEstadosLista = (): void => almacen.clear();

export type ActualizarEstado = (cambio: Partial<EstadoLista> | ((e: EstadoLista) => Partial<EstadoLista>)) => void;

/** El estado de la lista `id` y su actualizador; cada cambio se guarda en el almacén al momento. */
export const useEstadoLista = (id: string, inicial: () => EstadoLista): [EstadoLista, ActualizarEstado] => {
  const [estado, setEstado] = useState<EstadoLista>(() => leerEstadoLista(id, inicial()));

  const actualizar = useCallback<ActualizarEstado>(
    (cambio) =>
      setEstado((e) => {
        const siguiente = { ...e, ...(typeof cambio === 'function' ? cambio(e) : cambio) };
        escribirEstadoLista(id, siguiente);
        return siguiente;
      }),
    [id],
  );

  // La primera vez (sin estado en memoria) se guarda el inicial, para que el orden leído persista.
  useEffect(() => {
    if (!almacen.has(id)) escribirEstadoLista(id, estado);
  }, [id, estado]);

  return [estado, actualizar];
};

/** Guarda el desplazamiento sin repintar (lo llama el oyente de scroll de la lista). */
export const guardarScroll = (id: string, scroll: number): void => {
  const e = almacen.get(id);
  if (e) almacen.set(id, { ...e, scroll });
};
