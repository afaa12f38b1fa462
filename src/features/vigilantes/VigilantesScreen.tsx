/**
 * Lista de vigilantes (/vigilantes/): el catálogo con nombre, TIP, categoría y delegación (leída por id);
 * búsqueda por nombre, TIP y categoría, y orden por nombre o TIP. Los vigilantes los da la empresa: sin alta.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, OpcionOrden } from '../../ui/lista/tipos';
import { etiquetasVigilante as E, TEXTOS_VIGILANTES as T } from './vigilantes.labels';

type Vigilante = DocDe<'vigilante'>;

const columnas: readonly ColumnaLista<Vigilante>[] = [
  { id: 'nombre', cabecera: E.nombre, principal: true, celda: ({ doc }) => doc.nombre },
  { id: 'tip', cabecera: E.tip, celda: ({ doc }) => doc.tip },
  { id: 'categoria', cabecera: E.categoria, celda: ({ doc }) => doc.categoria },
  { id: 'delegacion', cabecera: E.delegacion, celda: ({ relacionados: r }) => r.delegacion ?? '' },
];

const ordenes: readonly OpcionOrden<Vigilante>[] = [
  { id: 'nombre-az', etiqueta: T.nombreAz, campo: 'nombre', direccion: 'asc' },
  { id: 'nombre-za', etiqueta: T.nombreZa, campo: 'nombre', direccion: 'desc' },
  { id: 'tip', etiqueta: T.tipAsc, campo: 'tip', direccion: 'asc' },
];

export const definicionVigilantes = (id: string): DefinicionLista<Vigilante> => ({
  id,
  coleccion: (db) => db.vigilante,
  selectorBase: { estado: { $gt: 0 } },
  columnas,
  relacionados: [{ id: 'delegacion', coleccion: 'delegacion', clave: 'iddelegacion', campo: 'nombre' }],
  busqueda: [{ campo: 'nombre' }, { campo: 'tip' }, { campo: 'categoria' }],
  filtros: [],
  ordenes,
  nombre: { singular: 'vigilante', plural: 'vigilantes' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/vigilantes/$idvigilante" params={{ idvigilante: doc.idvigilante }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Vigilante ${doc.nombre} TIP ${doc.tip}`,
});

export function VigilantesScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionVigilantes(`vigilantes:${idusuario}`), [idusuario]);
  return <ListaScreen titulo={T.titulo} definicion={definicion} />;
}
