/**
 * Partes de una orden: la lista genérica de partes (piezas de lista-partes.tsx) con el selector de la
 * orden, la fecha más reciente primero; cada fila lleva a /partes/{id}.
 */
import { useMemo } from 'react';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { columnasParte, definicionPartes } from '../partes/lista-partes';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { DocumentoOrden, EnlaceOrden } from './orden-comun';
import { TITULO_PARTES_ORDEN } from './ordenes.labels';

export interface OrdenPartesScreenProps {
  idorden_trabajo: string;
}

export function OrdenPartesScreen({ idorden_trabajo }: OrdenPartesScreenProps) {
  return <DocumentoOrden idorden_trabajo={idorden_trabajo}>{(orden) => <PartesOrden orden={orden} />}</DocumentoOrden>;
}

function PartesOrden({ orden }: { orden: DocumentoDe<'ordentrabajo'> }) {
  const { idorden_trabajo } = orden;
  const pendientes = useDocumentosPendientes();
  const definicion = useMemo(
    () =>
      definicionPartes({
        id: `orden-partes:${idorden_trabajo}`,
        selectorBase: { idorden_trabajo: { $eq: idorden_trabajo } },
        columnas: columnasParte(pendientes),
        vacio: 'La orden no tiene partes en este dispositivo',
      }),
    [idorden_trabajo, pendientes],
  );
  return (
    <ListaScreen
      titulo={`${TITULO_PARTES_ORDEN} ${orden.numero}`}
      definicion={definicion}
      acciones={<EnlaceOrden orden={orden} />}
    />
  );
}
