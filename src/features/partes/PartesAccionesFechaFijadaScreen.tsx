/**
 * Partes de una clasificación en una fecha fijada (/partes/acciones-fecha-fijada/{clasificacion}/{ffijada}):
 * todos los partes del dispositivo con esa clasificación y esa `ffijada`, para preparar las visitas del
 * día. Declaración sobre la lista genérica; la fecha de la dirección debe ser 'YYYY-MM-DD'.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { columnasParte, definicionPartes, filtroEstadoParte, ordenesParte } from './lista-partes';
import { etiquetaClasificacionParte, TITULO_PARTES_FECHA_FIJADA } from './partes.labels';

export interface PartesAccionesFechaFijadaScreenProps {
  clasificacion: string;
  ffijada: string;
}

/** Título: 'Revisión · fecha fijada 07/03/2026'. */
export const tituloAccionesFechaFijada = (clasificacion: string, ffijada: string): string =>
  `${etiquetaClasificacionParte(clasificacion)} · fecha fijada ${formatearFecha(ffijada)}`;

export function PartesAccionesFechaFijadaScreen({ clasificacion, ffijada }: PartesAccionesFechaFijadaScreenProps) {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const pendientes = useDocumentosPendientes();
  const fechaValida = /^\d{4}-\d{2}-\d{2}$/.test(ffijada);

  const definicion = useMemo(
    () =>
      definicionPartes({
        id: `partes-acciones-fecha-fijada:${idusuario}:${clasificacion}:${ffijada}`,
        selectorBase: { clasificacion: { $eq: clasificacion }, ffijada: { $eq: ffijada } },
        columnas: columnasParte(pendientes),
        filtros: [filtroEstadoParte],
        ordenes: ordenesParte,
        vacio: 'No hay partes de esta clasificación con esa fecha fijada',
      }),
    [clasificacion, ffijada, idusuario, pendientes],
  );

  if (!fechaValida) {
    return (
      <div className="pantalla">
        <h1>Fecha no válida</h1>
        <p className="vacio">{`La fecha fijada '${ffijada}' no es una fecha (aaaa-mm-dd).`}</p>
        <p>
          <Link to="/partes/asignado-fecha-fijada">{`Volver a ${TITULO_PARTES_FECHA_FIJADA}`}</Link>
        </p>
      </div>
    );
  }
  return <ListaScreen titulo={tituloAccionesFechaFijada(clasificacion, ffijada)} definicion={definicion} />;
}
