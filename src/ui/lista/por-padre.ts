/**
 * Una lista montada bajo su padre (/clientes/{idcliente}/citas, /operaciones/{id}/citas…): la clave de su
 * estado guardado lleva el id del padre, el selector base se queda con los registros del padre y el alta
 * desde ella lo lleva preseleccionado. Las tres cosas salen de (prefijo, campo, id del padre).
 */
import { useMemo } from 'react';
import type { MangoQuerySelector } from 'rxdb';

/** { [campo]: valor }. Parcial para que TypeScript lo arme sin conversiones; el campo se comprueba donde se usa. */
export const conCampo = <K extends string, V>(campo: K, valor: V): Partial<Record<K, V>> => {
  const salida: Partial<Record<K, V>> = {};
  salida[campo] = valor;
  return salida;
};

/** Lo que una pantalla de un padre pasa a la lista de la entidad: clave, selector base y preselección del alta. */
export interface ListaDePadre<K extends string> {
  id: string;
  selectorBase: Partial<Record<K, { $eq: string }>>;
  preseleccion: Partial<Record<K, string>>;
}

/** La lista de los registros cuyo `campo` es `valor` (el id del padre), con la clave `prefijo:valor`. */
export const porPadre = <K extends string>(prefijo: string, campo: K, valor: string): ListaDePadre<K> => ({
  id: `${prefijo}:${valor}`,
  selectorBase: conCampo(campo, { $eq: valor }),
  preseleccion: conCampo(campo, valor),
});

/** porPadre memorizado: el mismo selector mientras no cambie el padre (la lista no vuelve a consultar). */
export const usePorPadre = <K extends string>(prefijo: string, campo: K, valor: string): ListaDePadre<K> =>
  useMemo(() => porPadre(prefijo, campo, valor), [prefijo, campo, valor]);

/** Las props de la lista de una entidad que se monta sola (todas) o bajo un padre (porPadre). */
export interface PropsListaEntidad<T, P extends object> {
  titulo: string;
  id: string;
  selectorBase: MangoQuerySelector<T>;
  /** Lo que el alta desde la lista lleva ya elegido. */
  preseleccion?: P;
}
