/**
 * Lista de puestos de servicio (/puestos-servicio/): los del dispositivo (el vigilante baja los suyos; la
 * supervisión, todos) con código, nombre, población y cliente (leído por id); búsqueda por código,
 * nombre, población y cliente, y orden por nombre o código. Sin alta: los puestos los da la supervisión.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, OpcionOrden } from '../../ui/lista/tipos';
import { etiquetasPuesto as E, TEXTOS_PUESTOS as T } from './puestos.labels';

type Puesto = DocDe<'puestoservicio'>;

const columnas: readonly ColumnaLista<Puesto>[] = [
  { id: 'codigo', cabecera: E.codigo, principal: true, celda: ({ doc }) => doc.codigo },
  { id: 'nombre', cabecera: E.nombre, celda: ({ doc }) => doc.nombre },
  { id: 'poblacion', cabecera: E.poblacion, celda: ({ doc }) => doc.poblacion ?? '' },
  { id: 'cliente', cabecera: E.cliente, celda: ({ doc, relacionados: r }) => (doc.idcliente ? (r.cliente ?? T.noEsta) : '') },
];

const ordenes: readonly OpcionOrden<Puesto>[] = [
  { id: 'nombre-az', etiqueta: T.nombreAz, campo: 'nombre', direccion: 'asc' },
  { id: 'nombre-za', etiqueta: T.nombreZa, campo: 'nombre', direccion: 'desc' },
  { id: 'codigo', etiqueta: T.codigoAsc, campo: 'codigo', direccion: 'asc' },
];

export const definicionPuestos = (id: string): DefinicionLista<Puesto> => ({
  id,
  coleccion: (db) => db.puestoservicio,
  selectorBase: { estado: { $gt: 0 } },
  columnas,
  relacionados: [{ id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' }],
  busqueda: [{ campo: 'codigo' }, { campo: 'nombre' }, { campo: 'poblacion' }, { relacionado: 'cliente' }],
  filtros: [],
  ordenes,
  nombre: { singular: 'puesto', plural: 'puestos' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/puestos-servicio/$idpuesto_servicio" params={{ idpuesto_servicio: doc.idpuesto_servicio }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Puesto ${doc.codigo} ${doc.nombre}`,
});

export function PuestosScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionPuestos(`puestos-servicio:${idusuario}`), [idusuario]);
  return <ListaScreen titulo={T.titulo} definicion={definicion} />;
}
