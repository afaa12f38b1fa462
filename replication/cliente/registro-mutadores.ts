/**
 * Los mutadores (replication/mutadores/index.ts y sus reglas de negocio), cargados la primera vez que el motor
 * los necesita (encolar, reaplicar o hacer rebase) y no con el arranque: la entrada y el menú no los
 * usan, y así su código (y el de sus validaciones) no pesa en el primer pintado. Se piden una vez; el
 * service worker los guarda como cualquier otro chunk.
 */
import type { Mutador } from '../mutadores';

let carga: Promise<typeof import('../mutadores')> | null = null;

const cargar = (): Promise<typeof import('../mutadores')> => {
  carga ??= import('../mutadores').catch((e: unknown) => {
    carga = null; // sin red y sin el chunk guardado: se reintenta en la próxima llamada
    throw e;
  });
  return carga;
};

/** El mutador de un método, o undefined si no existe. */
export const obtenerMutador = async (metodo: string): Promise<Mutador<unknown> | undefined> => (await cargar()).getMutador(metodo);

/** Empieza a cargar los mutadores ya (el motor lo pide al arrancar, para que el primer cambio no espere). */
export const precargarMutadores = (): void => {
  void cargar().catch(() => undefined);
};
