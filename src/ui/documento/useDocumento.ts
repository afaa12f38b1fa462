/**
 * Un documento por id, con su estado para la pantalla (estado-documento.ts): la consulta local
 * (findOne, en vivo), el permiso de ver su entidad y si la descarga inicial ya terminó.
 */
import type { RxDocument } from 'rxdb';
import { entidades, type Coleccion, type DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useDescargaPendiente, useRecibidosDescarga } from './AvisoDescargando';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { coleccionDe } from '../../../replication/cliente';
import { estadoDocumento, type EstadoDocumento } from './estado-documento';

export type DocumentoDe<C extends Coleccion> = RxDocument<DocDe<C>>;

export const useDocumento = <C extends Coleccion>(coleccion: C, id: string): EstadoDocumento<DocumentoDe<C>> => {
  const { db, sesion } = useVigia();
  const descargaHecha = !useDescargaPendiente();
  const recibidos = useRecibidosDescarga();
  const permitido = puede(sesion.usuario, entidades[coleccion].objeto, 'visualizar');
  const coleccionRx = coleccionDe(db, coleccion);
  const { resultado } = useRxQuery(() => (permitido ? coleccionRx.findOne(id) : null), [coleccionRx, id, permitido]);
  return estadoDocumento<DocumentoDe<C>>({
    permitido,
    doc: resultado,
    descargaHecha,
    recibidos,
  });
};
