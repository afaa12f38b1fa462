/**
 * Consultas reactivas sobre RxDB: la pantalla se vuelve a pintar cada vez que cambia el resultado,
 * venga el cambio de esta pestaña, de otra o de una descarga del servidor. Un solo hook genérico para
 * cualquier colección: recibe una función que construye la consulta (`db.x.find(...)`,
 * `db.x.findOne(id)`, `db.x.findByIds(ids)` o cualquier objeto con un observable `$`).
 */
import { useEffect, useState, type DependencyList } from 'react';
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

/**
 * Se suscribe a `crear().$` y devuelve el último resultado. `deps` son los valores de los que depende
 * la consulta (como en useEffect): al cambiar, se abre la consulta nueva y se conserva el resultado
 * anterior hasta que llega el nuevo (así «Cargar 50 más...» no vacía la lista). Si `crear` devuelve
 * null no hay consulta (resultado undefined, sin carga).
 */
export function useRxQuery<R>(crear: () => Consultable<R> | null, deps: DependencyList): ResultadoConsulta<R> {
  const [estado, setEstado] = useState<ResultadoConsulta<R>>({ resultado: undefined, cargando: true, error: null });

  useEffect(() => {
    const consulta = crear();
    if (!consulta) {
      setEstado({ resultado: undefined, cargando: false, error: null });
      return;
    }
    setEstado((anterior) => (anterior.cargando ? anterior : { ...anterior, cargando: true }));
    const suscripcion = consulta.$.subscribe({
      next: (resultado) => setEstado({ resultado, cargando: false, error: null }),
      error: (error: unknown) =>
        setEstado((anterior) => ({
          resultado: anterior.resultado,
          cargando: false,
          error: error instanceof Error ? error : new Error(String(error)),
        })),
    });
    return () => suscripcion.unsubscribe();
    // Las dependencias las declara quien llama, como en useEffect.
  }, deps);

  return estado;
}
