/**
 * Edición genérica de un registro de un cliente o de un cliente potencial (…/{tipo}/{idregistro}/edit):
 * el mismo formulario declarado que el alta; guarda solo lo cambiado, avisa 'Cambios guardados' y vuelve
 * a la ficha.
 */
import { useId, useMemo, type ComponentType } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { EnlaceRegistro, EnlaceSubregistros, useIrARegistro } from './EnlacesDueno';
import { conDeclaracion, formularioSubregistro } from './entidades';
import { TEXTOS_SUBREGISTRO, VOLVER_FICHA } from './subregistros.labels';
import { idDueno, type Dueno, type ParamsDueno, type PropsRegistro, type TipoSubregistro } from './tipos';

export function EditarSubregistroScreen({ tipo, dueno, id, idregistro }: PropsRegistro) {
  return conDeclaracion(tipo, (d) =>
    d.variantes[dueno].documento({
      id: idregistro,
      nombre: TEXTOS_SUBREGISTRO[tipo].nombre,
      volver: (
        <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo}>
          {`Volver a ${TEXTOS_SUBREGISTRO[tipo].plural.toLowerCase()}`}
        </EnlaceSubregistros>
      ),
      children: (f) => <Editar declaracion={d} dueno={dueno} id={id} fila={f} />,
    }),
  );
}

export const pantallaEditarSubregistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D): ComponentType<ParamsDueno[D] & { idregistro: string }> =>
  function PantallaEditarSubregistro(p: ParamsDueno[D] & { idregistro: string }) {
    return <EditarSubregistroScreen tipo={tipo} dueno={dueno} id={idDueno(p)} idregistro={p.idregistro} />;
  };

function Editar<F extends FilaBase, K extends string>({ declaracion, dueno, id, fila }: { declaracion: DeclaracionSubregistro<F, K>; dueno: Dueno; id: string; fila: F }) {
  const { motor } = useVigia();
  const idTitulo = useId();
  const { tipo } = declaracion;
  const textos = TEXTOS_SUBREGISTRO[tipo];
  const ir = useIrARegistro(dueno, id, tipo);
  const formulario = useMemo(() => formularioSubregistro(declaracion, dueno, motor, id, 'edicion'), [declaracion, dueno, motor, id]);
  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{`Modificar ${textos.singular}`}</h1>
      <p>{declaracion.nombreFila(fila)}</p>
      <section className="tarjeta" aria-labelledby={idTitulo}>
        <FormularioDeclarado
          declaracion={formulario}
          valores={fila}
          registro={fila}
          modo="edicion"
          despues={() => ir(fila.id)}
          acciones={
            <EnlaceRegistro dueno={dueno} id={id} tipo={tipo} idregistro={fila.id} className="boton">
              {VOLVER_FICHA}
            </EnlaceRegistro>
          }
        />
      </section>
    </div>
  );
}
