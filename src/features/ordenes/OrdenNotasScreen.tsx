/** Notas de una orden (/ordenes/{id}/notas): idtabla 267. */
import { IDTABLA_ORDEN } from '../partes/notas';
import { NotasDocumento } from '../partes/NotasDocumento';
import { TITULO_NOTAS } from '../partes/partes.labels';
import { CabeceraOrden, DocumentoOrden } from './orden-comun';

export interface OrdenNotasScreenProps {
  idorden_trabajo: string;
}

export function OrdenNotasScreen({ idorden_trabajo }: OrdenNotasScreenProps) {
  return (
    <DocumentoOrden idorden_trabajo={idorden_trabajo}>
      {(orden) => (
        <div className="pantalla">
          <CabeceraOrden titulo={TITULO_NOTAS} orden={orden} />
          <NotasDocumento idtabla={IDTABLA_ORDEN} id={idorden_trabajo} />
        </div>
      )}
    </DocumentoOrden>
  );
}
