/**
 * Listas de operaciones comerciales, todas con una declaración (definicionOperaciones) y un selector
 * base: todas las del dispositivo, abiertas, cerradas y las de un cliente, un cliente potencial, un
 * sistema o una orden (para montarlas bajo otras rutas). Búsqueda por título y por el nombre del
 * cliente o cliente potencial, filtros de etapa y situación, orden por fecha de alta y fecha prevista
 * de cierre. 'Nueva operación' abre el alta con el titular ya elegido si la lista es de uno.
 */
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { ListaConAlta } from '../../ui/lista/ListaConAlta';
import { usePorPadre, type PropsListaEntidad } from '../../ui/lista/por-padre';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { ETAPAS, esCerrada, RELACIONADOS_TITULAR, selectorSituacion, type Operacion, type Situacion } from './operaciones';
import { ETIQUETAS_ETAPA, etiquetasOperacion, TEXTOS_OPERACIONES as T, textoTitular } from './operaciones.labels';
import { BarraSituacion, type OpcionSituacion } from '../../ui/lista/BarraSituacion';

const filtros: readonly FiltroLista<Operacion>[] = [
  {
    tipo: 'opciones',
    id: 'etapa',
    etiqueta: etiquetasOperacion.etapa,
    campo: 'etapa',
    todas: T.todasEtapas,
    opciones: ETAPAS.map((e) => ({ valor: e, etiqueta: ETIQUETAS_ETAPA[e] })),
  },
  { tipo: 'fecha-desde', id: 'cierre-desde', etiqueta: 'Cierre previsto desde', campo: 'fprevista_cierre' },
  { tipo: 'fecha-hasta', id: 'cierre-hasta', etiqueta: 'Cierre previsto hasta', campo: 'fprevista_cierre' },
];

const ordenes: readonly OpcionOrden<Operacion>[] = [
  { id: 'alta-reciente', etiqueta: 'Fecha de alta más reciente', campo: 'fecha_alta', direccion: 'desc' },
  { id: 'alta-antigua', etiqueta: 'Fecha de alta más antigua', campo: 'fecha_alta', direccion: 'asc' },
  { id: 'cierre-proximo', etiqueta: 'Cierre previsto más próximo', campo: 'fprevista_cierre', direccion: 'asc' },
  { id: 'cierre-lejano', etiqueta: 'Cierre previsto más lejano', campo: 'fprevista_cierre', direccion: 'desc' },
];

const titularFila = (doc: Operacion, r: Readonly<Record<string, string | undefined>>): string =>
  doc.idcliente !== ''
    ? textoTitular('cliente', r.cliente ?? T.titularNoDescargado)
    : doc.idcliente_potencial !== ''
      ? textoTitular('potencial', r.potencial ?? T.titularNoDescargado)
      : T.sinTitular;

const columnas: readonly ColumnaLista<Operacion>[] = [
  { id: 'titulo', cabecera: etiquetasOperacion.titulo, principal: true, celda: ({ doc }) => doc.titulo },
  { id: 'titular', cabecera: etiquetasOperacion.titular, celda: ({ doc, relacionados: r }) => titularFila(doc, r) },
  {
    id: 'etapa',
    cabecera: etiquetasOperacion.etapa,
    celda: ({ doc }) => `${ETIQUETAS_ETAPA[doc.etapa]}${esCerrada(doc.etapa) ? '' : ` · ${doc.probabilidad} %`}`,
  },
  { id: 'fecha_alta', cabecera: etiquetasOperacion.fecha_alta, celda: ({ doc }) => formatearFecha(doc.fecha_alta) },
  { id: 'fprevista_cierre', cabecera: etiquetasOperacion.fprevista_cierre, celda: ({ doc }) => formatearFecha(doc.fprevista_cierre) },
  { id: 'importe_estimado', cabecera: etiquetasOperacion.importe_estimado, celda: ({ doc }) => formatearMoneda(doc.importe_estimado) },
];

export interface OpcionesListaOperaciones {
  id: string;
  selectorBase: MangoQuerySelector<Operacion>;
  vacio?: string;
}

