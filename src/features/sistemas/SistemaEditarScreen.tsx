/**
 * Edición de un sistema (/sistemas/{idsistema}/edit): descripción, tipo y observaciones con useFormulario
 * y los campos de src/ui/formulario. Guardar manda `sistema.updateSync` con solo lo cambiado (se aplica
 * en el dispositivo al instante; el servidor vuelve a comprobar los mismos límites) y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { useFormulario } from '../../ui/formulario/useFormulario';
import { useGuardar } from '../../ui/formulario/useGuardar';
import { MarcoSistema, type Sistema } from './MarcoSistema';
import {
  aCambiosSistema, MAX_DESCRIPCION_SISTEMA, MAX_OBSERVACIONES_SISTEMA, normalizadoresSistema, validadoresSistema, valoresDeSistema, type ValoresSistema,
} from './sistema-formulario';
import { etiquetasSistema, etiquetasTipoSistema, TEXTOS_SISTEMAS as T, tiposSistema } from './sistemas.labels';

export interface SistemaEditarScreenProps {
  idsistema: string;
}

export function SistemaEditarScreen({ idsistema }: SistemaEditarScreenProps) {
  return (
    <MarcoSistema idsistema={idsistema} titulo={T.tituloEditar}>
      {(s) => <FormularioSistema sistema={s} />}
    </MarcoSistema>
  );
}

const opcionesTipo = tiposSistema.map((t) => ({ valor: t, etiqueta: etiquetasTipoSistema[t] }));

function FormularioSistema({ sistema }: { sistema: Sistema }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const id = useId();
  const valores = useMemo(() => valoresDeSistema(sistema), [sistema]);
  const f = useFormulario<ValoresSistema>({ valores, validadores: validadoresSistema, normalizadores: normalizadoresSistema });
  const refDescripcion = useRef<HTMLInputElement>(null);
  const refTipo = useRef<HTMLSelectElement>(null);
  const refObservaciones = useRef<HTMLTextAreaElement>(null);
  const { guardar, guardando, errorGuardar, mostrarRevision } = useGuardar({
    f,
    mensaje: T.guardado,
    enfocar: (campo) => ({ descripcion: refDescripcion, tipo: refTipo, observaciones: refObservaciones })[campo].current?.focus(),
    enviar: (cambios) => motor.mutate('sistema.updateSync', { id: sistema.idsistema, cambios: aCambiosSistema(cambios) }).then(() => undefined),
    despues: () => navegar({ to: '/sistemas/$idsistema', params: { idsistema: sistema.idsistema } }),
  });

  return (
    <section className="tarjeta" aria-labelledby={`${id}-editar`}>
      <h2 id={`${id}-editar`}>{T.datos}</h2>
      <form onSubmit={guardar} noValidate>
        <CampoTexto
          ref={refDescripcion}
          etiqueta={etiquetasSistema.descripcion}
          requerido
          maximo={MAX_DESCRIPCION_SISTEMA}
          valor={f.visibles.descripcion}
          alCambiar={(v) => f.cambiar('descripcion', v)}
          error={f.error('descripcion')}
        />
        <CampoSeleccion
          ref={refTipo}
          etiqueta={etiquetasSistema.tipo}
          valor={f.visibles.tipo}
          alCambiar={(v) => f.cambiar('tipo', v)}
          opciones={opcionesTipo}
          error={f.error('tipo')}
        />
        <CampoAreaTexto
          ref={refObservaciones}
          etiqueta={etiquetasSistema.observaciones}
          filas={6}
          maximo={MAX_OBSERVACIONES_SISTEMA}
          valor={f.visibles.observaciones}
          alCambiar={(v) => f.cambiar('observaciones', v)}
          error={f.error('observaciones')}
        />
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={!f.modificado || guardando} aria-busy={guardando}>
            Guardar
          </button>
          <Link to="/sistemas/$idsistema" params={{ idsistema: sistema.idsistema }} className="boton">
            {T.volverFicha}
          </Link>
        </div>
      </form>
    </section>
  );
}
