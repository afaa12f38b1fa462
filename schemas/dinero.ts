/**
 * Dinero exacto al céntimo, el mismo en el dispositivo y en el servidor (decisión 53).
 *
 * Los importes se siguen guardando como números JSON con 2 decimales como mucho (los precios, con 4), pero
 * nunca se opera con ellos en coma flotante: cada número se lee por su texto decimal más corto
 * (`String(n)`, el que escribió quien lo tecleó: 1.7 es 17/10 y no 1,6999999999999999555910790149937…),
 * se opera con enteros BigInt escalados y el resultado se redondea al céntimo «mitad lejos del cero»
 * (4,335 → 4,34; −4,335 → −4,34), como una calculadora. El número que sale se construye desde el texto de
 * sus céntimos ('433' → 4.33), así que su texto más corto es otra vez el importe exacto.
 */

/** Un decimal exacto: `entero / 10^escala`. */
export interface Decimal {
  readonly entero: bigint;
  readonly escala: number;
}

/** El mayor importe (y precio) que se admite en valor absoluto: 9.999.999.999,99 €. */
export const MAX_IMPORTE = 9_999_999_999.99;
const MAX_CENTIMOS = 999_999_999_999n;

const DIEZ = 10n;
/** 2^53: los enteros menores en valor absoluto son exactos en coma flotante. */
const LIMITE_EXACTO = 9_007_199_254_740_992n;
const potencia10 = (n: number): bigint => DIEZ ** BigInt(n);

/** ¿Son todos números finitos? (las funciones que devuelven un número dan NaN si no, como la coma flotante). */
const finitos = (...ns: readonly number[]): boolean => ns.every((n) => Number.isFinite(n));

const TEXTO_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/**
 * El valor exacto de un número por su texto más corto (String(n)), con las formas de exponente
 * ('1e-7', '1.5e+21'). Un número no finito no tiene valor: RangeError.
 */
export const decimalDe = (n: number): Decimal => {
  if (!Number.isFinite(n)) throw new RangeError(`No es un número finito: ${String(n)}`);
  // Atajo (el caso de casi todo importe, precio o cantidad): con 4 decimales como mucho y menos de 15
  // cifras, r / 10^4 es el número más cercano a n y ningún otro decimal de 15 cifras o menos lo es, así
  // que su texto más corto vale exactamente r / 10^4.
  const r = Math.round(n * 10_000);
  if (Math.abs(r) < 1e15 && r / 10_000 === n) return { entero: BigInt(r), escala: 4 };
  const m = TEXTO_DECIMAL.exec(String(n));
  if (!m) throw new RangeError(`Número no reconocido: ${String(n)}`);
  const [, signo = '', enteros = '0', decimales = '', exponente = '0'] = m;
  const cifras = BigInt(`${enteros}${decimales}`) * (signo === '-' ? -1n : 1n);
  const escala = decimales.length - Number(exponente);
  return escala >= 0 ? { entero: cifras, escala } : { entero: cifras * potencia10(-escala), escala: 0 };
};

/** Número de decimales del texto más corto de `n` (1.25 → 2, 1e-7 → 7, 1200 → 0). */
export const decimalesDe = (n: number): number => {
  const d = decimalDe(n);
  let { entero, escala } = d;
  while (escala > 0 && entero % DIEZ === 0n) {
    entero /= DIEZ;
    escala -= 1;
  }
  return escala;
};

/** `numerador / denominador` redondeado al entero, la mitad lejos del cero (denominador > 0). */
export const dividirRedondeando = (numerador: bigint, denominador: bigint): bigint => {
  if (denominador <= 0n) throw new RangeError('El denominador tiene que ser positivo');
  const negativo = numerador < 0n;
  const abs = negativo ? -numerador : numerador;
  let cociente = abs / denominador;
  if ((abs % denominador) * 2n >= denominador) cociente += 1n;
  return negativo ? -cociente : cociente;
};

/** Un decimal redondeado a `decimales` cifras (mitad lejos del cero), como entero escalado por 10^decimales. */
const aEscala = (d: Decimal, decimales: number): bigint =>
  d.escala <= decimales ? d.entero * potencia10(decimales - d.escala) : dividirRedondeando(d.entero, potencia10(d.escala - decimales));

