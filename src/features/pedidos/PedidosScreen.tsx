/**
 * Lista de pedidos (/pedidos/) de la delegación del usuario: número, fecha, situación, tipo, cliente o
 * técnico (leídos por id) y fecha de entrega. Por defecto, los pendientes y servidos en parte primero;
 * filtros por situación y tipo; búsqueda por número (y por el nombre del cliente o del técnico). Cada
 * fila lleva a servir el pedido.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ETIQUETAS_SITUACION, type SituacionPedido } from '../../../replication/pedidos';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { etiquetasPedido as E, ETIQUETAS_TIPO_PEDIDO, TEXTOS_PEDIDOS as T } from './pedidos.labels';
import './pedidos.css';

export type Pedido = DocDe<'pedidocli'>;

const SITUACIONES: readonly SituacionPedido[] = ['pendiente', 'parcial', 'servido'];

const columnas: readonly ColumnaLista<Pedido>[] = [
  { id: 'numero', cabecera: E.numero, principal: true, celda: ({ doc }) => doc.numero },
  { id: 'fecha', cabecera: E.fecha, celda: ({ doc }) => formatearFecha(doc.fecha) },
  { id: 'situacion', cabecera: E.situacion, celda: ({ doc }) => <span className={`situacion-pedido situacion-${doc.situacion}`}>{ETIQUETAS_SITUACION[doc.situacion]}</span> },
  { id: 'tipo', cabecera: E.tipo, celda: ({ doc }) => ETIQUETAS_TIPO_PEDIDO[doc.tipo] },
  {
    id: 'destinatario',
    cabecera: E.destinatario,
    celda: ({ doc, relacionados: r }) => (doc.tipo === 'cliente' ? (doc.idcliente ? (r.cliente ?? T.noEsta) : T.sinDestinatario) : doc.idtecnico ? (r.tecnico ?? T.noEsta) : T.sinDestinatario),
  },
  { id: 'fecha_entrega', cabecera: E.fecha_entrega, celda: ({ doc }) => formatearFecha(doc.fecha_entrega) },
];

// 'parcial' < 'pendiente' < 'servido': por situación, lo que queda por servir va primero.
const ordenes: readonly OpcionOrden<Pedido>[] = [
  { id: 'situacion', etiqueta: T.pendientesPrimero, campo: 'situacion', direccion: 'asc' },
  { id: 'fecha', etiqueta: T.masRecientes, campo: 'fecha', direccion: 'desc' },
  { id: 'numero', etiqueta: T.porNumero, campo: 'numero', direccion: 'asc' },
];

const filtros: readonly FiltroLista<Pedido>[] = [
  {
    tipo: 'opciones',
    id: 'situacion',
    etiqueta: E.situacion,
    campo: 'situacion',
    todas: T.todasSituaciones,
    opciones: SITUACIONES.map((s) => ({ valor: s, etiqueta: ETIQUETAS_SITUACION[s] })),
  },
  {
    tipo: 'opciones',
    id: 'tipo',
    etiqueta: E.tipo,
    campo: 'tipo',
    todas: T.todosTipos,
    opciones: (['cliente', 'tecnico'] as const).map((t) => ({ valor: t, etiqueta: ETIQUETAS_TIPO_PEDIDO[t] })),
  },
];

export const definicionPedidos = (id: string, iddelegacion: string | null): DefinicionLista<Pedido> => ({
  id,
  coleccion: (db) => db.pedidocli,
  selectorBase: iddelegacion === null ? { estado: { $gt: 0 } } : { iddelegacion: { $eq: iddelegacion }, estado: { $gt: 0 } },
  columnas,
  relacionados: [
    { id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' },
    { id: 'tecnico', coleccion: 'tecnico', clave: 'idtecnico', campo: 'nombre' },
  ],
  busqueda: [{ campo: 'numero' }, { relacionado: 'cliente' }, { relacionado: 'tecnico' }],
  filtros,
  ordenes,
  nombre: { singular: 'pedido', plural: 'pedidos' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/pedidos/$idpedidocli/servir" params={{ idpedidocli: doc.idpedidocli }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => T.pedido(doc.numero),
});

export function PedidosScreen() {
  const { sesion } = useVigia();
  const { idusuario, iddelegacion } = sesion.usuario;
  const definicion = useMemo(() => definicionPedidos(`pedidos:${idusuario}`, iddelegacion), [idusuario, iddelegacion]);
  return <ListaScreen titulo={T.titulo} definicion={definicion} />;
}
