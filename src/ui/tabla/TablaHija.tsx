/**
 * Tabla hija de un documento (líneas, material, cuotas, tiempos, existencias…) declarada como datos: cada
 * columna dice su cabecera, el valor con el que se ordena y su tipo ('texto', 'codigo', 'numero',
 * 'importe', 'fecha', 'fechaHora', 'acciones'), que elige la alineación, que no se parta y el formato
 * (src/lib/formato.ts) si no trae su propia celda; opcionalmente, el pie (totales). TanStack Table
 * (v9, rowSortingFeature + createSortedRowModel) guarda el orden: cada cabecera ordenable es un botón
 * (ascendente → descendente → orden de origen) y su <th> lleva aria-sort. La tabla va dentro de
 * .tabla-desplazable y tiene nombre: un <caption> para lectores de pantalla (`titulo`) o el id del título
 * que ya la nombra (`etiquetadaPor`). Sin filas y con `vacio`, en su lugar se ve ese mensaje.
 *
 * En un móvil (tabla.css, por debajo de 40rem) la misma tabla se pinta como tarjetas, sin desplazamiento
 * lateral: cada fila es una tarjeta con su columna `enMovil: 'titulo'` (o su cabecera de fila) arriba, el
 * resto como «Cabecera: valor» (data-cabecera) y las acciones de la fila abajo, siempre a la vista; las
 * columnas `enMovil: 'oculta'` no se ven. El DOM y sus roles (tabla, filas, celdas) son los mismos.
 */
import { createSortedRowModel, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type Row, type RowData, type SortDirection, type SortFn, type SortingState } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { formatearFecha, formatearFechaHora, formatearMoneda, formatearNumero } from '../../lib/formato';
import './tabla.css';
import { sinCortarCodigos } from '../texto/sin-cortes';

export type TipoColumna = 'texto' | 'codigo' | 'numero' | 'importe' | 'fecha' | 'fechaHora' | 'acciones';

/**
 * Dónde va la columna en la tarjeta del móvil: 'titulo' (arriba, en negrita y sin cabecera; por defecto la
 * cabecera de fila), 'dato' («Cabecera: valor», lo normal) u 'oculta' (no se ve en el móvil: lo secundario
 * que también está en la ficha). Las columnas de acciones van siempre abajo y no se pueden ocultar.
 */
export type ColumnaEnMovil = 'titulo' | 'dato' | 'oculta';

interface ColumnaComun<T> {
  id: string;
  /** Texto de la cabecera (también el nombre del botón de ordenar). */
  cabecera: string;
  /** La celda como cabecera de su fila (<th scope="row">). */
  cabeceraFila?: boolean;
  /** data-testid de las celdas de la columna. */
  testId?: string;
  /** Contenido del pie en esta columna (totales), a partir de todas las filas. */
  pie?: (filas: readonly T[]) => ReactNode;
  /** data-testid de la celda del pie. */
  testIdPie?: string;
}

interface ColumnaConPrioridad {
  /** Su sitio en la tarjeta del móvil (ColumnaEnMovil); sin él, 'titulo' si es cabecera de fila y si no 'dato'. */
  enMovil?: ColumnaEnMovil;
}

interface ColumnaConValor<T, V> extends ColumnaComun<T>, ColumnaConPrioridad {
  /** El valor de la celda: con él se ordena y, sin `celda`, es lo que se ve (con el formato del tipo). */
  valor: (fila: T) => V | null | undefined;
  /** Lo que se ve, si no es el valor formateado. */
  celda?: (fila: T) => ReactNode;
  /** false: la cabecera no ordena. */
  ordenable?: boolean;
}

/** Texto libre (se parte entre palabras) o código (números de serie, teléfonos, recibos: no se parte). */
export interface ColumnaTexto<T> extends ColumnaConValor<T, string> {
  tipo: 'texto' | 'codigo';
}

/** Cifras a la derecha y sin partir: 'numero' (hasta dos decimales) o 'importe' (EUR). */
export interface ColumnaNumero<T> extends ColumnaConValor<T, number> {
  tipo: 'numero' | 'importe';
}

/** Fechas 'YYYY-MM-DD' o instantes ISO: se ordenan como texto y no se parten. */
export interface ColumnaFecha<T> extends ColumnaConValor<T, string> {
  tipo: 'fecha' | 'fechaHora';
}

/** Botones o enlaces de la fila: no ordena. */
export interface ColumnaAcciones<T> extends ColumnaComun<T> {
  tipo: 'acciones';
  celda: (fila: T) => ReactNode;
}

