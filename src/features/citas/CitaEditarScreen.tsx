/**
 * Edición de una cita (/citas/{id}/edit): el formulario declarado de la cita sin titular ni operación
 * (no cambian), con 'Realizada'. Guardar avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { formularioCita, valoresDeCita } from './cita-formulario';
import type { Cita } from './citas';
import { TEXTOS_CITAS as T } from './citas.labels';

export function CitaEditarScreen({ idcita }: { idcita: string }) {
  return (
    <Documento coleccion="cita" id={idcita} nombre="Cita" volver={<Link to="/citas/">{T.volverLista}</Link>}>
      {(cita) => (
        <div className="pantalla">
          <h1>{T.modificarTitulo}</h1>
          <p>{cita.asunto}</p>
          <FormularioCita cita={cita} />
        </div>
      )}
    </Documento>
  );
}

function FormularioCita({ cita }: { cita: Cita }) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const { idcomercial } = sesion.usuario;
  const declaracion = useMemo(() => formularioCita({ motor, modo: 'edicion', idcomercial, operacionFija: true }), [motor, idcomercial]);
  const valores = useMemo(() => valoresDeCita(cita), [cita]);
  const params = { idcita: cita.idcita };
  return (
    <section className="tarjeta" aria-label={T.modificarTitulo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={cita}
        modo="edicion"
        despues={() => navegar({ to: '/citas/$idcita', params })}
        acciones={
          <Link to="/citas/$idcita" params={params} className="boton">
            {T.volverFicha}
          </Link>
        }
      />
    </section>
  );
}
