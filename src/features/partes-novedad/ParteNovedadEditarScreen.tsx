/**
 * Editar un parte de novedad (/partes-novedad/{id}/edit): el formulario declarado de edición (título,
 * descripción, gravedad, avisados) → parteNovedad.updateSync con solo lo cambiado. Guardar avisa 'Cambios
 * guardados' y vuelve a la ficha.
 */
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { MarcoParteNovedad } from './MarcoParteNovedad';
import { formularioEditarParte, valoresDeParte } from './parte-novedad-formulario';
import { TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

const formulario = ({ motor }: ContextoVigia) => formularioEditarParte(motor);

export function ParteNovedadEditarScreen({ idparte_novedad }: { idparte_novedad: string }) {
  return (
    <MarcoParteNovedad idparte_novedad={idparte_novedad} titulo={T.editarTitulo}>
      {(p) => (
        <EdicionDeclarada
          coleccion="partenovedad"
          registro={p}
          formulario={formulario}
          valores={valoresDeParte}
          etiqueta={T.editarTitulo}
          volver={T.volverFicha}
          ficha={{ to: '/partes-novedad/$idparte_novedad', params: { idparte_novedad } }}
        />
      )}
    </MarcoParteNovedad>
  );
}