export type ColumnaTablaHija<T> = ColumnaTexto<T> | ColumnaNumero<T> | ColumnaFecha<T> | ColumnaAcciones<T>;

/** Atributos de una fila: su clase y datos (data-testid, data-idarticulo…). */
export type AtributosFila = { className?: string } & { [dato: `data-${string}`]: string | undefined };

interface PropsComunes<T> {
  columnas: readonly ColumnaTablaHija<T>[];
  filas: readonly T[];
  /** Id estable de cada fila (su clave primaria). */
  claveFila: (fila: T) => string;
  atributosFila?: (fila: T) => AtributosFila;
  /** Mensaje en lugar de la tabla cuando no hay filas (si falta, la tabla se ve vacía). */
  vacio?: string;
  /** Texto de la primera celda del pie ('Total'): ocupa las columnas anteriores a la primera con pie. */
  etiquetaPie?: string;
  /** Orden con el que se abre (si falta, el de `filas`). */
  ordenInicial?: { columna: string; descendente?: boolean };
}

/** Nombre de la tabla: un caption para lectores de pantalla o el id del título de la sección. */
type NombreTabla = { titulo: string; etiquetadaPor?: never } | { etiquetadaPor: string; titulo?: never };

export type TablaHijaProps<T> = PropsComunes<T> & NombreTabla;

const caracteristicas = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Caracteristicas = typeof caracteristicas;

type Valor = string | number | undefined;

const colacion = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

const comparar = (a: Valor, b: Valor, tipo: TipoColumna): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const ta = String(a ?? '');
  const tb = String(b ?? '');
  if (tipo === 'fecha' || tipo === 'fechaHora') return ta < tb ? -1 : ta > tb ? 1 : 0;
  return colacion.compare(ta, tb);
};

const valorDe = <T extends RowData>(fila: Row<Caracteristicas, T>, id: string): Valor => {
  const v: unknown = fila.getValue(id);
  return typeof v === 'string' || typeof v === 'number' ? v : undefined;
};

const ordenPara = <T extends RowData>(tipo: TipoColumna): SortFn<Caracteristicas, T> => (a, b, id) => comparar(valorDe(a, id), valorDe(b, id), tipo);

/** Su sitio en la tarjeta del móvil: lo declarado o, sin declarar, título si es cabecera de fila. */
export const enMovil = <T,>(c: ColumnaTablaHija<T>): ColumnaEnMovil | 'acciones' => {
  if (c.tipo === 'acciones') return 'acciones';
  return c.enMovil ?? (c.cabeceraFila ? 'titulo' : 'dato');
};

/** Clase y etiqueta de una celda en la tarjeta del móvil (tabla.css): el título y las acciones no llevan cabecera. */
const atributosMovil = <T,>(c: ColumnaTablaHija<T>): { className?: string; 'data-cabecera'?: string } => {
  const sitio = enMovil(c);
  if (sitio === 'titulo') return { className: 'movil-titulo' };
  if (sitio === 'oculta') return { className: 'movil-oculta' };
  if (sitio === 'acciones') return {};
  return { 'data-cabecera': c.cabecera };
};

/** Las clases de una celda: la del tipo y la de su sitio en el móvil. */
const clases = (...nombres: (string | undefined)[]): string | undefined => nombres.filter(Boolean).join(' ') || undefined;

/** Clase de la celda según el tipo: cifras a la derecha, fechas y códigos sin partir. */
export const claseTipo = (tipo: TipoColumna): string | undefined => {
  switch (tipo) {
    case 'numero':
    case 'importe':
      return 'numerica';
    case 'codigo':
    case 'fecha':
    case 'fechaHora':
      return 'sin-cortes';
    case 'acciones':
      return 'acciones-celda';
    case 'texto':
      return undefined;
  }
};

/** Lo que se ve en una celda: su `celda` o el valor con el formato de su tipo ('—' si falta). */
const contenido = <T,>(c: ColumnaTablaHija<T>, fila: T): ReactNode => sinCortarCodigos(valorCelda(c, fila));

const valorCelda = <T,>(c: ColumnaTablaHija<T>, fila: T): ReactNode => {
  if (c.celda) return c.celda(fila);
  switch (c.tipo) {
    case 'acciones':
      return null;
    case 'numero':
    case 'importe': {
      const v = c.valor(fila);
      if (v === null || v === undefined) return '—';
      return c.tipo === 'importe' ? formatearMoneda(v) : formatearNumero(v);
    }
    case 'fecha':
      return formatearFecha(c.valor(fila));
    case 'fechaHora':
      return formatearFechaHora(c.valor(fila));
    case 'texto':
    case 'codigo': {
      const v = c.valor(fila);
      return v === null || v === undefined || v === '' ? '—' : v;
    }
  }
};

