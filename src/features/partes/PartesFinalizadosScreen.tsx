/**
 * Partes finalizados: los partes del técnico de la sesión en estado finalizado (2), el más reciente
 * primero (clave fecha_desc). Declaración sobre la lista genérica con las piezas de lista-partes.tsx; el
 * estado va en el selector, así que solo se filtra por clasificación y fechas.
 */
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { columnasParte, definicionPartes, filtroClasificacionParte, filtrosFechaParte, selectorTecnico } from './lista-partes';
import { TITULO_PARTES_FINALIZADOS } from './partes.labels';

export function PartesFinalizadosScreen() {
  const { sesion } = useVigia();
  const { idtecnico, idusuario } = sesion.usuario;
  const pendientes = useDocumentosPendientes();

  const definicion = useMemo(
    () =>
      definicionPartes({
        id: `partes-finalizados:${idusuario}`,
        selectorBase: { ...selectorTecnico(idtecnico), estado: { $eq: 2 } },
        columnas: columnasParte(pendientes),
        filtros: [filtroClasificacionParte, ...filtrosFechaParte],
        vacio: 'No tienes partes finalizados',
        historial: true,
      }),
    [idtecnico, idusuario, pendientes],
  );

  return <ListaScreen titulo={TITULO_PARTES_FINALIZADOS} definicion={definicion} />;
}
