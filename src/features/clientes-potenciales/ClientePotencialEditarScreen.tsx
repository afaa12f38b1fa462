/**
 * Edición de un cliente potencial (/clientes-potenciales/{id}/edit): el mismo formulario declarado que el
 * alta; guarda solo lo cambiado, avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TITULO_MODIFICAR, VOLVER_FICHA, VOLVER_LISTA } from './clientes-potenciales.labels';
import { formularioEdicionPotencial, valoresDePotencial, type ClientePotencial } from './potencial-formulario';

export function ClientePotencialEditarScreen({ idcliente_potencial }: { idcliente_potencial: string }) {
  return (
    <Documento coleccion="clientepotencial" id={idcliente_potencial} nombre="Cliente potencial" volver={<Link to="/clientes-potenciales/">{VOLVER_LISTA}</Link>}>
      {(p) => <Editar potencial={p} />}
    </Documento>
  );
}

function Editar({ potencial }: { potencial: ClientePotencial }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const idTitulo = useId();
  const { idcliente_potencial } = potencial;
  const declaracion = useMemo(() => formularioEdicionPotencial(motor), [motor]);
  const valores = useMemo(() => valoresDePotencial(potencial), [potencial]);
  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{TITULO_MODIFICAR}</h1>
      <p>{`${potencial.nombre} (${potencial.codigo})`}</p>
      <section className="tarjeta" aria-labelledby={idTitulo}>
        <FormularioDeclarado
          declaracion={declaracion}
          valores={valores}
          registro={potencial}
          modo="edicion"
          despues={() => navegar({ to: '/clientes-potenciales/$idcliente_potencial', params: { idcliente_potencial } })}
          acciones={
            <Link to="/clientes-potenciales/$idcliente_potencial" params={{ idcliente_potencial }} className="boton">
              {VOLVER_FICHA}
            </Link>
          }
        />
      </section>
    </div>
  );
}
