/**
 * /datos/{id}/{idtabla}/edit: el formulario de los datos personalizados de un registro, declarado al
 * momento a partir de las definiciones de su tabla (datos-formulario.ts: texto con contador, número,
 * fecha dd/mm/aaaa, casilla sí/no y selección de opciones), cada campo con la misma regla que aplica
 * dato.guardarSync en el dispositivo y en el servidor. Guardar manda solo los campos cambiados (se aplica
 * al instante, también sin red), avisa con 'Datos guardados' y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { ValorDato } from '../../../replication/mutadores/datos';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useCamposDato, useValoresDato } from './consultas';
import { formularioDatos, valoresDeDatos, type DefinicionCampo } from './datos-formulario';
import { SIN_CAMPOS, TITULO_DATOS, TITULO_EDITAR_DATOS, VOLVER_DATOS } from './datos.labels';
import { aIdtabla, MarcoDatos, type DatosScreenProps, type RutaDatosProps } from './DatosScreen';

export function DatosEditarScreen({ id, idtabla: texto }: RutaDatosProps) {
  const idtabla = aIdtabla(texto);
  return (
    <MarcoDatos id={id} idtabla={idtabla} titulo={TITULO_EDITAR_DATOS}>
      <CargaFormulario id={id} idtabla={idtabla} />
    </MarcoDatos>
  );
}

function CargaFormulario({ id, idtabla }: DatosScreenProps) {
  const campos = useCamposDato(idtabla);
  const guardados = useValoresDato(idtabla, id);
  if (campos === undefined || guardados === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando datos…
      </p>
    );
  }
  if (campos.length === 0) return <p className="vacio">{SIN_CAMPOS}</p>;
  return <FormularioDatos id={id} idtabla={idtabla} campos={campos} guardados={guardados} />;
}

interface FormularioDatosProps extends DatosScreenProps {
  campos: readonly DefinicionCampo[];
  guardados: ReadonlyMap<string, ValorDato>;
}

function FormularioDatos({ id, idtabla, campos, guardados }: FormularioDatosProps) {
  const { db } = useVigia();
  const navegar = useNavigate();
  const idTitulo = useId();
  const declaracion = useMemo(() => formularioDatos(campos, db), [campos, db]);
  const valores = useMemo(() => valoresDeDatos(campos, guardados), [campos, guardados]);
  const registro = useMemo(() => ({ id, idtabla }), [id, idtabla]);

  return (
    <section className="tarjeta" aria-labelledby={idTitulo}>
      <h2 id={idTitulo}>{TITULO_DATOS}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={registro}
        modo="edicion"
        despues={() => navegar({ to: '/datos/$id/$idtabla', params: { id, idtabla: String(idtabla) } })}
        acciones={
          <Link to="/datos/$id/$idtabla" params={{ id, idtabla: String(idtabla) }} className="boton">
            {VOLVER_DATOS}
          </Link>
        }
      />
    </section>
  );
}
