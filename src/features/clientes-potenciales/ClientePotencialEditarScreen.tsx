/**
 * Edición de un cliente potencial (/clientes-potenciales/{id}/edit): el mismo formulario declarado que el
 * alta; guarda solo lo cambiado, avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { TITULO_MODIFICAR, VOLVER_FICHA, VOLVER_LISTA } from './clientes-potenciales.labels';
import { formularioEdicionPotencial, valoresDePotencial } from './potencial-formulario';

const formulario = ({ motor }: ContextoVigia) => formularioEdicionPotencial(motor);

export function ClientePotencialEditarScreen({ idcliente_potencial }: { idcliente_potencial: string }) {
  return (
    <RegistroDocumento
      coleccion="clientepotencial"
      id={idcliente_potencial}
      nombre="Cliente potencial"
      volver={<Link to="/clientes-potenciales/">{VOLVER_LISTA}</Link>}
      cabecera={(p) => ({ titulo: TITULO_MODIFICAR, subtitulo: `${p.nombre} (${p.codigo})` })}
    >
      {(p) => (
        <EdicionDeclarada
          coleccion="clientepotencial"
          registro={p}
          formulario={formulario}
          valores={valoresDePotencial}
          etiqueta={TITULO_MODIFICAR}
          volver={VOLVER_FICHA}
          ficha={{ to: '/clientes-potenciales/$idcliente_potencial', params: { idcliente_potencial } }}
        />
      )}
    </RegistroDocumento>
  );
}
