/**
 * Partes asignados con fecha fijada: los partes del técnico de la sesión que tienen `ffijada`, la más
 * próxima primero, con el filtro de estado en 'Pendiente' de entrada. Cada fila lleva además el enlace a
 * los partes de su clasificación en esa misma fecha fijada (/partes/acciones-fecha-fijada/…).
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista } from '../../ui/lista/tipos';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import {
  columnaClasificacionParte,
  columnaClienteParte,
  columnaDescripcionParte,
  columnaEstadoParte,
  columnaFechaFijadaParte,
  columnaNumeroParte,
  definicionPartes,
  filtrosParte,
  ordenFechaFijadaLejana,
  ordenFechaFijadaProxima,
  ordenNumeroParte,
  selectorTecnico,
  type Parte,
} from './lista-partes';
import { etiquetaClasificacionParte, TITULO_PARTES_FECHA_FIJADA } from './partes.labels';
import { formatearFecha } from '../../lib/formato';
import '../ordenes/ordenes.css';

const columnaMismoDia: ColumnaLista<Parte> = {
  id: 'mismo-dia',
  cabecera: 'Mismo día',
  celda: ({ doc }) =>
    doc.ffijada ? (
      <Link to="/partes/acciones-fecha-fijada/$clasificacion/$ffijada" params={{ clasificacion: doc.clasificacion, ffijada: doc.ffijada }} className="enlace-celda">
        {`${etiquetaClasificacionParte(doc.clasificacion)} del ${formatearFecha(doc.ffijada)}`}
      </Link>
    ) : null,
};

export function PartesFechaFijadaScreen() {
  const { sesion } = useVigia();
  const { idtecnico, idusuario } = sesion.usuario;
  const pendientes = useDocumentosPendientes();

  const definicion = useMemo(
    () =>
      definicionPartes({
        id: `partes-fecha-fijada:${idusuario}`,
        selectorBase: { ...selectorTecnico(idtecnico), ffijada: { $gt: '' } },
        columnas: [
          columnaNumeroParte,
          columnaFechaFijadaParte,
          columnaClienteParte,
          columnaDescripcionParte,
          columnaClasificacionParte,
          columnaEstadoParte(pendientes),
          columnaMismoDia,
        ],
        filtros: filtrosParte,
        filtrosIniciales: { estado: '1' },
        ordenes: [ordenFechaFijadaProxima, ordenFechaFijadaLejana, ordenNumeroParte],
        vacio: 'No tienes partes con fecha fijada',
      }),
    [idtecnico, idusuario, pendientes],
  );

  return <ListaScreen titulo={TITULO_PARTES_FECHA_FIJADA} definicion={definicion} />;
}
