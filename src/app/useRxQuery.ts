/**
 * Consultas reactivas sobre RxDB: la pantalla se vuelve a pintar cada vez que cambia el resultado,
 * venga el cambio de esta pestaña, de otra o de una descarga del servidor. Un solo hook genérico para
 * cualquier colección: recibe una función que construye la consulta (`db.x.find(...)`,
 * `db.x.findOne(id)`, `db.x.findByIds(ids)` o cualquier objeto con un observable `$`).
 */
import { useEffect, useMemo, useState, type DependencyList } from 'react';
import type { Observable } from 'rxjs';

/** Lo mínimo que el hook necesita de una consulta: su observable de resultados. */
export interface Consultable<R> {
  readonly $: Observable<R>;
}

export interface ResultadoConsulta<R> {
  /** El último resultado, o undefined mientras llega el primero. */
  resultado: R | undefined;
  /** true hasta que llega el primer resultado de la consulta actual. */
  cargando: boolean;
  error: Error | null;
}

/** La consulta abierta, las dependencias con las que se construyó y su número (crece con cada una). */
interface ConsultaVigente<R> {
  readonly deps: DependencyList;
  readonly consulta: Consultable<R> | null;
  readonly numero: number;
}

/** Lo último que ha llegado de una suscripción y el número de la consulta de la que venía. */
interface Recibido<R> {
  readonly de: number;
  readonly resultado: R | undefined;
  readonly error: Error | null;
}

/** Mismo criterio que React con las dependencias de useEffect: misma longitud y Object.is uno a uno. */
const mismasDependencias = (a: DependencyList, b: DependencyList): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Se suscribe a `crear().$` y devuelve el último resultado. `deps` son los valores de los que depende
 * la consulta (como en useEffect): al cambiar, se abre la consulta nueva y se conserva el resultado
 * anterior hasta que llega el nuevo (así «Cargar 50 más...» no vacía la lista). Si `crear` devuelve
 * null no hay consulta (resultado undefined, sin carga).
 *
 * La consulta se construye al pintar, solo cuando cambian `deps` (se guardan en el estado junto a la
 * consulta); la suscripción se abre en un efecto y cada resultado se anota con la consulta de la que
 * viene: `cargando` es que aún no ha llegado nada de la consulta vigente.
 */
export function useRxQuery<R>(crear: () => Consultable<R> | null, deps: DependencyList): ResultadoConsulta<R> {
  const [vigente, setVigente] = useState<ConsultaVigente<R>>(() => ({ deps, consulta: crear(), numero: 0 }));
  const [recibido, setRecibido] = useState<Recibido<R>>({ de: -1, resultado: undefined, error: null });

  let actual = vigente;
  if (!mismasDependencias(vigente.deps, deps)) {
    // Cambian las dependencias: consulta nueva (se guarda en el estado y React repinta en el acto).
    actual = { deps, consulta: crear(), numero: vigente.numero + 1 };
    setVigente(actual);
    // Sin consulta no queda nada del resultado anterior (la siguiente consulta empieza de cero).
    if (!actual.consulta) setRecibido({ de: actual.numero, resultado: undefined, error: null });
  }

  useEffect(() => {
    const { consulta, numero } = vigente;
    if (!consulta) return;
    // Lo que llegue de una consulta ya sustituida por una sin resultados (null) no se anota.
    const anotar = (siguiente: (anterior: Recibido<R>) => Recibido<R>) =>
      setRecibido((anterior) => (anterior.de > numero ? anterior : siguiente(anterior)));
    const suscripcion = consulta.$.subscribe({
      next: (resultado) => anotar(() => ({ de: numero, resultado, error: null })),
      error: (error: unknown) =>
        anotar((anterior) => ({
          de: numero,
          resultado: anterior.resultado,
          error: error instanceof Error ? error : new Error(String(error)),
        })),
    });
    return () => suscripcion.unsubscribe();
  }, [vigente]);

  const hayConsulta = actual.consulta !== null;
  const resultado = hayConsulta ? recibido.resultado : undefined;
  const cargando = hayConsulta && recibido.de !== actual.numero;
  const error = hayConsulta ? recibido.error : null;
  return useMemo((): ResultadoConsulta<R> => ({ resultado, cargando, error }), [resultado, cargando, error]);
}
