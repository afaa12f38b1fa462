/**
 * Lista de rondas realizadas (/rondas/rondas-realizadas): las del dispositivo, la más reciente primero, con
 * el puesto, la ronda y el vigilante (leídos por id), el inicio, la situación ('En curso', 'Completa',
 * 'Incompleta'), los puntos leídos del total y las incidencias; filtro por situación y búsqueda por puesto,
 * ronda y vigilante. Es una consulta en vivo: la supervisión ve aparecer cada ronda nueva al recibirla.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearFechaHora } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { MarcaHora } from '../../ui/hora/MarcaHora';
import type { ColumnaLista, DefinicionLista, FiltroOpciones, OpcionOrden } from '../../ui/lista/tipos';
import { nombreSituacion, SITUACIONES, textoPuntosRonda, type RondaRealizada } from './rondas';
import { etiquetasRondaRealizada as E, TEXTOS_RONDAS as T } from './rondas.labels';

const columnas: readonly ColumnaLista<RondaRealizada>[] = [
  { id: 'puesto', cabecera: E.puesto, celda: ({ relacionados: r }) => r.puesto ?? T.noEsta },
  { id: 'ronda', cabecera: E.ronda, principal: true, celda: ({ relacionados: r }) => r.ronda ?? T.noEsta },
  { id: 'vigilante', cabecera: E.vigilante, celda: ({ relacionados: r }) => r.vigilante ?? T.noEsta },
  {
    id: 'inicio',
    cabecera: E.inicio,
    celda: ({ doc }) => (
      <>
        {formatearFechaHora(doc.inicio)}
        <MarcaHora doc={doc} />
      </>
    ),
  },
  { id: 'situacion', cabecera: E.situacion, celda: ({ doc }) => nombreSituacion(doc.situacion) },
  { id: 'puntos', cabecera: E.puntos, celda: ({ doc }) => textoPuntosRonda(doc) },
  { id: 'incidencias', cabecera: E.incidencias, celda: ({ doc }) => formatearEntero(doc.incidencias) },
];

const ordenes: readonly OpcionOrden<RondaRealizada>[] = [
  { id: 'inicio-reciente', etiqueta: T.inicioReciente, campo: 'inicio', direccion: 'desc' },
  { id: 'inicio-antiguo', etiqueta: T.inicioAntiguo, campo: 'inicio', direccion: 'asc' },
];

const filtroSituacion: FiltroOpciones<RondaRealizada> = {
  tipo: 'opciones',
  id: 'situacion',
  etiqueta: E.situacion,
  campo: 'situacion',
  todas: T.todasSituaciones,
  opciones: SITUACIONES.map((s) => ({ valor: s, etiqueta: nombreSituacion(s) })),
};

/** La lista con la clave del usuario (cada uno guarda su búsqueda, filtros y orden). */
export const definicionRondasRealizadas = (id: string): DefinicionLista<RondaRealizada> => ({
  id,
  coleccion: (db) => db.rondarealizada,
  selectorBase: { estado: { $gt: 0 } },
  columnas,
  relacionados: [
    { id: 'puesto', coleccion: 'puestoservicio', clave: 'idpuesto_servicio', campo: 'nombre' },
    { id: 'ronda', coleccion: 'rondaprogramada', clave: 'idronda_programada', campo: 'nombre' },
    { id: 'vigilante', coleccion: 'vigilante', clave: 'idvigilante', campo: 'nombre' },
  ],
  busqueda: [{ relacionado: 'puesto' }, { relacionado: 'ronda' }, { relacionado: 'vigilante' }],
  filtros: [filtroSituacion],
  ordenes,
  nombre: { singular: 'ronda realizada', plural: 'rondas realizadas' },
  historial: true,
  vacio: T.vacioRealizadas,
  enlace: (doc, contenido) => (
    <Link to="/rondas/rondas-realizadas/$idronda_realizada" params={{ idronda_realizada: doc.idronda_realizada }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Ronda realizada del ${formatearFechaHora(doc.inicio)}`,
});

export function RondasRealizadasScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionRondasRealizadas(`rondas-realizadas:${idusuario}`), [idusuario]);
  const acciones = (
    <Link to="/rondas/rondas-programadas" className="boton">
      {T.programadas}
    </Link>
  );
  return <ListaScreen titulo={T.realizadas} definicion={definicion} acciones={acciones} />;
}
