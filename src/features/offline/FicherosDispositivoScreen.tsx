/**
 * /offline/ficheros: los ficheros adjuntos que hay en este dispositivo (de los partes, sistemas y demás
 * registros descargados, y los creados sin conexión), en la lista genérica: nombre, tipo, tamaño y
 * fecha; búsqueda por nombre y enlace a la ficha de cada fichero.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearBytes, formatearFechaHora } from '../../lib/formato';
import { describirTipoMime } from '../../lib/tipos-mime';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { CampoBusqueda, ColumnaLista, DefinicionLista, OpcionOrden } from '../../ui/lista/tipos';

type Fichero = DocDe<'fichero'>;

const busqueda: readonly CampoBusqueda<Fichero>[] = [{ campo: 'nombre' }];
const ordenes: readonly OpcionOrden<Fichero>[] = [
  { id: 'creado', etiqueta: 'Más recientes primero', campo: 'creado', direccion: 'desc' },
  { id: 'nombre', etiqueta: 'Nombre', campo: 'nombre', direccion: 'asc' },
];
const columnas: readonly ColumnaLista<Fichero>[] = [
  { id: 'nombre', cabecera: 'Nombre', principal: true, celda: ({ doc }) => doc.nombre },
  { id: 'tipo', cabecera: 'Tipo', celda: ({ doc }) => describirTipoMime(doc.tipo) },
  { id: 'tamano', cabecera: 'Tamaño', celda: ({ doc }) => formatearBytes(doc.tamano) },
  { id: 'creado', cabecera: 'Fecha', celda: ({ doc }) => formatearFechaHora(doc.creado) },
];

export const TITULO_FICHEROS_DISPOSITIVO = 'Ficheros en el dispositivo';

export function FicherosDispositivoScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo<DefinicionLista<Fichero>>(
    () => ({
      id: `ficheros-dispositivo:${idusuario}`,
      coleccion: (db) => db.fichero,
      selectorBase: { estado: { $gt: 0 } },
      columnas,
      relacionados: [],
      busqueda,
      filtros: [],
      ordenes,
      nombre: { singular: 'fichero', plural: 'ficheros' },
      vacio: 'No hay ficheros en este dispositivo',
      enlace: (doc, contenido) => (
        <Link
          to="/ficheros/$id/$idtabla/$idfichero"
          params={{ id: doc.id, idtabla: String(doc.idtabla), idfichero: doc.idfichero }}
          className="enlace-fila"
        >
          {contenido}
        </Link>
      ),
      etiquetaFila: (doc) => `Fichero ${doc.nombre}`,
    }),
    [idusuario],
  );
  return <ListaScreen titulo={TITULO_FICHEROS_DISPOSITIVO} definicion={definicion} />;
}
