/**
 * Edición de una operación (/operaciones/{id}/edit): el formulario declarado de la operación (sin el
 * titular, que no cambia). Cerrarla como 'Perdida' pide el motivo; al cerrar o reabrir se pone o quita
 * la fecha de cierre. Guardar avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { hoyLocal } from '../ordenes/asignar-parte';
import { formularioOperacion, valoresDeOperacion } from './operacion-formulario';
import type { Operacion } from './operaciones';
import { TEXTOS_OPERACIONES as T } from './operaciones.labels';

export function OperacionEditarScreen({ idoperacioncrm }: { idoperacioncrm: string }) {
  return (
    <Documento coleccion="operacioncrm" id={idoperacioncrm} nombre="Operación" volver={<Link to="/operaciones/">{T.volverLista}</Link>}>
      {(operacion) => (
        <div className="pantalla">
          <h1>{T.modificarTitulo}</h1>
          <p>{operacion.titulo}</p>
          <FormularioOperacion operacion={operacion} />
        </div>
      )}
    </Documento>
  );
}

function FormularioOperacion({ operacion }: { operacion: Operacion }) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const { idcomercial } = sesion.usuario;
  const declaracion = useMemo(() => formularioOperacion({ motor, modo: 'edicion', idcomercial, hoy: hoyLocal() }), [motor, idcomercial]);
  const valores = useMemo(() => valoresDeOperacion(operacion), [operacion]);
  const params = { idoperacioncrm: operacion.idoperacioncrm };
  return (
    <section className="tarjeta" aria-label={T.modificarTitulo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={operacion}
        modo="edicion"
        despues={() => navegar({ to: '/operaciones/$idoperacioncrm', params })}
        acciones={
          <Link to="/operaciones/$idoperacioncrm" params={params} className="boton">
            {T.volverFicha}
          </Link>
        }
      />
    </section>
  );
}
