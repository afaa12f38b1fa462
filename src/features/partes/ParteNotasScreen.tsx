/** Notas de un parte (/partes/{id}/notas): idtabla 269. */
import { IDTABLA_PARTE } from './notas';
import { NotasDocumento } from './NotasDocumento';
import { CabeceraParte, ParteNoDisponible, useParteDoc } from './parte-comun';
import { TITULO_NOTAS } from './partes.labels';

export interface ParteNotasScreenProps {
  idparte_trabajo: string;
}

export function ParteNotasScreen({ idparte_trabajo }: ParteNotasScreenProps) {
  const { parte, cargando } = useParteDoc(idparte_trabajo);
  if (!parte) return <ParteNoDisponible cargando={cargando} />;
  return (
    <div className="pantalla">
      <CabeceraParte titulo={TITULO_NOTAS} parte={parte} />
      <NotasDocumento idtabla={IDTABLA_PARTE} id={idparte_trabajo} />
    </div>
  );
}
