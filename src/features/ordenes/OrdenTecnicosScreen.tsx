/**
 * Técnicos de una orden (/ordenes/{id}/tecnicos): por cada parte no anulado de la orden que hay en el
 * dispositivo, su técnico asignado y sus compañeros (añadir y quitar en los pendientes).
 */
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { TITULO_TECNICOS } from '../partes/partes.labels';
import { TecnicosParte } from '../partes/TecnicosParte';
import { CabeceraOrden, DocumentoOrden } from './orden-comun';

export interface OrdenTecnicosScreenProps {
  idorden_trabajo: string;
}

export function OrdenTecnicosScreen({ idorden_trabajo }: OrdenTecnicosScreenProps) {
  return <DocumentoOrden idorden_trabajo={idorden_trabajo}>{(orden) => <TecnicosOrden orden={orden} />}</DocumentoOrden>;
}

function TecnicosOrden({ orden }: { orden: DocumentoDe<'ordentrabajo'> }) {
  const { db } = useVigia();
  const { idorden_trabajo } = orden;
  const { resultado: partes } = useRxQuery(
    () => db.partetrabajo.find({ selector: { idorden_trabajo: { $eq: idorden_trabajo }, estado: { $gt: 0 } }, sort: [{ fecha_desc: 'asc' }] }),
    [db, idorden_trabajo],
  );
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