const definicion = <T extends RowData>(c: ColumnaTablaHija<T>): ColumnDef<Caracteristicas, T> => {
  if (c.tipo === 'acciones') return { id: c.id, header: c.cabecera, enableSorting: false };
  const { valor } = c;
  return {
    id: c.id,
    header: c.cabecera,
    accessorFn: (fila: T): Valor => valor(fila) ?? undefined,
    enableSorting: c.ordenable ?? true,
    sortFn: ordenPara<T>(c.tipo),
    sortUndefined: 'last',
  };
};

/** Flecha visible de la cabecera (el estado para lectores de pantalla va en aria-sort). */
const FLECHAS: Record<SortDirection | 'no', string> = { asc: '▲', desc: '▼', no: '↕' };

export function TablaHija<T extends RowData>(props: TablaHijaProps<T>) {
  const { columnas, filas, claveFila, atributosFila, vacio, etiquetaPie, ordenInicial } = props;
  const definiciones = useMemo(() => columnas.map((c) => definicion(c)), [columnas]);
  const porId = useMemo(() => new Map(columnas.map((c) => [c.id, c])), [columnas]);
  const sorting: SortingState = ordenInicial ? [{ id: ordenInicial.columna, desc: ordenInicial.descendente ?? false }] : [];
  const tabla = useTable({
    features: caracteristicas,
    data: filas,
    columns: definiciones,
    getRowId: (fila) => claveFila(fila),
    initialState: { sorting },
    enableMultiSort: false,
    sortDescFirst: false,
  });

  if (filas.length === 0 && vacio !== undefined) return <p className="vacio">{vacio}</p>;

  const inicioPie = columnas.findIndex((c) => c.pie !== undefined);
  const region = props.titulo !== undefined ? { 'aria-label': `Tabla: ${props.titulo}` } : { 'aria-labelledby': props.etiquetadaPor };

  return (
    <div className="tabla-desplazable" tabIndex={0} role="region" {...region}>
      <table className="tabla-datos tabla-hija" aria-labelledby={props.etiquetadaPor}>
        {props.titulo !== undefined && <caption className="solo-lectores">{props.titulo}</caption>}
        <thead>
          {tabla.getHeaderGroups().map((grupo) => (
            <tr key={grupo.id}>
              {grupo.headers.map((h) => {
                const c = porId.get(h.column.id);
                if (!c) return null;
                const orden = h.column.getIsSorted();
                return (
                  <th key={h.id} scope="col" className={clases(claseTipo(c.tipo), enMovil(c) === 'oculta' ? 'movil-oculta' : undefined)} aria-sort={orden === 'asc' ? 'ascending' : orden === 'desc' ? 'descending' : undefined}>
                    {h.column.getCanSort() ? (
                      <button type="button" className="tabla-orden" onClick={() => h.column.toggleSorting()}>
                        {c.cabecera}
                        <span className={orden ? 'tabla-flecha tabla-flecha-activa' : 'tabla-flecha'} aria-hidden="true">
                          {FLECHAS[orden || 'no']}
                        </span>
                      </button>
                    ) : (
                      c.cabecera
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {tabla.getRowModel().rows.map((fila) => (
            <tr key={fila.id} {...atributosFila?.(fila.original)}>
              {fila.getAllCells().map((celda) => {
                const c = porId.get(celda.column.id);
                if (!c) return null;
                const { className, ...movil } = atributosMovil(c);
                return c.cabeceraFila ? (
                  <th key={celda.id} scope="row" className={clases(claseTipo(c.tipo), className)} data-testid={c.testId} {...movil}>
                    {contenido(c, fila.original)}
                  </th>
                ) : (
                  <td key={celda.id} className={clases(claseTipo(c.tipo), className)} data-testid={c.testId} {...movil}>
                    {contenido(c, fila.original)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {inicioPie >= 0 && (
          <tfoot>
            <tr>
              {etiquetaPie !== undefined && inicioPie > 0 && (
                <th scope="row" colSpan={inicioPie} className="movil-titulo">
                  {etiquetaPie}
                </th>
              )}
              {columnas.slice(etiquetaPie !== undefined && inicioPie > 0 ? inicioPie : 0).map((c) => (
                <td key={c.id} className={clases(claseTipo(c.tipo), enMovil(c) === 'oculta' ? 'movil-oculta' : undefined)} data-testid={c.testIdPie} data-cabecera={c.pie ? c.cabecera : undefined}>
                  {c.pie?.(filas)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
