/** Los enlaces comunes de la barra de subpáginas (Ficheros, Datos) de un registro, sin React: del idtabla de su entidad. */
import { entidades, type Coleccion } from '../../../schemas';

export const TEXTOS_SUBPAGINAS = {
  ficheros: 'Ficheros',
  datos: 'Datos',
} as const;

/** Un enlace común de la barra: a qué pantalla, con qué parámetros y qué texto. */
export interface EnlaceComun {
  pantalla: 'ficheros' | 'datos';
  params: { id: string; idtabla: string };
  texto: string;
}

/** 'Ficheros' y 'Datos' de un registro: los que su entidad tiene (idtabla) y la ficha enlaza. */
export const enlacesComunes = (
  coleccion: Coleccion,
  id: string,
  { ficheros = TEXTOS_SUBPAGINAS.ficheros, datos = TEXTOS_SUBPAGINAS.datos }: { ficheros?: string | false; datos?: string | false } = {},
): EnlaceComun[] => {
  const { idtabla } = entidades[coleccion];
  if (idtabla === null) return [];
  const params = { id, idtabla: String(idtabla) };
  const enlaces: EnlaceComun[] = [];
  if (ficheros !== false) enlaces.push({ pantalla: 'ficheros', params, texto: ficheros });
  if (datos !== false) enlaces.push({ pantalla: 'datos', params, texto: datos });
  return enlaces;
};
