/**
 * Edición de una cita (/citas/{id}/edit): el formulario declarado de la cita sin titular ni operación
 * (no cambian), con 'Realizada'. Guardar avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { formularioCita, valoresDeCita } from './cita-formulario';
import { TEXTOS_CITAS as T } from './citas.labels';

const formulario = ({ motor, sesion }: ContextoVigia) => formularioCita({ motor, modo: 'edicion', idcomercial: sesion.usuario.idcomercial, operacionFija: true });

export function CitaEditarScreen({ idcita }: { idcita: string }) {
  return (
    <RegistroDocumento
      coleccion="cita"
      id={idcita}
      nombre="Cita"
      volver={<Link to="/citas/">{T.volverLista}</Link>}
      cabecera={(cita) => ({ titulo: T.modificarTitulo, subtitulo: cita.asunto })}
    >
      {(cita) => (
        <EdicionDeclarada
          coleccion="cita"
          registro={cita}
          formulario={formulario}
          valores={valoresDeCita}
          etiqueta={T.modificarTitulo}
          volver={T.volverFicha}
          ficha={{ to: '/citas/$idcita', params: { idcita } }}
        />
      )}
    </RegistroDocumento>
  );
}
