/**
 * Listas de presupuestos con una declaración (definicionPresupuestos) y un selector base: pendientes (en
 * elaboración o del cliente), aceptados (y firmados), rechazados y los de un cliente o cliente
 * potencial. Búsqueda por número, título y nombre del titular; filtro de estado; orden por fecha y por
 * total. 'Nuevo presupuesto' y 'Desde plantilla' abren el alta con el titular ya elegido si la lista es de uno.
 */
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { NOMBRE_ESTADO_PRESUPUESTO, nombreEstado } from '../../../replication/presupuestos';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { ListaConAlta } from '../../ui/lista/ListaConAlta';
import { usePorPadre, type PropsListaEntidad } from '../../ui/lista/por-padre';
import { filtroEstado, type ColumnaLista, type DefinicionLista, type FiltroLista, type OpcionOrden } from '../../ui/lista/tipos';
import { RELACIONADOS_TITULAR } from '../operaciones/operaciones';
import { TEXTOS_OPERACIONES, textoTitular } from '../operaciones/operaciones.labels';
import { ESTADOS_SITUACION, selectorSituacion, type Presupuesto, type SituacionPresupuesto } from './presupuestos';
import { etiquetasPresupuesto as E, TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';
import { BarraSituacion, type OpcionSituacion } from '../../ui/lista/BarraSituacion';

const ordenes: readonly OpcionOrden<Presupuesto>[] = [
  { id: 'fecha-reciente', etiqueta: 'Fecha más reciente', campo: 'fecha', direccion: 'desc' },
  { id: 'fecha-antigua', etiqueta: 'Fecha más antigua', campo: 'fecha', direccion: 'asc' },
  { id: 'total-mayor', etiqueta: 'Total mayor', campo: 'total', direccion: 'desc' },
  { id: 'total-menor', etiqueta: 'Total menor', campo: 'total', direccion: 'asc' },
];

const filtrosDe = (estados: readonly number[]): readonly FiltroLista<Presupuesto>[] => [
  filtroEstado<Presupuesto>(estados, nombreEstado),
  { tipo: 'fecha-desde', id: 'fecha-desde', etiqueta: 'Fecha desde', campo: 'fecha' },
  { tipo: 'fecha-hasta', id: 'fecha-hasta', etiqueta: 'Fecha hasta', campo: 'fecha' },
];

const titularFila = (doc: Presupuesto, r: Readonly<Record<string, string | undefined>>): string =>
  doc.idcliente !== ''
    ? textoTitular('cliente', r.cliente ?? TEXTOS_OPERACIONES.titularNoDescargado)
    : textoTitular('potencial', r.potencial ?? TEXTOS_OPERACIONES.titularNoDescargado);

const columnas: readonly ColumnaLista<Presupuesto>[] = [
  { id: 'numero', cabecera: E.numero, celda: ({ doc }) => doc.numero },
  { id: 'titulo', cabecera: E.titulo, principal: true, celda: ({ doc }) => doc.titulo },
  { id: 'titular', cabecera: E.titular, celda: ({ doc, relacionados: r }) => titularFila(doc, r) },
  { id: 'estado', cabecera: E.estado, celda: ({ doc }) => nombreEstado(doc.estado) },
  { id: 'fecha', cabecera: E.fecha, celda: ({ doc }) => formatearFecha(doc.fecha) },
  { id: 'total', cabecera: E.total, celda: ({ doc }) => formatearMoneda(doc.total) },
];

export interface OpcionesListaPresupuestos {
  id: string;
  selectorBase: MangoQuerySelector<Presupuesto>;
  estados: readonly number[];
}

/** La declaración de toda lista de presupuestos: cambian el selector base y los estados del filtro. */
export const definicionPresupuestos = ({ id, selectorBase, estados }: OpcionesListaPresupuestos): DefinicionLista<Presupuesto> => ({
  id,
  coleccion: (db) => db.presupuestocli,
  selectorBase: { estado: { $gt: 0 }, ...selectorBase },
  columnas,
  relacionados: RELACIONADOS_TITULAR,
  busqueda: [{ campo: 'numero' }, { campo: 'titulo' }, { relacionado: 'cliente' }, { relacionado: 'potencial' }],
  filtros: filtrosDe(estados),
  ordenes,
  nombre: { singular: 'presupuesto', plural: 'presupuestos' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/presupuestos/$idpresupuestocli" params={{ idpresupuestocli: doc.idpresupuestocli }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Presupuesto ${doc.numero} ${doc.titulo}`,
});

interface PreseleccionPresupuesto {
  idcliente?: string;
  idcliente_potencial?: string;
}

interface PropsListaPresupuestos extends PropsListaEntidad<Presupuesto, PreseleccionPresupuesto> {
  situacion?: SituacionPresupuesto;
  estados: readonly number[];
}

/** Pendientes / Aceptados / Rechazados, cada una en su ruta. */
const SITUACIONES: readonly OpcionSituacion<SituacionPresupuesto>[] = [
  { situacion: 'pendientes', texto: T.soloPendientes, to: '/presupuestos/pendientes' },
  { situacion: 'aceptados', texto: T.soloAceptados, to: '/presupuestos/aceptados' },
  { situacion: 'rechazados', texto: T.soloRechazados, to: '/presupuestos/rechazados' },
];

function ListaPresupuestos({ titulo, id, selectorBase, preseleccion, situacion, estados }: PropsListaPresupuestos) {
  const definir = useCallback((clave: string) => definicionPresupuestos({ id: clave, selectorBase, estados }), [selectorBase, estados]);
  const alta = (
    <>
      <Link to="/presupuestos/add" search={preseleccion ?? {}} className="boton boton-primario">
        {T.nuevo}
      </Link>
      <Link to="/presupuestos/add-plantilla" search={preseleccion ?? {}} className="boton">
        {T.desdePlantilla}
      </Link>
    </>
  );
  return (
    <ListaConAlta titulo={titulo} id={id} definir={definir} objeto="presupuestocli" alta={alta}>
      {situacion !== undefined && (
        <BarraSituacion etiqueta={T.situacion} opciones={SITUACIONES} actual={situacion} />
      )}
    </ListaConAlta>
  );
}

const SELECTORES: Record<SituacionPresupuesto, MangoQuerySelector<Presupuesto>> = {
  pendientes: selectorSituacion('pendientes'),
  aceptados: selectorSituacion('aceptados'),
  rechazados: selectorSituacion('rechazados'),
};
const TODOS_ESTADOS = Object.keys(NOMBRE_ESTADO_PRESUPUESTO).map(Number).filter((e) => e > 0);

export function PresupuestosPendientesScreen() {
  return <ListaPresupuestos titulo={T.pendientes} id="presupuestos-pendientes" selectorBase={SELECTORES.pendientes} situacion="pendientes" estados={ESTADOS_SITUACION.pendientes} />;
}

export function PresupuestosAceptadosScreen() {
  return <ListaPresupuestos titulo={T.aceptados} id="presupuestos-aceptados" selectorBase={SELECTORES.aceptados} situacion="aceptados" estados={ESTADOS_SITUACION.aceptados} />;
}

export function PresupuestosRechazadosScreen() {
  return <ListaPresupuestos titulo={T.rechazados} id="presupuestos-rechazados" selectorBase={SELECTORES.rechazados} situacion="rechazados" estados={ESTADOS_SITUACION.rechazados} />;
}

export function PresupuestosDeClienteScreen({ idcliente }: { idcliente: string }) {
  return <ListaPresupuestos titulo={T.deCliente} {...usePorPadre('presupuestos-cliente', 'idcliente', idcliente)} estados={TODOS_ESTADOS} />;
}

export function PresupuestosDeClientePotencialScreen({ idcliente_potencial }: { idcliente_potencial: string }) {
  return <ListaPresupuestos titulo={T.deClientePotencial} {...usePorPadre('presupuestos-potencial', 'idcliente_potencial', idcliente_potencial)} estados={TODOS_ESTADOS} />;
}
