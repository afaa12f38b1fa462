/**
 * Órdenes finalizadas del técnico: las órdenes en estado finalizado (2) que tienen algún parte del
 * técnico de la sesión. Los ids salen de una consulta reactiva de sus partes (un parte nuevo o
 * reasignado cambia la lista al momento) y van al selector de la lista genérica como `$in`.
 */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { idsOrdenDePartes } from './consultas';
import { definicionOrdenes } from './lista-ordenes';
import { TITULO_ORDENES_FINALIZADAS_TECNICO } from './ordenes.labels';

export function OrdenesFinalizadasTecnicoScreen() {
  const { db, sesion } = useVigia();
  const { idusuario, idtecnico } = sesion.usuario;
  const { resultado: partes } = useRxQuery(() => (idtecnico ? db.partetrabajo.find({ selector: { idtecnico: { $eq: idtecnico } } }) : null), [db, idtecnico]);
  const ids = useMemo(() => idsOrdenDePartes(partes ?? []), [partes]);
  const firma = ids.join(',');

  const definicion = useMemo(
    () =>
      definicionOrdenes({
        id: `ordenes-finalizadas-tecnico:${idusuario}`,
        selectorBase: { estado: { $eq: 2 }, idorden_trabajo: { $in: firma === '' ? [] : firma.split(',') } },
        vacio: idtecnico ? 'No hay órdenes finalizadas con partes tuyos' : 'Tu usuario no es un técnico: no tiene partes',
      }),
    [firma, idusuario, idtecnico],
  );
  if (idtecnico && partes === undefined) {
    return (
      <div className="pantalla">
        <h1>{TITULO_ORDENES_FINALIZADAS_TECNICO}</h1>
        <p className="cargando" role="status">
          Cargando órdenes…
        </p>
      </div>
    );
  }
  return <ListaScreen titulo={TITULO_ORDENES_FINALIZADAS_TECNICO} definicion={definicion} />;
}
