/**
 * Maquinaria declarada de los registros de un cliente o de un cliente potencial. Cada tipo (teléfonos,
 * direcciones, cuentas…) se declara una vez sobre su fila común F (el id del registro y sus campos):
 * columnas de la lista, búsqueda y orden, tarjeta de la ficha y campos del formulario (la misma
 * declaración para el alta y la edición). Por cada dueño, una variante dice la colección, el selector por
 * el dueño, cómo sacar la fila de un documento y las mutaciones. La variante se arma con `variante()`,
 * genérica en la colección: lo que devuelve ya no depende de ella, así las pantallas son una sola.
 */
import type { ReactNode } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { entidades, type Coleccion, type DocDe, type ObjetoPermiso } from '../../../schemas';
import { coleccionDe, type MotorSync } from '../../../replication/cliente';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { DeclaracionTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { Documento } from '../../ui/documento/Documento';
import type { CampoDeclarado } from '../../ui/formulario/declaracion';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DireccionOrden } from '../../ui/lista/tipos';
import type { Dueno, TipoSubregistro } from './tipos';

export type Motor = Pick<MotorSync, 'mutate'>;

/** Lo común a toda fila: el id del registro (su clave primaria). */
export interface FilaBase {
  id: string;
}

export interface ColumnaSubregistro<F> {
  id: string;
  cabecera: string;
  celda: (f: F) => ReactNode;
}

/** Un tipo de registro, igual para los dos dueños. K: campos comunes de búsqueda y orden. */
export interface DeclaracionSubregistro<F extends FilaBase, K extends string> {
  tipo: TipoSubregistro;
  /** La fila de un alta vacía, con el id que tendrá el registro. */
  nueva: (id: string) => F;
  /** Nombre de la fila ('Teléfono 600 000 000'): título de la ficha y nombre accesible. */
  nombreFila: (f: F) => string;
  columnas: readonly ColumnaSubregistro<F>[];
  busqueda: readonly K[];
  ordenes: readonly { id: string; etiqueta: string; campo: K; direccion: DireccionOrden }[];
  tarjeta: (dueno: Dueno) => DeclaracionTarjeta<F>;
  /** Los campos del formulario para cada dueño (la dirección de un cliente no tiene tipo). */
  campos: (dueno: Dueno) => readonly CampoDeclarado<F>[];
  variantes: { [D in Dueno]: Variante<F> };
}

/** Props de la lista de una variante. */
export interface PropsListaVariante<F> {
  titulo: string;
  idDueno: string;
  enlace: (f: F, contenido: ReactNode) => ReactNode;
  acciones?: ReactNode;
}

/** Lo que las pantallas usan de una variante: ya sin el tipo de su colección. */
export interface Variante<F extends FilaBase> {
  coleccion: Coleccion;
  objeto: ObjetoPermiso;
  /** Si eliminar es darlo de baja (estado 0) y no borrarlo. */
  bajaEnLugarDeBorrar: boolean;
  /** La lista genérica de los registros activos del dueño (memoízala: depende de la definición). */
  lista: (p: PropsListaVariante<F>) => ReactNode;
  /** Los registros activos del dueño (la sección de su ficha). */
  useFilas: (idDueno: string) => readonly F[] | undefined;
  /** La carcasa de documento con la fila del registro. */
  documento: (p: { id: string; nombre: string; volver: ReactNode; children: (f: F) => ReactNode }) => ReactNode;
  insertar: (motor: Motor, idDueno: string, f: F) => Promise<unknown>;
  actualizar: (motor: Motor, f: F, cambios: Partial<F>) => Promise<unknown>;
  eliminar: (motor: Motor, f: F) => Promise<unknown>;
}

export interface OpcionesVariante<C extends Coleccion, F extends FilaBase> {
  coleccion: C;
  selector: (idDueno: string) => MangoQuerySelector<DocDe<C>>;
  fila: (doc: DocDe<C>) => F;
  insertar: Variante<F>['insertar'];
  actualizar: Variante<F>['actualizar'];
  eliminar: Variante<F>['eliminar'];
  bajaEnLugarDeBorrar?: boolean;
}

const activo = (d: { estado: number }): boolean => d.estado > 0;

/** Arma la variante de un dueño sobre su colección; `comun` da columnas, búsqueda y orden. */
export const variante = <C extends Coleccion, F extends FilaBase, K extends string>(
  comun: Pick<DeclaracionSubregistro<F, K>, 'tipo' | 'columnas' | 'busqueda' | 'ordenes' | 'nombreFila'> & { nombre: { singular: string; plural: string }; vacio: string },
  o: OpcionesVariante<C, F> & { campos: { [X in K]: X & Extract<keyof DocDe<C>, string> } },
): Variante<F> => {
  // Cada documento RxDB es inmutable: su fila se calcula una vez (los formularios comparan por identidad).
  const filas = new WeakMap<object, F>();
  const filaDe = (doc: DocDe<C>): F => {
    const guardada = filas.get(doc);
    if (guardada !== undefined) return guardada;
    const f = o.fila(doc);
    filas.set(doc, f);
    return f;
  };
  const campo = (k: K): Extract<keyof DocDe<C>, string> => o.campos[k];
  const estado = (doc: DocDe<C>): number => {
    const e: unknown = Reflect.get(doc, 'estado');
    return typeof e === 'number' ? e : 1;
  };
  return {
    coleccion: o.coleccion,
    objeto: entidades[o.coleccion].objeto,
    bajaEnLugarDeBorrar: o.bajaEnLugarDeBorrar === true,
    lista: ({ titulo, idDueno, enlace, acciones }) => (
      <ListaScreen<DocDe<C>>
        titulo={titulo}
        acciones={acciones}
        definicion={{
          id: `${comun.tipo}:${o.coleccion}:${idDueno}`,
          coleccion: (db) => coleccionDe(db, o.coleccion),
          selectorBase: o.selector(idDueno),
          columnas: comun.columnas.map((c, i) => ({ id: c.id, cabecera: c.cabecera, principal: i === 0, celda: ({ doc }) => c.celda(filaDe(doc)) })),
          relacionados: [],
          busqueda: comun.busqueda.map((k) => ({ campo: campo(k) })),
          filtros: [],
          ordenes: comun.ordenes.map((x) => ({ ...x, campo: campo(x.campo) })),
          nombre: comun.nombre,
          vacio: comun.vacio,
          enlace: (doc, contenido) => enlace(filaDe(doc), contenido),
          etiquetaFila: (doc) => comun.nombreFila(filaDe(doc)),
        }}
      />
    ),
    useFilas: function useFilas(idDueno) {
      const { db } = useVigia();
      const { resultado } = useRxQuery(() => coleccionDe(db, o.coleccion).find({ selector: o.selector(idDueno) }), [db, idDueno]);
      return resultado?.filter((d) => activo({ estado: estado(d) })).map(filaDe);
    },
    documento: ({ id, nombre, volver, children }) => (
      <Documento coleccion={o.coleccion} id={id} nombre={nombre} volver={volver}>
        {(doc) => children(filaDe(doc))}
      </Documento>
    ),
    insertar: o.insertar,
    actualizar: o.actualizar,
    eliminar: o.eliminar,
  };
};
