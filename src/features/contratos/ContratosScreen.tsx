/**
 * Lista de contratos (/contratos/): todos los del dispositivo con número, cliente, título, inicio,
 * duración, total y estado; búsqueda por número, título y nombre del cliente (leído por id), filtro de
 * estado (vigente, finalizado, anulado) y orden por fecha de inicio. Sin alta: un contrato nace de un
 * presupuesto aceptado.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { filtroEstado, type ColumnaLista, type DefinicionLista, type OpcionOrden } from '../../ui/lista/tipos';
import { nombreEstadoContrato, ORDEN_ESTADOS_CONTRATO, type Contrato } from './contratos';
import { etiquetasContrato as E, TEXTOS_CONTRATOS as T } from './contratos.labels';

const columnas: readonly ColumnaLista<Contrato>[] = [
  { id: 'numero', cabecera: E.numero, principal: true, celda: ({ doc }) => doc.numero },
  { id: 'cliente', cabecera: E.cliente, celda: ({ relacionados: r }) => r.cliente ?? T.sinCliente },
  { id: 'titulo', cabecera: E.titulo, celda: ({ doc }) => doc.titulo },
  { id: 'fecha_inicio', cabecera: E.inicio, celda: ({ doc }) => formatearFecha(doc.fecha_inicio) },
  { id: 'duracion', cabecera: E.duracion, celda: ({ doc }) => T.meses(doc.duracion_meses) },
  { id: 'total', cabecera: E.total, celda: ({ doc }) => formatearMoneda(doc.total) },
  { id: 'estado', cabecera: E.estado, celda: ({ doc }) => nombreEstadoContrato(doc.estado) },
];

const ordenes: readonly OpcionOrden<Contrato>[] = [
  { id: 'inicio-reciente', etiqueta: T.inicioReciente, campo: 'fecha_inicio', direccion: 'desc' },
  { id: 'inicio-antiguo', etiqueta: T.inicioAntiguo, campo: 'fecha_inicio', direccion: 'asc' },
];

/** La lista de contratos con la clave del usuario (cada uno guarda su búsqueda, filtros y orden). */
export const definicionContratos = (id: string): DefinicionLista<Contrato> => ({
  id,
  coleccion: (db) => db.contrato,
  selectorBase: {},
  columnas,
  relacionados: [{ id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' }],
  busqueda: [{ campo: 'numero' }, { campo: 'titulo' }, { relacionado: 'cliente' }],
  filtros: [filtroEstado<Contrato>(ORDEN_ESTADOS_CONTRATO, nombreEstadoContrato)],
  ordenes,
  nombre: { singular: 'contrato', plural: 'contratos' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/contratos/$idcontrato" params={{ idcontrato: doc.idcontrato }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Contrato ${doc.numero} ${doc.titulo}`,
});

export function ContratosScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionContratos(`contratos:${idusuario}`), [idusuario]);
  return <ListaScreen titulo={T.titulo} definicion={definicion} />;
}
