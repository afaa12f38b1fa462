/**
 * Alta de un parte de novedad (/partes-novedad/add): el formulario declarado de parte-novedad-formulario.ts
 * (puesto, título, descripción, gravedad, avisados y, opcionalmente, la primera novedad). Al crearlo,
 * 'Parte de novedad creado' y a su ficha. Sin conexión también: el mutador escribe en el dispositivo y
 * sube después. Solo un vigilante hace partes: a otro usuario se le dice en lugar del formulario.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { MENSAJES_VIGILANCIA } from '../../../replication/mutadores/vigilancia';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { formularioAltaParte, valoresAltaParte } from './parte-novedad-formulario';
import { TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

export function ParteNovedadAddScreen() {
  const { sesion } = useVigia();
  return (
    <div className="pantalla">
      <h1>{T.nuevo}</h1>
      {sesion.usuario.idvigilante ? (
        <FormularioAlta />
      ) : (
        <p className="aviso" role="note">
          {MENSAJES_VIGILANCIA.soloVigilantesParte}
        </p>
      )}
      <p>
        <Link to="/partes-novedad/">{T.volverLista}</Link>
      </p>
    </div>
  );
}

function FormularioAlta() {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const [idparte_novedad] = useState(() => crypto.randomUUID());
  const declaracion = useMemo(() => formularioAltaParte({ motor, idparte_novedad }), [motor, idparte_novedad]);
  const [valores] = useState(() => valoresAltaParte(new Date()));
  return (
    <section className="tarjeta" aria-label={T.nuevo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={undefined}
        modo="alta"
        despues={() => navegar({ to: '/partes-novedad/$idparte_novedad', params: { idparte_novedad } })}
      />
    </section>
  );
}
