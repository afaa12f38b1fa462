/**
 * Edición de un sistema (/sistemas/{idsistema}/edit): el formulario declarado en sistema-formulario.ts
 * (descripción, tipo y observaciones). Guardar manda `sistema.updateSync` con solo lo cambiado (se aplica
 * en el dispositivo al instante; el servidor vuelve a comprobar los mismos límites) y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { MarcoSistema, type Sistema } from './MarcoSistema';
import { formularioSistema, valoresDeSistema } from './sistema-formulario';
import { TEXTOS_SISTEMAS as T } from './sistemas.labels';

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

function FormularioSistema({ sistema }: { sistema: Sistema }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const id = useId();
  const declaracion = useMemo(() => formularioSistema(motor), [motor]);
  const valores = useMemo(() => valoresDeSistema(sistema), [sistema]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{T.datos}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={sistema}
        modo="edicion"
        despues={() => navegar({ to: '/sistemas/$idsistema', params: { idsistema: sistema.idsistema } })}
        acciones={
          <Link to="/sistemas/$idsistema" params={{ idsistema: sistema.idsistema }} className="boton">
            {T.volverFicha}
          </Link>
        }
      />
    </section>
  );
}
