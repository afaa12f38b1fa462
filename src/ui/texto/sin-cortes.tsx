/**
 * Códigos con guion ('PT-000200', 'SIS-000001', 'DB-2855') sin partir entre líneas: el navegador puede
 * cortar una línea después de un guion, y en una columna estrecha 'OT-' quedaba en una línea y '000198'
 * en la siguiente. Cada palabra con guion de un texto va en un <span class="sin-corte"> (white-space:
 * nowrap); el texto y su nombre accesible no cambian. Lo que no es texto se deja tal cual.
 */
import { Fragment, type ReactNode } from 'react';

const CON_GUION = /(\S+-\S+)/;

export const sinCortarCodigos = (nodo: ReactNode): ReactNode => {
  if (typeof nodo !== 'string' || !nodo.includes('-')) return nodo;
  const trozos = nodo.split(CON_GUION);
  if (trozos.length === 1) return nodo;
  return trozos.map((t, i) =>
    i % 2 === 1 ? (
      <span key={i} className="sin-corte">
        {t}
      </span>
    ) : (
      <Fragment key={i}>{t}</Fragment>
    ),
  );
};
