/**
 * Edición de un sistema (/sistemas/{idsistema}/edit): el formulario declarado en sistema-formulario.ts
 * (descripción, tipo y observaciones). Guardar manda `sistema.updateSync` con solo lo cambiado (se aplica
 * en el dispositivo al instante; el servidor vuelve a comprobar los mismos límites) y vuelve a la ficha.
 */
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { MarcoSistema } from './MarcoSistema';
import { formularioSistema, valoresDeSistema } from './sistema-formulario';
import { TEXTOS_SISTEMAS as T } from './sistemas.labels';

export interface SistemaEditarScreenProps {
  idsistema: string;
}

const formulario = ({ motor }: ContextoVigia) => formularioSistema(motor);

export function SistemaEditarScreen({ idsistema }: SistemaEditarScreenProps) {
  return (
    <MarcoSistema idsistema={idsistema} titulo={T.tituloEditar}>
      {(s) => (
        <EdicionDeclarada
          coleccion="sistema"
          registro={s}
          formulario={formulario}
          valores={valoresDeSistema}
          etiqueta={T.datos}
          encabezado
          volver={T.volverFicha}
          ficha={{ to: '/sistemas/$idsistema', params: { idsistema } }}
        />
      )}
    </MarcoSistema>
  );
}
