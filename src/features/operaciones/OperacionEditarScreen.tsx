/**
 * Edición de una operación (/operaciones/{id}/edit): el formulario declarado de la operación (sin el
 * titular, que no cambia). Cerrarla como 'Perdida' pide el motivo; al cerrar o reabrir se pone o quita
 * la fecha de cierre. Guardar avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { hoyLocal } from '../ordenes/asignar-parte';
import { formularioOperacion, valoresDeOperacion } from './operacion-formulario';
import { TEXTOS_OPERACIONES as T } from './operaciones.labels';

const formulario = ({ motor, sesion }: ContextoVigia) => formularioOperacion({ motor, modo: 'edicion', idcomercial: sesion.usuario.idcomercial, hoy: hoyLocal() });

export function OperacionEditarScreen({ idoperacioncrm }: { idoperacioncrm: string }) {
  return (
    <RegistroDocumento
      coleccion="operacioncrm"
      id={idoperacioncrm}
      nombre="Operación"
      volver={<Link to="/operaciones/">{T.volverLista}</Link>}
      cabecera={(operacion) => ({ titulo: T.modificarTitulo, subtitulo: operacion.titulo })}
    >
      {(operacion) => (
        <EdicionDeclarada
          coleccion="operacioncrm"
          registro={operacion}
          formulario={formulario}
          valores={valoresDeOperacion}
          etiqueta={T.modificarTitulo}
          volver={T.volverFicha}
          ficha={{ to: '/operaciones/$idoperacioncrm', params: { idoperacioncrm } }}
        />
      )}
    </RegistroDocumento>
  );
}
