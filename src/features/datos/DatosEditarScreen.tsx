/**
 * /datos/{id}/{idtabla}/edit: el formulario de los datos personalizados de un registro, construido de
 * las definiciones de su tabla con los campos compartidos de src/ui/formulario (texto con contador,
 * número, fecha dd/mm/aaaa, casilla sí/no y selección de opciones) y el hook useFormulario. Cada campo
 * se valida con la misma regla que aplica dato.guardarSync en el dispositivo y en el servidor. Guardar
 * manda solo los campos cambiados (se aplica al instante, también sin red) y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { ValorDato } from '../../../replication/mutadores-datos';
import { useVigia } from '../../app/VigiaProvider';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoCasilla, CampoFecha, CampoNumero, CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { useFormulario, type Formulario } from '../../ui/formulario/useFormulario';
import { useGuardar } from '../../ui/formulario/useGuardar';
import { useCamposDato, useValoresDato } from './consultas';
import {
  aValoresDato, normalizadoresDatos, validadoresDatos, valoresDeDatos, type DefinicionCampo, type ValoresDatos,
} from './datos-formulario';
import { DATOS_GUARDADOS, SIN_CAMPOS, SIN_ELEGIR, TITULO_DATOS, TITULO_EDITAR_DATOS, VOLVER_DATOS } from './datos.labels';
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
  const valores = useMemo(() => valoresDeDatos(campos, guardados), [campos, guardados]);
  const validadores = useMemo(() => validadoresDatos(campos), [campos]);
  const normalizadores = useMemo(() => normalizadoresDatos(campos), [campos]);
  const f = useFormulario<ValoresDatos>({ valores, validadores, normalizadores });

  const { guardar, guardando, errorGuardar, mostrarRevision } = useGuardar({
    f,
    mensaje: DATOS_GUARDADOS,
    enfocar: (campo) => document.getElementsByName(`dato-${String(campo)}`)[0]?.focus(),
    enviar: (cambios) => db.mutate('dato.guardarSync', { idtabla, id, valores: aValoresDato(cambios) }).then(() => undefined),
    despues: () => navegar({ to: '/datos/$id/$idtabla', params: { id, idtabla: String(idtabla) } }),
  });

  return (
    <section className="tarjeta" aria-labelledby={idTitulo}>
      <h2 id={idTitulo}>{TITULO_DATOS}</h2>
      <form onSubmit={guardar} noValidate>
        <fieldset className="grupo-campos" disabled={guardando}>
          {campos.map((c) => (
            <CampoDato key={c.idcampo_dato} campo={c} f={f} />
          ))}
        </fieldset>
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={!f.modificado || guardando} aria-busy={guardando}>
            Guardar
          </button>
          <Link to="/datos/$id/$idtabla" params={{ id, idtabla: String(idtabla) }} className="boton">
            {VOLVER_DATOS}
          </Link>
        </div>
      </form>
    </section>
  );
}

/** El campo compartido que corresponde al tipo de la definición. */
function CampoDato({ campo, f }: { campo: DefinicionCampo; f: Formulario<ValoresDatos> }) {
  const k = campo.idcampo_dato;
  const v = f.visibles[k] ?? null;
  const comunes = { etiqueta: campo.etiqueta, requerido: campo.requerido, nombre: `dato-${k}`, error: f.error(k) };
  switch (campo.tipo) {
    case 'texto':
      return <CampoTexto {...comunes} autoComplete="off" maximo={campo.max ?? undefined} valor={typeof v === 'string' ? v : ''} alCambiar={(x) => f.cambiar(k, x)} />;
    case 'numero':
      return <CampoNumero {...comunes} decimales={0} valor={typeof v === 'number' ? v : null} alCambiar={(x) => f.cambiar(k, x)} />;
    case 'fecha':
      return <CampoFecha {...comunes} valor={typeof v === 'string' ? v : null} alCambiar={(x) => f.cambiar(k, x)} />;
    case 'booleano':
      return <CampoCasilla {...comunes} valor={v === true} alCambiar={(x) => f.cambiar(k, x)} />;
    case 'opcion':
      return (
        <CampoSeleccion
          {...comunes}
          valor={typeof v === 'string' ? v : ''}
          opciones={[{ valor: '', etiqueta: SIN_ELEGIR }, ...campo.opciones.map((o) => ({ valor: o, etiqueta: o }))]}
          alCambiar={(x) => f.cambiar(k, x)}
        />
      );
  }
}
