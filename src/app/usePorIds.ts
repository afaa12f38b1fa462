/**
 * Los documentos de unos ids de una colección, por id: `findByIds` reactivo, así que el coste va con los
 * ids que la pantalla enseña y no con la colección (decisión 41). undefined mientras carga; sin ids, un
 * mapa vacío al momento. Los ids se ordenan y se quitan repetidos y vacíos: la consulta solo se rehace si
 * cambia el conjunto.
 */
import type { ColeccionCualquiera, DocDe } from '../../schemas';
import { coleccionDe } from '../../replication/cliente';
import { useRxQuery } from './useRxQuery';
import { useVigia } from './VigiaProvider';

/** Sin documentos (sirve de valor por defecto para un mapa de cualquier colección). */
export const SIN_DOCUMENTOS: ReadonlyMap<string, never> = new Map<string, never>();

export const usePorIds = <C extends ColeccionCualquiera>(coleccion: C, ids: Iterable<string>): ReadonlyMap<string, DocDe<C>> | undefined => {
  const { db } = useVigia();
  const firma = [...new Set(ids)].filter((x) => x !== '').sort().join('\n');
  const { resultado } = useRxQuery(() => (firma === '' ? null : coleccionDe(db, coleccion).findByIds(firma.split('\n'))), [db, coleccion, firma]);
  return firma === '' ? SIN_DOCUMENTOS : resultado;
};
