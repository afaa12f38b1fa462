/**
 * Técnicos de una orden (/ordenes/{id}/tecnicos): por cada parte no anulado de la orden que hay en el
 * dispositivo, su técnico asignado y sus compañeros (añadir y quitar en los pendientes).
 */
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { TITULO_TECNICOS } from '../partes/partes.labels';
import { TecnicosParte } from '../partes/TecnicosParte';
import { CabeceraOrden, OrdenNoDisponible, useOrden } from './orden-comun';

export interface OrdenTecnicosScreenProps {
  idorden_trabajo: string;
}

export function OrdenTecnicosScreen({ idorden_trabajo }: OrdenTecnicosScreenProps) {
  const { db } = useVigia();
  const { orden, cargando } = useOrden(idorden_trabajo);
  const { resultado: partes } = useRxQuery(
    () => db.partetrabajo.find({ selector: { idorden_trabajo: { $eq: idorden_trabajo }, estado: { $gt: 0 } }, sort: [{ fecha_desc: 'asc' }] }),
    [db, idorden_trabajo],
  );
  if (!orden) return <OrdenNoDisponible cargando={cargando} />;
  return (
    <div className="pantalla">
      <CabeceraOrden titulo={TITULO_TECNICOS} orden={orden} />
      {partes === undefined ? (
        <p className="cargando" role="status">
          Cargando partes…
        </p>
      ) : partes.length === 0 ? (
        <p className="vacio">La orden no tiene partes en este dispositivo</p>
      ) : (
        partes.map((p) => <TecnicosParte key={p.idparte_trabajo} parte={p} titulo={`Parte ${p.numero}`} />)
      )}
    </div>
  );
}
