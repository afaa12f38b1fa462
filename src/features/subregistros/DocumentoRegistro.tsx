/**
 * La carcasa común de la ficha y de la edición de un registro de un cliente o de un cliente potencial
 * (…/{tipo}/{idregistro} y …/edit): busca la declaración del tipo, carga el registro con la variante del
 * dueño ('Volver a …' si no se puede mostrar) y pinta el cuerpo con su fila. Y la pantalla de la ruta,
 * que saca el dueño y el registro de los parámetros del path.
 */
import type { ComponentType, ReactNode } from 'react';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { EnlaceSubregistros } from './EnlacesDueno';
import { conDeclaracion } from './entidades';
import { TEXTOS_SUBREGISTRO } from './subregistros.labels';
import { idDueno, type Dueno, type ParamsDueno, type PropsRegistro, type TipoSubregistro } from './tipos';

/** Lo que recibe el cuerpo (la ficha o el formulario): la declaración del tipo, el dueño y la fila. */
export interface PropsCuerpoRegistro<F extends FilaBase, K extends string> {
  declaracion: DeclaracionSubregistro<F, K>;
  dueno: Dueno;
  /** Id del cliente o del cliente potencial. */
  id: string;
  fila: F;
}

/** Un cuerpo sirve a todos los tipos: es genérico en la fila. */
export type CuerpoRegistro = <F extends FilaBase, K extends string>(p: PropsCuerpoRegistro<F, K>) => ReactNode;

export function DocumentoRegistro({ tipo, dueno, id, idregistro, Cuerpo }: PropsRegistro & { Cuerpo: CuerpoRegistro }) {
  return conDeclaracion(tipo, (d) =>
    d.variantes[dueno].documento({
      id: idregistro,
      nombre: TEXTOS_SUBREGISTRO[tipo].nombre,
      volver: (
        <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo}>
          {`Volver a ${TEXTOS_SUBREGISTRO[tipo].plural.toLowerCase()}`}
        </EnlaceSubregistros>
      ),
      children: (f) => <Cuerpo declaracion={d} dueno={dueno} id={id} fila={f} />,
    }),
  );
}

/** La pantalla de la ruta de un registro (ficha o edición) con el cuerpo dado. */
export const pantallaRegistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D, Cuerpo: CuerpoRegistro): ComponentType<ParamsDueno[D] & { idregistro: string }> =>
  function PantallaRegistro(p: ParamsDueno[D] & { idregistro: string }) {
    return <DocumentoRegistro tipo={tipo} dueno={dueno} id={idDueno(p)} idregistro={p.idregistro} Cuerpo={Cuerpo} />;
  };
