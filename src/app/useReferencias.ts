/**
 * Referencias humanas de varios registros a la vez ('Parte PT-000200'), leídas de la base local con
 * resolverReferencias (src/lib/referencias.ts). Se vuelven a leer cuando cambia el conjunto de registros
 * pedidos; mientras llegan, se conserva lo anterior (undefined la primera vez).
 */
import { useMemo } from 'react';
import { defer } from 'rxjs';
import type { Coleccion } from '../../schemas';
import { coleccionSinTipo, type VigiaDatabase } from '../../replication/cliente';
import { clavePedido, resolverReferencias, type Cargador, type DocLeido, type PedidoReferencia, type Referencias } from '../lib/referencias';
import { useRxQuery } from './useRxQuery';
import { useVigia } from './VigiaProvider';

/** Lectura por ids de una colección de la base local. */
export const cargadorDe =
  (db: VigiaDatabase): Cargador =>
  async (coleccion: Coleccion, ids: readonly string[]) => {
    const docs = await coleccionSinTipo(db, coleccion).findByIds([...ids]).exec();
    const leidos = new Map<string, DocLeido>();
    for (const [id, doc] of docs) leidos.set(id, doc.toJSON());
    return leidos;
  };

export const useReferencias = (pedidos: readonly PedidoReferencia[]): Referencias | undefined => {
  const { db } = useVigia();
  const clave = useMemo(() => [...new Set(pedidos.map(clavePedido))].sort().join('|'), [pedidos]);
  // La consulta depende solo del conjunto de registros (clave), no de la identidad del array.
  const { resultado } = useRxQuery(() => ({ $: defer(() => resolverReferencias(pedidos, cargadorDe(db))) }), [db, clave]);
  return resultado;
};
