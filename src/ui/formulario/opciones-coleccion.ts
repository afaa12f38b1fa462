/**
 * Opciones de un campo 'coleccion' de un formulario declarado: los registros activos de una colección del
 * dispositivo (consulta reactiva: un técnico dado de alta en otra pestaña aparece sin recargar), con la
 * etiqueta y el valor que diga la declaración, ordenados por la etiqueta.
 */
import type { MangoQuerySelector } from 'rxdb';
import type { Coleccion, DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { coleccionDe } from '../../../replication/cliente';
import type { OpcionSeleccion } from './campos';
import type { FuenteOpciones } from './declaracion';

export interface OpcionesDeColeccion<C extends Coleccion> {
  etiqueta: (doc: DocDe<C>) => string;
  valor: (doc: DocDe<C>) => string;
  /** Filtro de la consulta (por defecto, los registros con estado > 0 si la entidad tiene estado). */
  selector?: MangoQuerySelector<DocDe<C>>;
  /** Filtro en memoria tras la consulta (p. ej. quitar los ya elegidos). */
  filtro?: (doc: DocDe<C>) => boolean;
  /** Primera opción, vacía ('Elige un técnico'). */
  vacia?: string;
}

const activo = (doc: object): boolean => {
  const estado: unknown = Reflect.get(doc, 'estado');
  return typeof estado !== 'number' || estado > 0;
};

export const opcionesDeColeccion = <C extends Coleccion>(coleccion: C, o: OpcionesDeColeccion<C>): FuenteOpciones => ({
  useOpciones: () => {
    const { db } = useVigia();
    const { resultado } = useRxQuery(() => coleccionDe(db, coleccion).find(o.selector === undefined ? {} : { selector: o.selector }), [db, o.selector]);
    if (resultado === undefined) return undefined;
    const opciones: OpcionSeleccion[] = resultado
      .filter((d) => (o.selector === undefined ? activo(d) : true) && (o.filtro === undefined || o.filtro(d)))
      .map((d) => ({ valor: o.valor(d), etiqueta: o.etiqueta(d) }))
      .sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es'));
    return o.vacia === undefined ? opciones : [{ valor: '', etiqueta: o.vacia }, ...opciones];
  },
});