/** La declaración de toda lista de operaciones: cambia el selector base (y la clave del estado guardado). */
export const definicionOperaciones = ({ id, selectorBase, vacio = T.vacio }: OpcionesListaOperaciones): DefinicionLista<Operacion> => ({
  id,
  coleccion: (db) => db.operacioncrm,
  selectorBase: { ...selectorBase, estado: { $gt: 0 } },
  columnas,
  relacionados: RELACIONADOS_TITULAR,
  busqueda: [{ campo: 'titulo' }, { relacionado: 'cliente' }, { relacionado: 'potencial' }],
  filtros,
  ordenes,
  nombre: { singular: 'operación', plural: 'operaciones' },
  vacio,
  enlace: (doc, contenido) => (
    <Link to="/operaciones/$idoperacioncrm" params={{ idoperacioncrm: doc.idoperacioncrm }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Operación ${doc.titulo}`,
});

/** Lo que preselecciona el alta desde una lista de un titular, un sistema o una orden. */
export interface PreseleccionOperacion {
  idcliente?: string;
  idcliente_potencial?: string;
  idsistema?: string;
  idorden_trabajo?: string;
}

interface PropsListaOperaciones extends PropsListaEntidad<Operacion, PreseleccionOperacion> {
  /** Enlaces Todas / Abiertas / Cerradas (la lista general). */
  situacion?: Situacion | 'todas';
}

/** Todas / Abiertas / Cerradas, cada una en su ruta. */
const SITUACIONES: readonly OpcionSituacion<Situacion | 'todas'>[] = [
  { situacion: 'todas', texto: T.todas, to: '/operaciones/' },
  { situacion: 'abiertas', texto: T.soloAbiertas, to: '/operaciones/abiertas' },
  { situacion: 'cerradas', texto: T.soloCerradas, to: '/operaciones/cerradas' },
];

function ListaOperaciones({ titulo, id, selectorBase, preseleccion, situacion }: PropsListaOperaciones) {
  const definir = useCallback((clave: string) => definicionOperaciones({ id: clave, selectorBase }), [selectorBase]);
  const alta = (
    <Link to="/operaciones/add" search={preseleccion ?? {}} className="boton boton-primario">
      {T.nueva}
    </Link>
  );
  return (
    <ListaConAlta titulo={titulo} id={id} definir={definir} objeto="operacioncrm" alta={alta}>
      {situacion !== undefined && (
        <BarraSituacion etiqueta={etiquetasOperacion.situacion} opciones={SITUACIONES} actual={situacion} />
      )}
    </ListaConAlta>
  );
}

const TODAS: MangoQuerySelector<Operacion> = {};
const ABIERTAS: MangoQuerySelector<Operacion> = selectorSituacion('abiertas');
const CERRADAS: MangoQuerySelector<Operacion> = selectorSituacion('cerradas');

export function OperacionesScreen() {
  return <ListaOperaciones titulo={T.titulo} id="operaciones" selectorBase={TODAS} situacion="todas" />;
}

export function OperacionesAbiertasScreen() {
  return <ListaOperaciones titulo={T.abiertas} id="operaciones-abiertas" selectorBase={ABIERTAS} situacion="abiertas" />;
}

export function OperacionesCerradasScreen() {
  return <ListaOperaciones titulo={T.cerradas} id="operaciones-cerradas" selectorBase={CERRADAS} situacion="cerradas" />;
}

export function OperacionesDeClienteScreen({ idcliente }: { idcliente: string }) {
  return <ListaOperaciones titulo={T.deCliente} {...usePorPadre('operaciones-cliente', 'idcliente', idcliente)} />;
}

export function OperacionesDeClientePotencialScreen({ idcliente_potencial }: { idcliente_potencial: string }) {
  return <ListaOperaciones titulo={T.deClientePotencial} {...usePorPadre('operaciones-potencial', 'idcliente_potencial', idcliente_potencial)} />;
}

export function OperacionesDeSistemaScreen({ idsistema }: { idsistema: string }) {
  return <ListaOperaciones titulo={T.deSistema} {...usePorPadre('operaciones-sistema', 'idsistema', idsistema)} />;
}

export function OperacionesDeOrdenScreen({ idorden_trabajo }: { idorden_trabajo: string }) {
  return <ListaOperaciones titulo={T.deOrden} {...usePorPadre('operaciones-orden', 'idorden_trabajo', idorden_trabajo)} />;
}

/**
 * Las operaciones que llevaron a un presupuesto (su idpresupuestocli). El alta desde aquí no preselecciona
 * nada: la operación nace antes que el presupuesto y se le enlaza al crearlo.
 */
export function OperacionesDePresupuestoScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  const { id, selectorBase } = usePorPadre('operaciones-presupuesto', 'idpresupuestocli', idpresupuestocli);
  return <ListaOperaciones titulo={T.dePresupuesto} id={id} selectorBase={selectorBase} />;
}
