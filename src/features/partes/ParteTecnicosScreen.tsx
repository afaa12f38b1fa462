/** Técnicos de un parte (/partes/{id}/tecnicos): el asignado y sus compañeros, añadir y quitar. */
import '../ordenes/ordenes.css';
import { CabeceraParte, DocumentoParte } from './parte-comun';
import { TITULO_TECNICOS } from './partes.labels';
import { TecnicosParte } from './TecnicosParte';

export interface ParteTecnicosScreenProps {
  idparte_trabajo: string;
}

export function ParteTecnicosScreen({ idparte_trabajo }: ParteTecnicosScreenProps) {
  return (
    <DocumentoParte idparte_trabajo={idparte_trabajo}>
      {(parte) => (
        <div className="pantalla">
          <CabeceraParte titulo={TITULO_TECNICOS} parte={parte} />
          <TecnicosParte parte={parte} titulo={`Parte ${parte.numero}`} />
        </div>
      )}
    </DocumentoParte>
  );
}