/** Un entero escalado (valor = entero / 10^decimales) como número, construido desde su texto decimal. */
const numeroDeEscala = (entero: bigint, decimales: number): number => {
  // Atajo: con un entero exacto en coma flotante, la división (redondeada correctamente) da el mismo número
  // que leer su texto decimal.
  if (entero > -LIMITE_EXACTO && entero < LIMITE_EXACTO && decimales <= 22) {
    const n = Number(entero) / 10 ** decimales;
    return n === 0 ? 0 : n;
  }
  const negativo = entero < 0n;
  const cifras = (negativo ? -entero : entero).toString().padStart(decimales + 1, '0');
  const corte = cifras.length - decimales;
  const texto = decimales === 0 ? cifras : `${cifras.slice(0, corte)}.${cifras.slice(corte)}`;
  const n = Number(`${negativo ? '-' : ''}${texto}`);
  return n === 0 ? 0 : n;
};

/** Céntimos exactos de un importe (redondeado al céntimo, mitad lejos del cero). */
export const centimosDe = (importe: number): bigint => aEscala(decimalDe(importe), 2);

/** Euros de una cantidad de céntimos: 433n → 4.33. */
export const euros = (centimos: bigint): number => numeroDeEscala(centimos, 2);

/** Redondeo monetario a 2 decimales (EUR), exacto: 4.335 → 4.34, 1.005 → 1.01, −2.5 → −2.5. */
export const redondear2 = (n: number): number => (Number.isFinite(n) ? euros(centimosDe(n)) : Number.NaN);

/**
 * Atajo de las sumas: si cada número es un entero de `escala` (100 céntimos, 1000 milésimas) de menos de
 * 15 cifras, la suma de esos enteros es exacta en coma flotante (mientras no pase de 2^53) y el resultado
 * se construye como en numeroDeEscala. Si no, null (y se suma con BigInt).
 */
const sumaEscalada = (ns: readonly number[], escala: number): number | null => {
  let suma = 0;
  for (const n of ns) {
    const r = Math.round(n * escala);
    if (Math.abs(r) >= 1e15 || r / escala !== n) return null;
    suma += r;
    // Cada suma parcial exacta mientras no pase de 2^53; en cuanto pasa, deja de ser un entero seguro.
    if (!Number.isSafeInteger(suma)) return null;
  }
  const x = suma / escala;
  return x === 0 ? 0 : x;
};

/** Un decimal llevado a una escala mayor o igual que la suya (sin perder nada). */
const enEscala = (d: Decimal, escala: number): bigint => d.entero * potencia10(escala - d.escala);

/**
 * Suma exacta de cantidades (unidades de material: hasta 3 decimales, pero no se redondea nada): 0.1 +
 * 0.2 → 0.3 y 2.125 + 1 → 3.125, sin el error de la coma flotante ni el recorte a 2 decimales.
 */
export const sumaUnidades = (cantidades: readonly number[]): number => {
  if (!finitos(...cantidades)) return Number.NaN;
  const rapida = sumaEscalada(cantidades, 1000);
  if (rapida !== null) return rapida;
  const ds = cantidades.map(decimalDe);
  const escala = ds.reduce((m, d) => Math.max(m, d.escala), 0);
  return numeroDeEscala(ds.reduce((s, d) => s + enEscala(d, escala), 0n), escala);
};

/** Resta exacta de dos cantidades (a − b). */
export const restaUnidades = (a: number, b: number): number => sumaUnidades([a, -b]);

/**
 * Céntimos del importe de una línea: precio × (1 − dto/100) × unidades, calculado exacto y redondeado al
 * céntimo una sola vez (mitad lejos del cero). Especificación, sección 9.
 */
export const centimosLinea = (precio: number, dto: number, unidades: number): bigint => {
  const p = decimalDe(precio);
  const d = decimalDe(dto);
  const u = decimalDe(unidades);
  // (1 − d/100) = (100·10^ed − d) / (100·10^ed); el resultado en céntimos lleva ×100.
  const numerador = p.entero * (100n * potencia10(d.escala) - d.entero) * u.entero * 100n;
  const denominador = potencia10(p.escala + u.escala + d.escala) * 100n;
  return dividirRedondeando(numerador, denominador);
};

