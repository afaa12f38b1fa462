/**
 * La barra de subpáginas de un registro: los enlaces propios de la ficha (Modificar, Líneas, Cuotas…) y,
 * detrás, 'Ficheros' y 'Datos' del registro, que salen del idtabla de su entidad (schemas/index.ts) y van
 * a las pantallas comunes /ficheros/{id}/{idtabla} y /datos/{id}/{idtabla}. Van con EnlaceGuardado
 * (src/ui/enlace): solo se pintan si la guarda de su ruta dejaría pasar al usuario, así que la barra no
 * lleva a un rechazo; una entidad sin idtabla no tiene ni ficheros ni datos.
 */
import type { ReactNode } from 'react';
import type { Coleccion } from '../../../schemas';
import { EnlaceGuardado, useAccionQueFalta } from '../enlace/EnlaceGuardado';
import { enlacesComunes, type EnlaceComun } from './subpaginas';

export interface BarraSubpaginasProps {
  /** El nombre de la barra para los lectores ('Secciones del contrato'). */
  etiqueta: string;
  /** La entidad del registro: su idtabla da 'Ficheros' y 'Datos'. */
  coleccion: Coleccion;
  /** El id del registro. */
  id: string;
  /** 'Ficheros' con otro texto ('Fotos y ficheros'), o false si la ficha no los enlaza. */
  ficheros?: string | false;
  /** 'Datos' con otro texto, o false si la ficha no los enlaza (la entidad no tiene datos personalizados). */
  datos?: string | false;
  /** Los enlaces propios de la ficha, delante. */
  children?: ReactNode;
  /** Lo que va detrás de 'Ficheros' y 'Datos' (un botón de correo). */
  despues?: ReactNode;
}

const DESTINO = { ficheros: '/ficheros/$id/$idtabla', datos: '/datos/$id/$idtabla' } as const;

/** Un enlace común, guardado; en una lista, dentro de su <li> (sin <li> vacío si el usuario no puede ir). */
function EnlaceComunGuardado({ enlace: { pantalla, params, texto }, enLista }: { enlace: EnlaceComun; enLista: boolean }) {
  const falta = useAccionQueFalta(DESTINO[pantalla]);
  if (falta !== null) return null;
  const enlace =
    pantalla === 'ficheros' ? (
      <EnlaceGuardado to="/ficheros/$id/$idtabla" params={params} className="boton">
        {texto}
      </EnlaceGuardado>
    ) : (
      <EnlaceGuardado to="/datos/$id/$idtabla" params={params} className="boton">
        {texto}
      </EnlaceGuardado>
    );
  return enLista ? <li>{enlace}</li> : enlace;
}

export interface EnlacesComunesProps extends Pick<BarraSubpaginasProps, 'coleccion' | 'id' | 'ficheros' | 'datos'> {
  /** Cada enlace en su <li>, para una navegación hecha con una lista. */
  enLista?: boolean;
}

/** Solo 'Ficheros' y 'Datos' del registro, para ponerlos en una navegación propia (la de la orden). */
export function EnlacesComunes({ coleccion, id, ficheros, datos, enLista = false }: EnlacesComunesProps) {
  return enlacesComunes(coleccion, id, { ficheros, datos }).map((enlace) => <EnlaceComunGuardado key={enlace.pantalla} enlace={enlace} enLista={enLista} />);
}

export function BarraSubpaginas({ etiqueta, coleccion, id, ficheros, datos, children, despues }: BarraSubpaginasProps) {
  return (
    <nav className="botonera" aria-label={etiqueta}>
      {children}
      <EnlacesComunes coleccion={coleccion} id={id} ficheros={ficheros} datos={datos} />
      {despues}
    </nav>
  );
}
