/**
 * Lista de sistemas (/sistemas/): declaración para la lista genérica con número, descripción, tipo,
 * cliente (relacionado) y estado; búsqueda por número, descripción y cliente, filtro por tipo, orden por
 * número o descripción y enlace a la ficha de cada sistema.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { CampoBusqueda, CampoRelacionado, ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import type { Sistema } from './MarcoSistema';
import { etiquetaEstadoSistema, etiquetasSistema, etiquetasTipoSistema, TEXTOS_SISTEMAS as T, tiposSistema } from './sistemas.labels';

const relacionados: readonly CampoRelacionado<Sistema>[] = [{ id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' }];

const busqueda: readonly CampoBusqueda<Sistema>[] = [{ campo: 'numero' }, { campo: 'descripcion' }, { relacionado: 'cliente' }];

const filtros: readonly FiltroLista<Sistema>[] = [
  {
    tipo: 'opciones',
    id: 'tipo',
    etiqueta: etiquetasSistema.tipo,
    campo: 'tipo',
    todas: T.todosTipos,
    opciones: tiposSistema.map((t) => ({ valor: t, etiqueta: etiquetasTipoSistema[t] })),
  },
];

const ordenes: readonly OpcionOrden<Sistema>[] = [
  { id: 'numero', etiqueta: etiquetasSistema.numero, campo: 'numero', direccion: 'asc' },
  { id: 'descripcion', etiqueta: etiquetasSistema.descripcion, campo: 'descripcion', direccion: 'asc' },
];

const columnas: readonly ColumnaLista<Sistema>[] = [
  { id: 'numero', cabecera: etiquetasSistema.numero, principal: true, celda: ({ doc }) => doc.numero },
  { id: 'descripcion', cabecera: etiquetasSistema.descripcion, celda: ({ doc }) => doc.descripcion },
  { id: 'tipo', cabecera: etiquetasSistema.tipo, celda: ({ doc }) => etiquetasTipoSistema[doc.tipo] },
  { id: 'cliente', cabecera: etiquetasSistema.cliente, celda: ({ relacionados: r }) => r.cliente ?? T.sinClienteDescargado },
  { id: 'estado', cabecera: etiquetasSistema.estado, celda: ({ doc }) => etiquetaEstadoSistema(doc.estado) },
];

export function SistemasScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo<DefinicionLista<Sistema>>(
    () => ({
      id: `sistemas:${idusuario}`,
      coleccion: (db) => db.sistema,
      selectorBase: {},
      columnas,
      relacionados,
      busqueda,
      filtros,
      ordenes,
      nombre: { singular: 'sistema', plural: 'sistemas' },
      vacio: T.vacio,
      enlace: (doc, contenido) => (
        <Link to="/sistemas/$idsistema" params={{ idsistema: doc.idsistema }} className="enlace-fila">
          {contenido}
        </Link>
      ),
      etiquetaFila: (doc) => `Sistema ${doc.numero} ${doc.descripcion}`,
    }),
    [idusuario],
  );
  return <ListaScreen titulo={T.titulo} definicion={definicion} />;
}
