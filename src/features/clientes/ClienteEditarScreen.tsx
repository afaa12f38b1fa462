/**
 * Edición de un cliente: el formulario declarado en cliente-formulario.ts (NIF, correo y observaciones).
 * Guardar manda `cliente.updateSync` con solo lo cambiado, avisa con 'Cambios guardados' y vuelve a la
 * ficha. El cliente lo carga Documento.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { formularioCliente, valoresDeCliente } from './cliente-formulario';
import { VOLVER_FICHA, VOLVER_LISTA } from './clientes.labels';

export interface ClienteEditarScreenProps {
  idcliente: string;
}

export function ClienteEditarScreen({ idcliente }: ClienteEditarScreenProps) {
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={<Link to="/clientes/">{VOLVER_LISTA}</Link>}>
      {(cliente) => (
        <div className="pantalla">
          <h1>Modificar cliente</h1>
          <p>
            {cliente.nombre} ({cliente.codigo})
          </p>
          <FormularioCliente cliente={cliente} />
        </div>
      )}
    </Documento>
  );
}

function FormularioCliente({ cliente }: { cliente: DocDe<'cliente'> }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const id = useId();
  const declaracion = useMemo(() => formularioCliente(motor), [motor]);
  const valores = useMemo(() => valoresDeCliente(cliente), [cliente]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Datos del cliente</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={cliente}
        modo="edicion"
        despues={() => navegar({ to: '/clientes/$idcliente', params: { idcliente: cliente.idcliente } })}
        acciones={
          <Link to="/clientes/$idcliente" params={{ idcliente: cliente.idcliente }} className="boton">
            {VOLVER_FICHA}
          </Link>
        }
      />
    </section>
  );
}
