/**
 * Declaraciones compartidas de las listas de partes (asignados, finalizados, con fecha fijada, los de una
 * clasificación en una fecha fijada y los de una orden): columnas, búsqueda, filtros, órdenes y enlace a
 * la ficha. Cada pantalla solo dice su selector, sus filtros iniciales, su orden y su texto vacío;
 * `definicionPartes` arma con ello la DefinicionLista de la lista genérica (src/ui/lista).
 */
import type { ReactNode } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { refDoc } from '../../../replication/tx';
import type { DocDe } from '../../../schemas';
import { formatearFecha } from '../../lib/formato';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import { filtroEstado, type CampoBusqueda, type CampoRelacionado, type ColumnaLista, type DefinicionLista, type FiltroLista, type OpcionOrden } from '../../ui/lista/tipos';
import { etiquetaClasificacionParte, etiquetaEstadoParte, etiquetasClasificacionParte, opcionesEstadoParte } from './partes.labels';

export type Parte = DocDe<'partetrabajo'>;

export const relacionadosParte: readonly CampoRelacionado<Parte>[] = [{ id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' }];

export const busquedaParte: readonly CampoBusqueda<Parte>[] = [{ campo: 'numero' }, { campo: 'descripcion' }, { relacionado: 'cliente' }];

export const filtroEstadoParte: FiltroLista<Parte> = filtroEstado<Parte>(opcionesEstadoParte, etiquetaEstadoParte);

export const filtroClasificacionParte: FiltroLista<Parte> = {
  tipo: 'opciones',
  id: 'clasificacion',
  etiqueta: 'Clasificación',
  campo: 'clasificacion',
  todas: 'Todas las clasificaciones',
  opciones: Object.entries(etiquetasClasificacionParte).map(([valor, etiqueta]) => ({ valor, etiqueta })),
};

export const filtrosFechaParte: readonly FiltroLista<Parte>[] = [
  { tipo: 'fecha-desde', id: 'desde', etiqueta: 'Fecha desde', campo: 'fecha' },
  { tipo: 'fecha-hasta', id: 'hasta', etiqueta: 'Fecha hasta', campo: 'fecha' },
];

/** Estado, clasificación y fechas: los filtros de las listas de partes con estados variados. */
export const filtrosParte: readonly FiltroLista<Parte>[] = [filtroEstadoParte, filtroClasificacionParte, ...filtrosFechaParte];

export const ordenFechaReciente: OpcionOrden<Parte> = { id: 'fecha-reciente', etiqueta: 'Fecha más reciente', campo: 'fecha', direccion: 'desc' };
export const ordenFechaAntigua: OpcionOrden<Parte> = { id: 'fecha-antigua', etiqueta: 'Fecha más antigua', campo: 'fecha', direccion: 'asc' };
export const ordenNumeroParte: OpcionOrden<Parte> = { id: 'numero', etiqueta: 'Número', campo: 'numero', direccion: 'asc' };
export const ordenFechaFijadaProxima: OpcionOrden<Parte> = { id: 'ffijada-proxima', etiqueta: 'Fecha fijada más próxima', campo: 'ffijada', direccion: 'asc' };
export const ordenFechaFijadaLejana: OpcionOrden<Parte> = { id: 'ffijada-lejana', etiqueta: 'Fecha fijada más lejana', campo: 'ffijada', direccion: 'desc' };

/** La fecha más reciente primero (clave fecha_desc), la más antigua y el número. */
export const ordenesParte: readonly OpcionOrden<Parte>[] = [ordenFechaReciente, ordenFechaAntigua, ordenNumeroParte];

export const columnaNumeroParte: ColumnaLista<Parte> = { id: 'numero', cabecera: 'Número', principal: true, celda: ({ doc }) => `Parte ${doc.numero}` };
export const columnaFechaParte: ColumnaLista<Parte> = { id: 'fecha', cabecera: 'Fecha', celda: ({ doc }) => formatearFecha(doc.fecha) };
export const columnaFechaFijadaParte: ColumnaLista<Parte> = { id: 'ffijada', cabecera: 'Fecha fijada', celda: ({ doc }) => formatearFecha(doc.ffijada) };
export const columnaClienteParte: ColumnaLista<Parte> = { id: 'cliente', cabecera: 'Cliente', celda: ({ relacionados: r }) => r.cliente ?? 'Cliente no descargado' };
export const columnaDescripcionParte: ColumnaLista<Parte> = { id: 'descripcion', cabecera: 'Descripción', celda: ({ doc }) => doc.descripcion };
export const columnaClasificacionParte: ColumnaLista<Parte> = { id: 'clasificacion', cabecera: 'Clasificación', celda: ({ doc }) => etiquetaClasificacionParte(doc.clasificacion) };

/** Estado del parte y, si tiene cambios en la cola, 'Pendiente de subir'. */
export const columnaEstadoParte = (pendientes: ReadonlySet<string>): ColumnaLista<Parte> => ({
  id: 'estado',
  cabecera: 'Estado',
  celda: ({ doc }) => (
    <span className="etiquetas-celda">
      <span className={`etiqueta etiqueta-estado-${doc.estado}`}>{etiquetaEstadoParte(doc.estado)}</span>
      {pendientes.has(refDoc('partetrabajo', doc.idparte_trabajo)) && <span className="etiqueta etiqueta-aviso">Pendiente de subir</span>}
    </span>
  ),
});

/** Las columnas de siempre: número, fecha, cliente, descripción, clasificación y estado. */
export const columnasParte = (pendientes: ReadonlySet<string>): readonly ColumnaLista<Parte>[] => [
  columnaNumeroParte,
  columnaFechaParte,
  columnaClienteParte,
  columnaDescripcionParte,
  columnaClasificacionParte,
  columnaEstadoParte(pendientes),
];

export const enlaceParte = (doc: Parte, contenido: ReactNode): ReactNode => (
  // Quien no puede abrir el parte (un comercial, en los partes de una orden) ve su número sin enlace.
  <EnlaceGuardado to="/partes/$idparte_trabajo" params={{ idparte_trabajo: doc.idparte_trabajo }} className="enlace-fila" siNoPuede="texto">
    {contenido}
  </EnlaceGuardado>
);

export const etiquetaFilaParte = (doc: Parte): string => `Parte ${doc.numero}`;

export interface OpcionesListaPartes {
  id: string;
  selectorBase: MangoQuerySelector<Parte>;
  columnas: readonly ColumnaLista<Parte>[];
  vacio: string;
  filtros?: readonly FiltroLista<Parte>[];
  filtrosIniciales?: Readonly<Record<string, string>>;
  ordenes?: readonly OpcionOrden<Parte>[];
  /** Enseña partes cerrados: el pie de la historia (DefinicionLista.historial). */
  historial?: true;
}

/** Una lista de partes: lo común (colección, relacionados, búsqueda, enlace) más lo propio de la pantalla. */
export const definicionPartes = (o: OpcionesListaPartes): DefinicionLista<Parte> => ({
  id: o.id,
  coleccion: (db) => db.partetrabajo,
  selectorBase: o.selectorBase,
  columnas: o.columnas,
  relacionados: relacionadosParte,
  busqueda: busquedaParte,
  filtros: o.filtros ?? filtrosParte,
  ...(o.filtrosIniciales ? { filtrosIniciales: o.filtrosIniciales } : {}),
  ordenes: o.ordenes ?? ordenesParte,
  nombre: { singular: 'parte', plural: 'partes' },
  vacio: o.vacio,
  enlace: enlaceParte,
  etiquetaFila: etiquetaFilaParte,
  ...(o.historial ? { historial: o.historial } : {}),
});

/** Selector de los partes del técnico de la sesión (sin idtecnico, usuario con ámbito sobre todo: todos). */
export const selectorTecnico = (idtecnico: string | null): MangoQuerySelector<Parte> => (idtecnico ? { idtecnico: { $eq: idtecnico } } : {});
