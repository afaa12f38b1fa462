/**
 * Palabras sin partir entre líneas en las celdas y los enlaces de las listas y tablas:
 * - un código con guion ('PT-000200', 'SIS-000001', 'DB-2855'): el navegador puede cortar la línea después
 *   del guion, y en una columna estrecha 'OT-' quedaba en una línea y '000198' en la siguiente; va entero
 *   en un <span class="sin-corte"> (white-space: nowrap);
 * - un correo ('oficina@empresa.es'): a 360 px no cabe en la celda y se partía por cualquier letra; se
 *   puede cortar solo después de la arroba (<wbr>), y cada mitad va entera.
 * El texto y su nombre accesible no cambian. Lo que no es texto se deja tal cual.
 */
import { Fragment, type ReactNode } from 'react';

const PALABRA_ESPECIAL = /(\S+[-@]\S+)/;

const entera = (texto: string, clave: string): ReactNode => (
  <span key={clave} className="sin-corte">
    {texto}
  </span>
);

const palabra = (t: string, clave: string): ReactNode => {
  const arroba = t.indexOf('@');
  if (arroba <= 0) return entera(t, clave);
  return (
    <Fragment key={clave}>
      {entera(t.slice(0, arroba + 1), `${clave}a`)}
      <wbr />
      {entera(t.slice(arroba + 1), `${clave}b`)}
    </Fragment>
  );
};

export const sinCortarCodigos = (nodo: ReactNode): ReactNode => {
  if (typeof nodo !== 'string' || !/[-@]/.test(nodo)) return nodo;
  const trozos = nodo.split(PALABRA_ESPECIAL);
  if (trozos.length === 1) return nodo;
  return trozos.map((t, i) => (i % 2 === 1 ? palabra(t, String(i)) : <Fragment key={i}>{t}</Fragment>));
};
