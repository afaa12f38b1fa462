/**
 * Editar un parte de novedad (/partes-novedad/{id}/edit): el formulario declarado de edición (título,
 * descripción, gravedad, avisados) → parteNovedad.updateSync con solo lo cambiado. Guardar avisa 'Cambios
 * guardados' y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { MarcoParteNovedad } from './MarcoParteNovedad';
import { formularioEditarParte, valoresDeParte } from './parte-novedad-formulario';
import type { ParteNovedad } from './partes-novedad';
import { TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

export function ParteNovedadEditarScreen({ idparte_novedad }: { idparte_novedad: string }) {
  return (
    <MarcoParteNovedad idparte_novedad={idparte_novedad} titulo={T.editarTitulo}>
      {(p) => <FormularioParte parte={p} />}
    </MarcoParteNovedad>
  );
}

function FormularioParte({ parte }: { parte: ParteNovedad }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const declaracion = useMemo(() => formularioEditarParte(motor), [motor]);
  const valores = useMemo(() => valoresDeParte(parte), [parte]);
  const params = { idparte_novedad: parte.idparte_novedad };
  return (
    <section className="tarjeta" aria-label={T.editarTitulo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={parte}
        modo="edicion"
        despues={() => navegar({ to: '/partes-novedad/$idparte_novedad', params })}
        acciones={
          <Link to="/partes-novedad/$idparte_novedad" params={params} className="boton">
            {T.volverFicha}
          </Link>
        }
      />
    </section>
  );
}
