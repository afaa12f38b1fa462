/**
 * Asignar una orden pendiente a un técnico (/ordenes/{id}/asignar): crea un parte nuevo para ella con el
 * formulario común (FormularioNuevoParte). La ruta exige permiso de añadir partes.
 */
import { CabeceraOrden, DocumentoOrden } from './orden-comun';
import { FormularioNuevoParte } from './FormularioNuevoParte';
import { TITULO_ASIGNAR } from './ordenes.labels';

export interface OrdenAsignarScreenProps {
  idorden_trabajo: string;
}

export function OrdenAsignarScreen({ idorden_trabajo }: OrdenAsignarScreenProps) {
  return (
    <DocumentoOrden idorden_trabajo={idorden_trabajo}>
      {(orden) => (
        <div className="pantalla">
          <CabeceraOrden titulo={TITULO_ASIGNAR} orden={orden} />
          {orden.estado === 1 ? (
            <FormularioNuevoParte orden={orden} idtecnicoInicial="" />
          ) : (
            <p className="vacio">Solo se pueden asignar órdenes pendientes</p>
          )}
        </div>
      )}
    </DocumentoOrden>
  );
}
