/**
 * Campos relacionados de una lista (p. ej. el nombre del cliente de cada parte): para cada relación
 * declarada, findByIds reactivo de los ids que aparecen en las filas. Devuelve, por id de relación, un
 * mapa id → valor del campo. Un cambio del cliente en otra pestaña se ve en la lista al momento.
 */
import { useMemo } from 'react';
import { combineLatest, map, type Observable } from 'rxjs';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { CampoRelacionado } from './tipos';

/** Lo que se necesita de una colección para resolver una relación. */
interface BuscablePorIds {
  findByIds(ids: string[]): { readonly $: Observable<Map<string, object>> };
}

export type ValoresRelacionados = Readonly<Record<string, ReadonlyMap<string, string>>>;

const SIN_VALORES: ValoresRelacionados = {};

export const useRelacionados = <T extends object>(relacionados: readonly CampoRelacionado<T>[], docs: readonly T[]): ValoresRelacionados => {
  const { db } = useVigia();
  const ids = useMemo(
    () =>
      relacionados.map((r) => {
        const unicos = new Set<string>();
        for (const d of docs) {
          const v: unknown = Reflect.get(d, r.clave);
          if (typeof v === 'string' && v !== '') unicos.add(v);
        }
        return [...unicos].sort();
      }),
    [relacionados, docs],
  );
  const firma = JSON.stringify(ids);

  const { resultado } = useRxQuery<ValoresRelacionados>(() => {
    if (relacionados.length === 0) return null;
    const flujos = relacionados.map((r, i) => {
      const coleccion: BuscablePorIds = db[r.coleccion];
      return coleccion.findByIds(ids[i] ?? []).$.pipe(
        map((docsRel): [string, ReadonlyMap<string, string>] => {
          const valores = new Map<string, string>();
          for (const [id, doc] of docsRel) {
            const v: unknown = Reflect.get(doc, r.campo);
            if (typeof v === 'string' || typeof v === 'number') valores.set(id, String(v));
          }
          return [r.id, valores];
        }),
      );
    });
    return { $: combineLatest(flujos).pipe(map((pares) => Object.fromEntries(pares))) };
  }, [db, relacionados, firma]);

  return resultado ?? SIN_VALORES;
};
