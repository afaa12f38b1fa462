/** Reparto de un total entero entre grupos según pesos, con mínimos (método del mayor resto); agrupar por clave. */
export const repartir = (total: number, pesos: readonly number[], minimos: readonly number[]): number[] => {
  const base = pesos.map((_, i) => minimos[i] ?? 0);
  const resto = total - base.reduce((a, b) => a + b, 0);
  if (resto <= 0) return base;
  const suma = pesos.reduce((a, b) => a + b, 0);
  const cuotas = pesos.map((p) => (p / suma) * resto);
  const enteros = cuotas.map(Math.floor);
  let faltan = resto - enteros.reduce((a, b) => a + b, 0);
  const orden = cuotas.map((c, i) => [c - Math.floor(c), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of orden) {
    if (faltan <= 0) break;
    enteros[i] = (enteros[i] ?? 0) + 1;
    faltan--;
  }
  return base.map((b, i) => b + (enteros[i] ?? 0));
};

/** Número de 6 cifras con ceros a la izquierda. */
export const seisCifras = (n: number): string => String(n).padStart(6, '0');

/** Agrupa por clave: clave → valores, en el orden de la lista. */
export const agrupar = <T, V>(lista: readonly T[], clave: (x: T) => string, valor: (x: T) => V): Map<string, V[]> => {
  const m = new Map<string, V[]>();
  for (const x of lista) {
    const k = clave(x);
    const grupo = m.get(k);
    if (grupo) grupo.push(valor(x));
    else m.set(k, [valor(x)]);
  }
  return m;
};
