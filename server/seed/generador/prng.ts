/**
 * Azar determinista para el generador de la demo: mulberry32 (32 bits, rápido, sin dependencias) y
 * utilidades de elección. Misma semilla → misma secuencia, en cualquier máquina.
 */

/** FNV-1a de 32 bits: convierte una etiqueta en un número para derivar semillas independientes. */
const fnv1a = (texto: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/**
 * Semilla de una sección del generador (catálogo, clientes, órdenes…): así, cambiar cuánto azar consume
 * una sección no altera las demás.
 */
export const semillaDerivada = (semilla: number, seccion: string): number =>
  (Math.imul((semilla >>> 0) ^ fnv1a(seccion), 0x9e3779b1) ^ 0x5bd1e995) >>> 0;

export class Aleatorio {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0;
  }

  /** Número en [0, 1). */
  siguiente(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Entero en [min, max], ambos incluidos. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.siguiente() * (max - min + 1));
  }

  /** Real en [min, max). */
  real(min: number, max: number): number {
    return min + this.siguiente() * (max - min);
  }

  probabilidad(p: number): boolean {
    return this.siguiente() < p;
  }

  elegir<T>(lista: readonly T[]): T {
    const x = lista[Math.floor(this.siguiente() * lista.length)];
    if (x === undefined) throw new Error('Aleatorio.elegir: lista vacía');
    return x;
  }

  /** Elige según pesos relativos: [[valor, peso], …]. */
  ponderado<T>(opciones: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, peso] of opciones) total += peso;
    let r = this.siguiente() * total;
    for (const [valor, peso] of opciones) {
      r -= peso;
      if (r < 0) return valor;
    }
    const ultima = opciones[opciones.length - 1];
    if (!ultima) throw new Error('Aleatorio.ponderado: sin opciones');
    return ultima[0];
  }

  /** Cadena de n dígitos decimales. */
  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.siguiente() * 10));
    return s;
  }

  /** Cadena de n caracteres del alfabeto dado. */
  caracteres(n: number, alfabeto: string): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alfabeto.charAt(Math.floor(this.siguiente() * alfabeto.length));
    return s;
  }

  /** Baraja una copia (Fisher–Yates). */
  barajar<T>(lista: readonly T[]): T[] {
    const copia = [...lista];
    for (let i = copia.length - 1; i > 0; i--) {
      const j = Math.floor(this.siguiente() * (i + 1));
      const a = copia[i];
      const b = copia[j];
      if (a === undefined || b === undefined) continue;
      copia[i] = b;
      copia[j] = a;
    }
    return copia;
  }
}
