/**
 * Un documento por id, con su estado para la pantalla (estado-documento.ts): la consulta local
 * (findOne, en vivo), el permiso de ver su entidad y si la descarga inicial ya terminó.
 */
import type { RxCollection, RxDocument } from 'rxdb';
import { entidades, type Coleccion, type DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useDescargaPendiente, useRecibidosDescarga } from './AvisoDescargando';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { coleccionDe, coleccionSinTipo } from '../../../replication/cliente';
import { estadoDocumento, type EstadoDocumento } from './estado-documento';

export type DocumentoDe<C extends Coleccion> = RxDocument<DocDe<C>>;

const useEstadoDocumento = <D extends object>(coleccion: Coleccion, coleccionRx: RxCollection<D>, id: string): EstadoDocumento<RxDocument<D>> => {
  const { sesion } = useVigia();
  const descargaHecha = !useDescargaPendiente();
  const recibidos = useRecibidosDescarga();
  const permitido = puede(sesion.usuario, entidades[coleccion].objeto, 'visualizar');
  const { resultado } = useRxQuery(() => (permitido ? coleccionRx.findOne(id) : null), [coleccionRx, id, permitido]);
  return estadoDocumento<RxDocument<D>>({ permitido, doc: resultado, descargaHecha, recibidos });
};

export const useDocumento = <C extends Coleccion>(coleccion: C, id: string): EstadoDocumento<DocumentoDe<C>> => {
  const { db } = useVigia();
  return useEstadoDocumento(coleccion, coleccionDe(db, coleccion), id);
};

/**
 * El documento de una colección que se sabe al ejecutar (el registro de unos ficheros, por su idtabla):
 * sus campos como registro. Con la unión de todas las colecciones, el tipo de useDocumento no cabe (TS2590).
 */
export const useDocumentoSinTipo = (coleccion: Coleccion, id: string): EstadoDocumento<RxDocument<Record<string, unknown>>> => {
  const { db } = useVigia();
  return useEstadoDocumento(coleccion, coleccionSinTipo(db, coleccion), id);
};
