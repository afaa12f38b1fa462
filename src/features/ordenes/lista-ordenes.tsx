/**
 * Declaraciones compartidas de las listas de órdenes (pendientes, finalizadas, finalizadas del técnico):
 * columnas, búsqueda por número, descripción y cliente (relacionado), filtros de prioridad y fechas, y
 * orden por fecha (la más reciente por la clave fecha_desc), número o prioridad. `definicionOrdenes`
 * arma la DefinicionLista con el selector de cada pantalla.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import type { DocDe } from '../../../schemas';
import { formatearFecha } from '../../lib/formato';
import type { CampoBusqueda, CampoRelacionado, ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { etiquetaEstadoOrden, etiquetaPrioridadOrden, etiquetasOrden, etiquetasPrioridadOrden, nombreOrden, opcionesPrioridadOrden } from './ordenes.labels';

export type Orden = DocDe<'ordentrabajo'>;

const relacionados: readonly CampoRelacionado<Orden>[] = [
  { id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' },
  { id: 'sistema', coleccion: 'sistema', clave: 'idsistema', campo: 'numero' },
];

const busqueda: readonly CampoBusqueda<Orden>[] = [{ campo: 'numero' }, { campo: 'descripcion' }, { relacionado: 'cliente' }];

const filtros: readonly FiltroLista<Orden>[] = [
  {
    tipo: 'opciones',
    id: 'prioridad',
    etiqueta: etiquetasOrden.prioridad,
    campo: 'prioridad',
    numerico: true,
    todas: 'Todas las prioridades',
    opciones: opcionesPrioridadOrden.map((p) => ({ valor: String(p), etiqueta: etiquetasPrioridadOrden[p] })),
  },
  { tipo: 'fecha-desde', id: 'desde', etiqueta: 'Fecha desde', campo: 'fecha' },
  { tipo: 'fecha-hasta', id: 'hasta', etiqueta: 'Fecha hasta', campo: 'fecha' },
];

const ordenes: readonly OpcionOrden<Orden>[] = [
  { id: 'fecha-reciente', etiqueta: 'Fecha más reciente', campo: 'fecha', direccion: 'desc' },
  { id: 'fecha-antigua', etiqueta: 'Fecha más antigua', campo: 'fecha', direccion: 'asc' },
  { id: 'numero', etiqueta: 'Número', campo: 'numero', direccion: 'asc' },
  { id: 'prioridad', etiqueta: 'Prioridad más alta', campo: 'prioridad', direccion: 'asc' },
];

const columnas: readonly ColumnaLista<Orden>[] = [
  { id: 'numero', cabecera: etiquetasOrden.numero, principal: true, celda: ({ doc }) => nombreOrden(doc.numero) },
  { id: 'fecha', cabecera: etiquetasOrden.fecha, celda: ({ doc }) => formatearFecha(doc.fecha) },
  { id: 'cliente', cabecera: etiquetasOrden.cliente, celda: ({ relacionados: r }) => r.cliente ?? 'Cliente no descargado' },
  { id: 'sistema', cabecera: etiquetasOrden.sistema, celda: ({ doc, relacionados: r }) => (doc.idsistema ? (r.sistema ?? 'Sistema no descargado') : 'Sin sistema') },
  { id: 'descripcion', cabecera: etiquetasOrden.descripcion, celda: ({ doc }) => doc.descripcion },
  { id: 'prioridad', cabecera: etiquetasOrden.prioridad, celda: ({ doc }) => etiquetaPrioridadOrden(doc.prioridad) },
  {
    id: 'estado',
    cabecera: etiquetasOrden.estado,
    celda: ({ doc }) => <span className={`etiqueta etiqueta-estado-${doc.estado}`}>{etiquetaEstadoOrden(doc.estado)}</span>,
  },
];

export const enlaceOrden = (doc: Orden, contenido: ReactNode): ReactNode => (
  <Link to="/ordenes/$idorden_trabajo" params={{ idorden_trabajo: doc.idorden_trabajo }} className="enlace-fila">
    {contenido}
  </Link>
);

export interface OpcionesListaOrdenes {
  id: string;
  selectorBase: MangoQuerySelector<Orden>;
  vacio: string;
}

export const definicionOrdenes = (o: OpcionesListaOrdenes): DefinicionLista<Orden> => ({
  id: o.id,
  coleccion: (db) => db.ordentrabajo,
  selectorBase: o.selectorBase,
  columnas,
  relacionados,
  busqueda,
  filtros,
  ordenes,
  nombre: { singular: 'orden', plural: 'órdenes' },
  vacio: o.vacio,
  enlace: enlaceOrden,
  etiquetaFila: (doc) => nombreOrden(doc.numero),
});
