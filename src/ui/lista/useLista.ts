/**
 * El hook de cualquier lista: une el estado guardado (estado-lista.ts), la consulta reactiva de RxDB
 * (consulta.ts; se vuelve a ejecutar sola cuando cambian los datos), los campos relacionados, la
 * búsqueda (por el índice del dispositivo, indice-busqueda.ts, si busca en campos propios; si no, en
 * memoria), la paginación de 50 en 50, el total, la selección de TanStack Table y el filtro por conjunto
 * que ponen las acciones de la pantalla (`control`).
 */
import { functionalUpdate, rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { construirConsulta, filtrarPorBusqueda, normalizarBusqueda, selectorLista, TAMANO_PAGINA } from './consulta';
import { camposIndexables, consultaBusqueda, indiceDe } from './indice-busqueda';
import { estadoInicial, mismoConjunto, useEstadoLista, type ActualizarEstado, type EstadoLista } from './estado-lista';
import type { ControlLista, DefinicionLista, FilaLista } from './tipos';
import { useRelacionados } from './useRelacionados';

export const caracteristicasTabla = tableFeatures({ rowSelectionFeature });
export type CaracteristicasTabla = typeof caracteristicasTabla;

export interface ResultadoLista<T extends object> {
  estado: EstadoLista;
  actualizar: ActualizarEstado;
  /** Filas de las páginas cargadas. */
  filas: readonly FilaLista<T>[];
  /** Total de filas que cumplen búsqueda y filtros; null si no se sabe sin recorrerlas todas. */
  total: number | null;
  hayMas: boolean;
  /** Cuántas quedan por cargar, si se sabe. */
  restantes: number | null;
  cargando: boolean;
  /** true hasta el primer resultado. */
  inicial: boolean;
  error: Error | null;
  tabla: ReturnType<typeof useTable<CaracteristicasTabla, FilaLista<T>>>;
  /** Filtros con valor (los que cambian lo que se ve). */
  filtrosActivos: number;
  /** Para las acciones de la pantalla: lo que abarca la lista y su filtro por conjunto. */
  control: ControlLista<T>;
  /** Prepara el índice de búsqueda (al entrar en el buscador). */
  prepararBusqueda: () => void;
}

export function useLista<T extends object>(def: DefinicionLista<T>, columnas: ColumnDef<CaracteristicasTabla, FilaLista<T>>[]): ResultadoLista<T> {
  const { db } = useVigia();
  const [estado, actualizar] = useEstadoLista(def.id, () => estadoInicial(def.filtrosIniciales ?? {}, def.ordenes[0]?.id ?? ''));
  const buscando = normalizarBusqueda(estado.busqueda) !== '';
  const coleccion = useMemo(() => def.coleccion(db), [def, db]);
  const { primaryPath } = coleccion.schema;
  const consulta = useMemo(
    () =>
      construirConsulta(def, coleccion.schema.jsonSchema.properties, {
        filtros: estado.filtros,
        orden: estado.orden,
        paginas: estado.paginas,
        buscando,
        conjunto: estado.conjunto ? { clave: primaryPath, ids: estado.conjunto.ids } : null,
      }),
    [def, coleccion, primaryPath, estado.filtros, estado.orden, estado.paginas, estado.conjunto, buscando],
  );
  const firma = JSON.stringify(consulta);

  // Búsqueda en campos propios: por el índice (ids que contienen las palabras → su página); si no, la
  // consulta sin límite y el filtro en memoria de abajo.
  const camposIndice = useMemo(() => camposIndexables(def.busqueda), [def.busqueda]);
  const porIndice = buscando && camposIndice !== null;
  const limite = estado.paginas * TAMANO_PAGINA;
  const normalizada = normalizarBusqueda(estado.busqueda);
  const consultaLista = useRxQuery(() => (porIndice ? null : coleccion.find(consulta)), [coleccion, firma, porIndice]);
  const consultaIndice = useRxQuery(
    () => (porIndice && camposIndice ? consultaBusqueda(db, coleccion.name, camposIndice, normalizada, consulta, limite) : null),
    [db, coleccion, firma, porIndice, camposIndice, normalizada, limite],
  );
  const { cargando, error } = porIndice ? consultaIndice : consultaLista;
  const resultado = porIndice ? consultaIndice.resultado?.docs : consultaLista.resultado;
  const completo = porIndice ? (consultaIndice.resultado?.completo ?? true) : true;
  // El índice se prepara al entrar en el buscador, antes de la primera tecla (no al abrir la lista: una
  // lista que nadie busca no lee su colección).
  const prepararBusqueda = useCallback(() => {
    if (camposIndice === null) return;
    indiceDe(db, coleccion.name, camposIndice)
      .alDia()
      .catch((e: unknown) => console.warn('Índice de búsqueda', e));
  }, [db, coleccion, camposIndice]);
  // Total sin búsqueda: count() solo si el índice lo resuelve (si no, RxDB lanza QU14 y no se muestra).
  const { selector } = consulta;
  const firmaSelector = JSON.stringify(selector);
  const { resultado: cuenta, error: errorCuenta } = useRxQuery(
    () => (buscando ? null : coleccion.count({ selector })),
    [coleccion, firmaSelector, buscando],
  );

  const docs: readonly T[] = useMemo(() => resultado ?? [], [resultado]);
  // Sin búsqueda solo hacen falta los relacionados de lo visible; con búsqueda, los de todo.
  const docsRelacionados = useMemo(() => (buscando ? docs : docs.slice(0, limite)), [buscando, docs, limite]);
  const relacionados = useRelacionados(def.relacionados, docsRelacionados);

  // Texto buscable por documento, el mismo mapa durante toda la vida de la lista (se rellena al filtrar).
  const [cache] = useState(() => new WeakMap<object, { clave: string; texto: string }>());
  const { filas, total, hayMas } = useMemo(() => {
    const conRelacion = (doc: T): FilaLista<T> => ({
      doc,
      relacionados: Object.fromEntries(
        def.relacionados.map((r) => {
          const v: unknown = Reflect.get(doc, r.clave);
          return [r.id, typeof v === 'string' ? relacionados[r.id]?.get(v) : undefined];
        }),
      ),
    });
    if (buscando) {
      const encontradas = filtrarPorBusqueda(docs.map(conRelacion), estado.busqueda, def.busqueda, cache);
      return { filas: encontradas.slice(0, limite), total: completo ? encontradas.length : null, hayMas: encontradas.length > limite };
    }
    const visibles = docs.slice(0, limite).map(conRelacion);
    const mas = docs.length > limite;
    return { filas: visibles, total: mas ? null : visibles.length, hayMas: mas };
  }, [buscando, docs, estado.busqueda, limite, relacionados, def.relacionados, def.busqueda, cache, completo]);

  const totalConocido = total ?? (errorCuenta || cuenta === undefined ? null : cuenta);

  const tabla = useTable({
    features: caracteristicasTabla,
    data: filas,
    columns: columnas,
    getRowId: (fila) => String(Reflect.get(fila.doc, coleccion.schema.primaryPath)),
    enableRowSelection: true,
    state: { rowSelection: estado.seleccion },
    onRowSelectionChange: (cambio) =>
      actualizar((e) => {
        const siguiente: RowSelectionState = functionalUpdate(cambio, { ...e.seleccion });
        return { seleccion: siguiente };
      }),
  });

  const filtrosActivos = def.filtros.filter((f) => (estado.filtros[f.id] ?? '') !== '').length;

  const abarca = useMemo(() => selectorLista(def, estado.filtros), [def, estado.filtros]);
  const fijarConjunto = useCallback<ControlLista<T>['fijarConjunto']>(
    (conjunto) => actualizar((e) => (mismoConjunto(e.conjunto, conjunto) ? {} : { conjunto, paginas: 1 })),
    [actualizar],
  );
  const control = useMemo<ControlLista<T>>(() => ({ selector: abarca, conjunto: estado.conjunto, fijarConjunto }), [abarca, estado.conjunto, fijarConjunto]);

  return {
    estado,
    actualizar,
    filas,
    total: totalConocido,
    hayMas,
    restantes: totalConocido === null ? null : Math.max(0, totalConocido - filas.length),
    cargando,
    inicial: resultado === undefined && cargando,
    error,
    tabla,
    filtrosActivos,
    control,
    prepararBusqueda,
  };
}
