/**
 * Lista de rondas programadas (/rondas/rondas-programadas): las activas del dispositivo (las de los puestos
 * del vigilante; la supervisión, todas) con su nombre, el puesto (leído por id), hora de inicio, duración,
 * número de puntos y días ('L M X J V'); búsqueda por nombre y puesto, orden por nombre o por hora.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { textoReferencia } from '../../lib/referencias';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, OpcionOrden } from '../../ui/lista/tipos';
import { useNumeroPuntos } from './consultas';
import { nombresDias, textoDias, type RondaProgramada } from './rondas';
import { etiquetasRondaProgramada as E, TEXTOS_RONDAS as T } from './rondas.labels';

/** El número de puntos de la fila (una cuenta por índice, solo de las filas que se ven). */
function NumeroPuntos({ idronda_programada }: { idronda_programada: string }) {
  const n = useNumeroPuntos(idronda_programada);
  return <>{n === undefined ? '…' : n}</>;
}

/** Los días en letras, con sus nombres para lectores de pantalla. */
export function DiasRonda({ dias }: { dias: readonly number[] }) {
  return (
    <span className="sin-cortes">
      <span aria-hidden="true">{textoDias(dias)}</span>
      <span className="solo-lectores">{nombresDias(dias)}</span>
    </span>
  );
}

const columnas: readonly ColumnaLista<RondaProgramada>[] = [
  { id: 'nombre', cabecera: E.nombre, principal: true, celda: ({ doc }) => doc.nombre },
  { id: 'puesto', cabecera: E.puesto, celda: ({ relacionados: r }) => r.puesto ?? T.noEsta },
  { id: 'hora_inicio', cabecera: E.hora_inicio, celda: ({ doc }) => doc.hora_inicio },
  { id: 'duracion', cabecera: E.duracion_min, celda: ({ doc }) => T.minutos(doc.duracion_min) },
  { id: 'puntos', cabecera: E.puntos, celda: ({ doc }) => <NumeroPuntos idronda_programada={doc.idronda_programada} /> },
  { id: 'dias', cabecera: E.dias, celda: ({ doc }) => <DiasRonda dias={doc.dias} /> },
];

const ordenes: readonly OpcionOrden<RondaProgramada>[] = [
  { id: 'nombre', etiqueta: T.nombreAsc, campo: 'nombre', direccion: 'asc' },
  { id: 'hora', etiqueta: T.horaAsc, campo: 'hora_inicio', direccion: 'asc' },
];

/** La lista con la clave del usuario (cada uno guarda su búsqueda y su orden). */
export const definicionRondasProgramadas = (id: string): DefinicionLista<RondaProgramada> => ({
  id,
  coleccion: (db) => db.rondaprogramada,
  selectorBase: { estado: { $gt: 0 } },
  columnas,
  relacionados: [{ id: 'puesto', coleccion: 'puestoservicio', clave: 'idpuesto_servicio', campo: 'nombre' }],
  busqueda: [{ campo: 'nombre' }, { relacionado: 'puesto' }],
  filtros: [],
  ordenes,
  nombre: { singular: 'ronda', plural: 'rondas' },
  vacio: T.vacioProgramadas,
  enlace: (doc, contenido) => (
    <Link to="/rondas/rondas-programadas/$idronda_programada" params={{ idronda_programada: doc.idronda_programada }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => textoReferencia('rondaprogramada', doc) ?? 'Ronda',
});

export function RondasProgramadasScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionRondasProgramadas(`rondas-programadas:${idusuario}`), [idusuario]);
  const acciones = puede(sesion.usuario, 'ronda_realizada', 'visualizar') ? (
    <Link to="/rondas/rondas-realizadas" className="boton">
      {T.realizadas}
    </Link>
  ) : null;
  return <ListaScreen titulo={T.programadas} definicion={definicion} acciones={acciones} />;
}
