/**
 * /offline/articulos: el catálogo del dispositivo con la lista genérica (búsqueda por código,
 * descripción y familia, sin tildes) y las existencias de la furgoneta del técnico en cada artículo.
 */
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { formatearMoneda } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { useAlmacenes, useExistencias } from './consultas';
import { disponibles } from './existencias';
import { TITULO_ARTICULOS } from './offline.labels';

type Articulo = DocDe<'articulo'>;

export const definicionArticulos = (existencias: ReadonlyMap<string, number> | null): DefinicionLista<Articulo> => ({
  id: 'offline-articulos',
  coleccion: (db) => db.articulo,
  selectorBase: { estado: { $gt: 0 } },
  columnas: [
    { id: 'codigo', cabecera: 'Código', principal: true, celda: ({ doc }) => doc.codigo },
    { id: 'descripcion', cabecera: 'Descripción', celda: ({ doc }) => doc.descripcion },
    { id: 'familia', cabecera: 'Familia', celda: ({ doc }) => doc.familia },
    { id: 'precio', cabecera: 'Precio', celda: ({ doc }) => formatearMoneda(doc.precio) },
    { id: 'furgoneta', cabecera: 'En la furgoneta', celda: ({ doc }) => (existencias ? formatearUnidades(disponibles(existencias, doc.idarticulo)) : '—') },
  ],
  relacionados: [],
  busqueda: [{ campo: 'codigo' }, { campo: 'descripcion' }, { campo: 'familia' }],
  filtros: [],
  ordenes: [
    { id: 'codigo', etiqueta: 'Código', campo: 'codigo', direccion: 'asc' },
    { id: 'descripcion', etiqueta: 'Descripción', campo: 'descripcion', direccion: 'asc' },
  ],
  nombre: { singular: 'artículo', plural: 'artículos' },
  vacio: 'No hay artículos en este dispositivo',
  enlace: (_doc, contenido) => contenido,
  etiquetaFila: (doc) => `Artículo ${doc.codigo}`,
});

export function ArticulosScreen() {
  const almacenes = useAlmacenes();
  const existencias = useExistencias(almacenes?.furgoneta?.idalmacen ?? '');
  const definicion = useMemo(() => definicionArticulos(almacenes?.furgoneta ? (existencias ?? null) : null), [almacenes, existencias]);
  return <ListaScreen titulo={TITULO_ARTICULOS} definicion={definicion} />;
}
