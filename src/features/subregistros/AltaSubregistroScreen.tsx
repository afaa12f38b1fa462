/**
 * Alta genérica de un registro de un cliente o de un cliente potencial (…/{tipo}/add): el formulario
 * declarado del tipo; al guardar avisa ('Teléfono añadido'…) y va a la ficha del registro nuevo.
 */
import { useState, type ComponentType } from 'react';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { DocumentoDueno, EnlaceSubregistros } from './EnlacesDueno';
import { conDeclaracion } from './entidades';
import { FormularioRegistro } from './FormularioRegistro';
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
  const textos = TEXTOS_SUBREGISTRO[declaracion.tipo];
  // El id del registro nuevo se fija al abrir: con él se va a su ficha tras guardar.
  const [inicial] = useState(() => declaracion.nueva(crypto.randomUUID()));
  return (
    <FormularioRegistro
      declaracion={declaracion}
      dueno={dueno}
      id={id}
      titulo={textos.nuevo}
      subtitulo={nombre}
      valores={inicial}
      registro={null}
      acciones={
        <EnlaceSubregistros dueno={dueno} id={id} tipo={declaracion.tipo} className="boton">
          {`Volver a ${textos.plural.toLowerCase()}`}
        </EnlaceSubregistros>
      }
    />
  );
}
