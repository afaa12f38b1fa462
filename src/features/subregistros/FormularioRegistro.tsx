/**
 * El cuerpo común del alta y de la edición de un registro de un cliente o de un cliente potencial: el
 * título, a quién o a qué se refiere y el formulario declarado del tipo (la misma declaración para los dos
 * modos); al guardar va a la ficha del registro. Alta si no hay registro; edición si lo hay.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { useIrARegistro } from './EnlacesDueno';
import { formularioSubregistro } from './entidades';
import type { Dueno } from './tipos';

export interface PropsFormularioRegistro<F extends FilaBase, K extends string> {
  declaracion: DeclaracionSubregistro<F, K>;
  dueno: Dueno;
  /** Id del cliente o del cliente potencial. */
  id: string;
  titulo: string;
  /** El dueño (alta) o el registro (edición). */
  subtitulo: string;
  /** Los valores de partida: la fila nueva con su id o la del registro. */
  valores: F;
  /** null en el alta; el registro en la edición. */
  registro: F | null;
  acciones: ReactNode;
}

export function FormularioRegistro<F extends FilaBase, K extends string>({ declaracion, dueno, id, titulo, subtitulo, valores, registro, acciones }: PropsFormularioRegistro<F, K>) {
  const { motor } = useVigia();
  const idTitulo = useId();
  const ir = useIrARegistro(dueno, id, declaracion.tipo);
  const modo = registro === null ? 'alta' : 'edicion';
  const formulario = useMemo(() => formularioSubregistro(declaracion, dueno, motor, id, modo), [declaracion, dueno, motor, id, modo]);
  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{titulo}</h1>
      <p>{subtitulo}</p>
      <section className="tarjeta" aria-labelledby={idTitulo}>
        <FormularioDeclarado
          declaracion={formulario}
          valores={valores}
          registro={registro}
          modo={modo}
          etiqueta={registro === null ? titulo : undefined}
          despues={() => ir(valores.id)}
          acciones={acciones}
        />
      </section>
    </div>
  );
}
