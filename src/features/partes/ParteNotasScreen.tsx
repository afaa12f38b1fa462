/** Notas de un parte (/partes/{id}/notas): idtabla 269. */
import { IDTABLA_PARTE } from './notas';
import { NotasDocumento } from './NotasDocumento';
import { CabeceraParte, DocumentoParte } from './parte-comun';
import { TITULO_NOTAS } from './partes.labels';

export interface ParteNotasScreenProps {
  idparte_trabajo: string;
}

export function ParteNotasScreen({ idparte_trabajo }: ParteNotasScreenProps) {
  return (
    <DocumentoParte idparte_trabajo={idparte_trabajo}>
      {(parte) => (
        <div className="pantalla">
          <CabeceraParte titulo={TITULO_NOTAS} parte={parte} />
          <NotasDocumento idtabla={IDTABLA_PARTE} id={idparte_trabajo} />
        </div>
      )}
    </DocumentoParte>
  );
}
