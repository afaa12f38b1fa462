/**
 * Edición de un cliente: el formulario declarado en cliente-formulario.ts (NIF, correo y observaciones).
 * Guardar manda `cliente.updateSync` con solo lo cambiado, avisa con 'Cambios guardados' y vuelve a la
 * ficha. El cliente lo carga el marco de registro.
 */
import { Link } from '@tanstack/react-router';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { formularioCliente, valoresDeCliente } from './cliente-formulario';
import { VOLVER_FICHA, VOLVER_LISTA } from './clientes.labels';

export interface ClienteEditarScreenProps {
  idcliente: string;
}

const formulario = ({ motor }: ContextoVigia) => formularioCliente(motor);

export function ClienteEditarScreen({ idcliente }: ClienteEditarScreenProps) {
  return (
    <RegistroDocumento
      coleccion="cliente"
      id={idcliente}
      nombre="Cliente"
      volver={<Link to="/clientes/">{VOLVER_LISTA}</Link>}
      cabecera={(cliente) => ({ titulo: 'Modificar cliente', subtitulo: `${cliente.nombre} (${cliente.codigo})` })}
    >
      {(cliente) => (
        <EdicionDeclarada
          coleccion="cliente"
          registro={cliente}
          formulario={formulario}
          valores={valoresDeCliente}
          etiqueta="Datos del cliente"
          encabezado
          volver={VOLVER_FICHA}
          ficha={{ to: '/clientes/$idcliente', params: { idcliente } }}
        />
      )}
    </RegistroDocumento>
  );
}
