/**
 * Alta genérica de un registro de un cliente o de un cliente potencial (…/{tipo}/add): el formulario
 * declarado del tipo; al guardar avisa ('Teléfono añadido'…) y va a la ficha del registro nuevo.
 */
import { useId, useMemo, useState, type ComponentType } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { DocumentoDueno, EnlaceSubregistros, useIrARegistro } from './EnlacesDueno';
import { conDeclaracion, formularioSubregistro } from './entidades';
import { TEXTOS_SUBREGISTRO } from './subregistros.labels';
import { idDueno, type Dueno, type ParamsDueno, type PropsSubregistro, type TipoSubregistro } from './tipos';

export function AltaSubregistroScreen({ tipo, dueno, id }: PropsSubregistro) {
  return <DocumentoDueno dueno={dueno} id={id}>{(nombre) => conDeclaracion(tipo, (d) => <Alta declaracion={d} dueno={dueno} id={id} nombre={nombre} />)}</DocumentoDueno>;
}

export const pantallaAltaSubregistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D): ComponentType<ParamsDueno[D]> =>
  function PantallaAltaSubregistro(p: ParamsDueno[D]) {
    return <AltaSubregistroScreen tipo={tipo} dueno={dueno} id={idDueno(p)} />;
  };

function Alta<F extends FilaBase, K extends string>({ declaracion, dueno, id, nombre }: { declaracion: DeclaracionSubregistro<F, K>; dueno: Dueno; id: string; nombre: string }) {
  const { motor } = useVigia();
  const idTitulo = useId();
  const { tipo } = declaracion;
  const textos = TEXTOS_SUBREGISTRO[tipo];
  const ir = useIrARegistro(dueno, id, tipo);
  const formulario = useMemo(() => formularioSubregistro(declaracion, dueno, motor, id, 'alta'), [declaracion, dueno, motor, id]);
  // El id del registro nuevo se fija al abrir: con él se va a su ficha tras guardar.
  const [inicial] = useState(() => declaracion.nueva(crypto.randomUUID()));
  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{textos.nuevo}</h1>
      <p>{nombre}</p>
      <section className="tarjeta" aria-labelledby={idTitulo}>
        <FormularioDeclarado
          declaracion={formulario}
          valores={inicial}
          registro={null}
          modo="alta"
          etiqueta={textos.nuevo}
          despues={() => ir(inicial.id)}
          acciones={
            <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo} className="boton">
              {`Volver a ${textos.plural.toLowerCase()}`}
            </EnlaceSubregistros>
          }
        />
      </section>
    </div>
  );
}
