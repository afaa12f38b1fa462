/**
 * Generador pseudoaleatorio con semilla (mulberry32) para que los fallos inyectados se puedan repetir:
 * la semilla se imprime y E2E_SEMILLA=<n> reproduce la misma secuencia.
 */
export interface Azar {
  readonly semilla: number;
  /** Real en [0, 1). */
  siguiente(): number;
  /** Entero en [min, max], ambos incluidos. */
  entero(min: number, max: number): number;
  /** `n` enteros distintos en [min, max], ordenados de menor a mayor. */
  distintos(n: number, min: number, max: number): number[];
  barajar<T>(lista: readonly T[]): T[];
}

export const semillaDeEntorno = (): number => {
  const fija = process.env.E2E_SEMILLA;
  if (fija && /^\d+$/.test(fija)) return Number(fija) >>> 0;
  return (Date.now() ^ (process.pid << 16)) >>> 0;
};

export const crearAzar = (semilla: number): Azar => {
  let s = semilla >>> 0;
  const siguiente = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entero = (min: number, max: number): number => min + Math.floor(siguiente() * (max - min + 1));
  return {
    semilla,
    siguiente,
    entero,
    distintos(n, min, max) {
      if (max - min + 1 < n) throw new Error(`No hay ${n} enteros distintos en [${min}, ${max}]`);
      const elegidos = new Set<number>();
      while (elegidos.size < n) elegidos.add(entero(min, max));
      return [...elegidos].sort((a, b) => a - b);
    },
    barajar(lista) {
      return lista
        .map((valor) => ({ valor, clave: siguiente() }))
        .sort((a, b) => a.clave - b.clave)
        .map((x) => x.valor);
    },
  };
};
