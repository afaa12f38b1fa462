/**
 * Listas de citas, todas con una declaración (definicionCitas) y un selector base: las del dispositivo,
 * las de un cliente, un cliente potencial o una operación. Búsqueda por asunto, lugar y nombre del
 * titular, filtro por tipo, orden por inicio y los botones Todas / Pendientes / Realizadas (realizada
 * es un sí/no: cambia el selector base). 'Nueva cita' abre el alta con el titular o la operación ya
 * elegidos; 'Agenda de citas' abre la semana.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { formatearFechaHora, formatearHora } from '../../lib/formato';
import { ListaConAlta } from '../../ui/lista/ListaConAlta';
import { usePorPadre, type PropsListaEntidad } from '../../ui/lista/por-padre';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { RELACIONADOS_TITULAR } from '../operaciones/operaciones';
import { TEXTOS_OPERACIONES, textoTitular } from '../operaciones/operaciones.labels';
import type { Cita } from './citas';
import { ETIQUETAS_TIPO_CITA, etiquetasCita as E, TEXTOS_CITAS as T, type TipoCita } from './citas.labels';

const filtros: readonly FiltroLista<Cita>[] = [
  {
    tipo: 'opciones',
    id: 'tipo',
    etiqueta: E.tipo,
    campo: 'tipo',
    todas: T.todosTipos,
    opciones: (Object.keys(ETIQUETAS_TIPO_CITA) as TipoCita[]).map((t) => ({ valor: t, etiqueta: ETIQUETAS_TIPO_CITA[t] })),
  },
];

const ordenes: readonly OpcionOrden<Cita>[] = [
  { id: 'inicio-reciente', etiqueta: 'Inicio más reciente', campo: 'inicio', direccion: 'desc' },
  { id: 'inicio-antiguo', etiqueta: 'Inicio más antiguo', campo: 'inicio', direccion: 'asc' },
];

const columnas: readonly ColumnaLista<Cita>[] = [
  { id: 'inicio', cabecera: E.inicio, principal: true, celda: ({ doc }) => `${formatearFechaHora(doc.inicio)}–${formatearHora(doc.fin)}` },
  { id: 'asunto', cabecera: E.asunto, celda: ({ doc }) => doc.asunto },
  { id: 'tipo', cabecera: E.tipo, celda: ({ doc }) => ETIQUETAS_TIPO_CITA[doc.tipo] },
  {
    id: 'titular',
    cabecera: E.titular,
    celda: ({ doc, relacionados: r }) =>
      doc.idcliente !== ''
        ? textoTitular('cliente', r.cliente ?? TEXTOS_OPERACIONES.titularNoDescargado)
        : textoTitular('potencial', r.potencial ?? TEXTOS_OPERACIONES.titularNoDescargado),
  },
  { id: 'lugar', cabecera: E.lugar, celda: ({ doc }) => doc.lugar ?? '' },
  { id: 'realizada', cabecera: E.realizada, celda: ({ doc }) => (doc.realizada ? T.si : T.no) },
];

export type FiltroRealizada = 'todas' | 'pendientes' | 'realizadas';

export interface OpcionesListaCitas {
  id: string;
  selectorBase: MangoQuerySelector<Cita>;
  realizada?: FiltroRealizada;
  vacio?: string;
}

/** La declaración de toda lista de citas. */
export const definicionCitas = ({ id, selectorBase, realizada = 'todas', vacio = T.vacio }: OpcionesListaCitas): DefinicionLista<Cita> => ({
  id: `${id}:${realizada}`,
  coleccion: (db) => db.cita,
  selectorBase: { ...selectorBase, estado: { $gt: 0 }, ...(realizada === 'todas' ? {} : { realizada: { $eq: realizada === 'realizadas' } }) },
  columnas,
  relacionados: RELACIONADOS_TITULAR,
  busqueda: [{ campo: 'asunto' }, { campo: 'lugar' }, { relacionado: 'cliente' }, { relacionado: 'potencial' }],
  filtros,
  ordenes,
  nombre: { singular: 'cita', plural: 'citas' },
  vacio,
  enlace: (doc, contenido) => (
    <Link to="/citas/$idcita" params={{ idcita: doc.idcita }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Cita ${doc.asunto} ${formatearFechaHora(doc.inicio)}`,
});

/** Lo que preselecciona el alta desde una lista de un titular o de una operación. */
export interface PreseleccionAltaCita {
  idcliente?: string;
  idcliente_potencial?: string;
  idoperacioncrm?: string;
}

const REALIZADA: readonly FiltroRealizada[] = ['todas', 'pendientes', 'realizadas'];

function ListaCitas({ titulo, id, selectorBase, preseleccion }: PropsListaEntidad<Cita, PreseleccionAltaCita>) {
  const [realizada, setRealizada] = useState<FiltroRealizada>('todas');
  const definir = useCallback((clave: string) => definicionCitas({ id: clave, selectorBase, realizada }), [selectorBase, realizada]);
  const alta = (
    <Link to="/citas/add" search={preseleccion ?? {}} className="boton boton-primario">
      {T.nueva}
    </Link>
  );
  return (
    <ListaConAlta titulo={titulo} id={id} definir={definir} objeto="cita" alta={alta}>
      <div className="botonera" role="group" aria-label={E.realizada}>
        {REALIZADA.map((r) => (
          <button key={r} type="button" className={`boton${realizada === r ? ' boton-primario' : ''}`} aria-pressed={realizada === r} onClick={() => setRealizada(r)}>
            {T[r]}
          </button>
        ))}
      </div>
      <Link to="/citas/agenda" className="boton">
        {T.agenda}
      </Link>
    </ListaConAlta>
  );
}

const TODAS: MangoQuerySelector<Cita> = {};

export function CitasScreen() {
  return <ListaCitas titulo={T.titulo} id="citas" selectorBase={TODAS} />;
}

export function CitasDeClienteScreen({ idcliente }: { idcliente: string }) {
  return <ListaCitas titulo={T.deCliente} {...usePorPadre('citas-cliente', 'idcliente', idcliente)} />;
}

export function CitasDeClientePotencialScreen({ idcliente_potencial }: { idcliente_potencial: string }) {
  return <ListaCitas titulo={T.deClientePotencial} {...usePorPadre('citas-potencial', 'idcliente_potencial', idcliente_potencial)} />;
}

/** operaciones/{id}/citas: las citas de la operación; 'Nueva cita' la lleva fijada (con su titular). */
export function CitasDeOperacionScreen({ idoperacioncrm }: { idoperacioncrm: string }) {
  return (
    <>
      <ListaCitas titulo={T.deOperacion} {...usePorPadre('citas-operacion', 'idoperacioncrm', idoperacioncrm)} />
      <p className="pantalla">
        <Link to="/operaciones/$idoperacioncrm" params={{ idoperacioncrm }}>
          {TEXTOS_OPERACIONES.volverFicha}
        </Link>
      </p>
    </>
  );
}
