/** Consultas de las pantallas de ficheros: de quién es un fichero, por su referencia humana. */
import { useMemo } from 'react';
import { useReferencias } from '../../app/useReferencias';
import { etiquetasEntidad, mayuscula } from '../../lib/entidades.labels';
import { clavePedido, refDeIdtabla, type Referencias, type Ref } from '../../lib/referencias';
import { TEXTOS_FICHEROS } from './ficheros.labels';

/**
 * El texto de 'De' de los ficheros de un registro: su referencia ('Parte PT-000200', 'Sistema
 * SIS-000001'), 'Sistema (no está en este dispositivo)' si no está, o el nombre de su entidad si no tiene
 * referencia; undefined mientras se lee.
 */
export const textoRegistroFichero = (ref: Ref | null, referencias: Referencias | undefined): string | undefined => {
  if (!ref) return TEXTOS_FICHEROS.registroDesconocido;
  if (!referencias) return undefined;
  return referencias.get(clavePedido(ref)) ?? mayuscula(etiquetasEntidad[ref.coleccion]);
};

/** De quién son los ficheros de idtabla + id, leído de la base local (undefined mientras se lee). */
export const useRegistroFichero = (idtabla: number, id: string): string | undefined => {
  const ref = useMemo(() => refDeIdtabla(idtabla, id), [idtabla, id]);
  const pedidos = useMemo(() => (ref ? [ref] : []), [ref]);
  const referencias = useReferencias(pedidos);
  return textoRegistroFichero(ref, referencias);
};
