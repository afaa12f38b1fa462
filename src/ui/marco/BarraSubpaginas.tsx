/**
 * La barra de subpáginas de un registro: los enlaces propios de la ficha (Modificar, Líneas, Cuotas…) y,
 * detrás, 'Ficheros' y 'Datos' del registro, que salen del idtabla de su entidad (schemas/index.ts) y van
 * a las pantallas comunes /ficheros/{id}/{idtabla} y /datos/{id}/{idtabla}. Cada uno solo se pinta si el
 * usuario puede entrar (el mismo permiso que guarda la ruta), así que la barra no lleva a un rechazo; una
 * entidad sin idtabla no tiene ni ficheros ni datos.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { entidades, type Coleccion } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';

export const TEXTOS_SUBPAGINAS = {
  ficheros: 'Ficheros',
  datos: 'Datos',
} as const;

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
}

/** Un enlace común de la barra: a qué pantalla, con qué parámetros y qué texto. */
export interface EnlaceComun {
  pantalla: 'ficheros' | 'datos';
  params: { id: string; idtabla: string };
  texto: string;
}

/**
 * 'Ficheros' y 'Datos' de un registro: los que su entidad tiene (idtabla), la ficha enlaza y el usuario
 * puede ver (`puedeVer` con el objeto de permisos que guarda la ruta: 'fichero' o 'dato').
 */
export const enlacesComunes = (
  coleccion: Coleccion,
  id: string,
  puedeVer: (objeto: 'fichero' | 'dato') => boolean,
  { ficheros = TEXTOS_SUBPAGINAS.ficheros, datos = TEXTOS_SUBPAGINAS.datos }: Pick<BarraSubpaginasProps, 'ficheros' | 'datos'> = {},
): EnlaceComun[] => {
  const { idtabla } = entidades[coleccion];
  if (idtabla === null) return [];
  const params = { id, idtabla: String(idtabla) };
  const enlaces: EnlaceComun[] = [];
  if (ficheros !== false && puedeVer('fichero')) enlaces.push({ pantalla: 'ficheros', params, texto: ficheros });
  if (datos !== false && puedeVer('dato')) enlaces.push({ pantalla: 'datos', params, texto: datos });
  return enlaces;
};

export function BarraSubpaginas({ etiqueta, coleccion, id, ficheros, datos, children }: BarraSubpaginasProps) {
  const { sesion } = useVigia();
  const enlaces = enlacesComunes(coleccion, id, (objeto) => puede(sesion.usuario, objeto, 'visualizar'), { ficheros, datos });
  return (
    <nav className="botonera" aria-label={etiqueta}>
      {children}
      {enlaces.map(({ pantalla, params, texto }) =>
        pantalla === 'ficheros' ? (
          <Link key={pantalla} to="/ficheros/$id/$idtabla" params={params} className="boton">
            {texto}
          </Link>
        ) : (
          <Link key={pantalla} to="/datos/$id/$idtabla" params={params} className="boton">
            {texto}
          </Link>
        ),
      )}
    </nav>
  );
}
