/**
 * La lista declarada de una entidad con su alta: la clave del estado guardado lleva el usuario de la
 * sesión, las acciones propias de la pantalla van en la cabecera y, al final, el enlace a 'Nueva …' si el
 * usuario puede insertar. Sirve a todas las pantallas de una entidad (todas, las de un cliente, las de una
 * operación…), que solo cambian el título, la clave, el selector base y lo preseleccionado (porPadre).
 */
import { useMemo, type ReactNode } from 'react';
import type { ObjetoPermiso } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from './ListaScreen';
import type { DefinicionLista } from './tipos';

export interface PropsListaConAlta<T extends object> {
  titulo: string;
  /** Clave de la lista; se le añade el id del usuario (cada usuario guarda su búsqueda, filtros y orden). */
  id: string;
  /** La definición con la clave completa: memorízala (useCallback) con lo que cambie la lista. */
  definir: (id: string) => DefinicionLista<T>;
  /** El enlace al alta sale si el usuario puede insertar este objeto. */
  objeto: ObjetoPermiso;
  /** El enlace al alta, con lo que lleve preseleccionado. */
  alta: ReactNode;
  /** Las demás acciones de la cabecera, antes del alta. */
  children?: ReactNode;
}

export function ListaConAlta<T extends object>({ titulo, id, definir, objeto, alta, children }: PropsListaConAlta<T>) {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definir(`${id}:${idusuario}`), [definir, id, idusuario]);
  const acciones = (
    <>
      {children}
      {puede(sesion.usuario, objeto, 'insertar') && alta}
    </>
  );
  return <ListaScreen titulo={titulo} definicion={definicion} acciones={acciones} />;
}