/** Importe de una línea: precio × (1 − dto/100) × unidades, exacto y redondeado a 2 decimales. */
export const importeLinea = (precio: number, dto: number, unidades: number): number =>
  finitos(precio, dto, unidades) ? euros(centimosLinea(precio, dto, unidades)) : Number.NaN;

/** Suma de importes al céntimo: cada uno redondeado al céntimo y sumados como enteros. */
export const sumaCentimos = (importes: readonly number[]): number => {
  if (!finitos(...importes)) return Number.NaN;
  return sumaEscalada(importes, 100) ?? euros(importes.reduce((s, x) => s + centimosDe(x), 0n));
};

/** Cuota de un porcentaje sobre unos céntimos (la del IVA sobre una base), redondeada al céntimo. */
export const centimosPorcentaje = (centimos: bigint, porcentaje: number): bigint => {
  const t = decimalDe(porcentaje);
  return dividirRedondeando(centimos * t.entero, 100n * potencia10(t.escala));
};

/** ¿Son dos importes el mismo al céntimo? */
export const mismoImporte = (a: number, b: number): boolean => centimosDe(a) === centimosDe(b);

/**
 * Reparte unos céntimos en n partes que suman exactamente: cada una lleva la parte entera y los céntimos
 * que sobran van, de uno en uno, a las primeras (con el signo del importe).
 */
export const repartirCentimos = (centimos: bigint, n: number): bigint[] => {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('El número de cuotas tiene que ser un entero mayor que 0');
  const negativo = centimos < 0n;
  const abs = negativo ? -centimos : centimos;
  const partes = BigInt(n);
  const parte = abs / partes;
  const resto = abs - parte * partes;
  return Array.from({ length: n }, (_, i) => {
    const c = parte + (BigInt(i) < resto ? 1n : 0n);
    return negativo ? -c : c;
  });
};

/** Reparte un importe en n cuotas que suman exactamente el importe (ver repartirCentimos). */
export const repartirImporte = (importe: number, n: number): number[] => repartirCentimos(centimosDe(importe), n).map(euros);

const milesEs = (entero: bigint): string => entero.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** 999999999999n → '9.999.999.999,99 €' (para los mensajes de límite). */
export const textoCentimos = (centimos: bigint): string => {
  const negativo = centimos < 0n;
  const abs = negativo ? -centimos : centimos;
  return `${negativo ? '−' : ''}${milesEs(abs / 100n)},${(abs % 100n).toString().padStart(2, '0')} €`;
};

export const MENSAJES_DINERO = {
  noNumero: 'Tiene que ser un número',
  maximo: `No puede ser mayor a ${textoCentimos(MAX_CENTIMOS)}`,
  minimo: `No puede ser menor a ${textoCentimos(-MAX_CENTIMOS)}`,
  decimalesImporte: 'Como mucho 2 decimales',
  decimalesPrecio: 'Como mucho 4 decimales',
} as const;

/** Tipo de un campo de dinero: un importe (2 decimales) o un precio unitario (4 decimales). */
export type TipoDinero = 'importe' | 'precio';
const DECIMALES: Record<TipoDinero, number> = { importe: 2, precio: 4 };

/**
 * Comprobación de un campo de dinero, la misma en todos: número finito, sin más decimales de los suyos y
 * dentro de ±9.999.999.999,99 €. null y ausente pasan (lo requerido lo dice el esquema).
 */
export const comprobarDinero = (tipo: TipoDinero) => (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) return MENSAJES_DINERO.noNumero;
  if (v > MAX_IMPORTE) return MENSAJES_DINERO.maximo;
  if (v < -MAX_IMPORTE) return MENSAJES_DINERO.minimo;
  if (decimalesDe(v) > DECIMALES[tipo]) return tipo === 'importe' ? MENSAJES_DINERO.decimalesImporte : MENSAJES_DINERO.decimalesPrecio;
  return null;
};

/**
 * El único formato de dinero para mostrar (pantallas, PDF, CSV y mensajes): es-ES con el separador de
 * miles siempre ('1.234,56 €' junto a '12.350,77 €'; es-ES solo no agrupa las cifras de cuatro).
 */
const moneda = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** 1234.5 → '1.234,50 €'. */
export const formatearMoneda = (importe: number): string => moneda.format(importe);
