/**
 * Lista genérica de un tipo de registro de un cliente o de un cliente potencial
 * (/clientes/{idcliente}/telefonos, /clientes-potenciales/{id}/cuentas-bancarias…): la lista declarada
 * de la variante del dueño, con enlace a la ficha de cada registro y 'Añadir …' si se puede insertar.
 */
import { useMemo, type ComponentType } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { DocumentoDueno, EnlaceDueno, EnlaceRegistro, EnlaceSubregistros } from './EnlacesDueno';
import { conDeclaracion } from './entidades';
import { NOMBRE_DUENO, TEXTOS_SUBREGISTRO } from './subregistros.labels';
import { idDueno, type Dueno, type ParamsDueno, type PropsSubregistro, type TipoSubregistro } from './tipos';

export function ListaSubregistroScreen({ tipo, dueno, id }: PropsSubregistro) {
  return <DocumentoDueno dueno={dueno} id={id}>{(nombre) => conDeclaracion(tipo, (d) => <Lista declaracion={d} dueno={dueno} id={id} nombre={nombre} />)}</DocumentoDueno>;
}

/** La pantalla de la ruta: los parámetros del dueño. */
export const pantallaListaSubregistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D): ComponentType<ParamsDueno[D]> =>
  function PantallaListaSubregistro(p: ParamsDueno[D]) {
    return <ListaSubregistroScreen tipo={tipo} dueno={dueno} id={idDueno(p)} />;
  };

function Lista<F extends FilaBase, K extends string>({ declaracion, dueno, id, nombre }: { declaracion: DeclaracionSubregistro<F, K>; dueno: Dueno; id: string; nombre: string }) {
  const { sesion } = useVigia();
  const v = declaracion.variantes[dueno];
  const { tipo } = declaracion;
  const textos = TEXTOS_SUBREGISTRO[tipo];
  const anadir = puede(sesion.usuario, v.objeto, 'insertar');
  const lista = useMemo(
    () =>
      v.lista({
        titulo: `${textos.plural} de ${nombre}`,
        idDueno: id,
        enlace: (f, contenido) => (
          <EnlaceRegistro dueno={dueno} id={id} tipo={tipo} idregistro={f.id} className="enlace-fila">
            {contenido}
          </EnlaceRegistro>
        ),
        acciones: anadir ? (
          <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo} alta className="boton boton-primario">
            {`Añadir ${textos.singular}`}
          </EnlaceSubregistros>
        ) : undefined,
      }),
    [v, textos, nombre, id, dueno, tipo, anadir],
  );
  return (
    <>
      {lista}
      <div className="pantalla">
        <p>
          <EnlaceDueno dueno={dueno} id={id}>
            {NOMBRE_DUENO[dueno].volver}
          </EnlaceDueno>
        </p>
      </div>
    </>
  );
}
