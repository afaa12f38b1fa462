/**
 * Dinero exacto (schemas/dinero.ts) frente a una referencia independiente: aritmética entera con BigInt
 * sobre los mismos enteros con que se generan las entradas (un precio es p / 10^k, sin pasar por el texto
 * del número). fast-check, 100.000 casos por función: precios con hasta 4 decimales, descuentos con 2 y
 * unidades con 3. Y los dos ejemplos de la issue 29 con sus totales.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalesLineas } from '../src/features/operaciones/operaciones';
import { saldoCaja, saldosAcumulados } from '../replication/caja';
import { totalesPresupuesto } from '../replication/presupuestos';
import {
  centimosDe,
  comprobarDinero,
  decimalesDe,
  formatearMoneda,
  importeLinea,
  MENSAJES_DINERO,
  redondear2,
  repartirImporte,
  restaUnidades,
  sumaCentimos,
  sumaUnidades,
} from './dinero';

const CASOS = 100_000;
const SEMILLA = 20_261_128;

// ---- Referencia: enteros escalados, sin texto de números ni coma flotante ----

interface Exacto {
  n: bigint;
  k: number;
}
const p10 = (k: number): bigint => 10n ** BigInt(k);
/** n / d redondeado mitad lejos del cero (d > 0), escrito aparte del módulo que se prueba. */
const redondeoRef = (n: bigint, d: bigint): bigint => {
  const s = n < 0n ? -1n : 1n;
  const a = n * s;
  const q = a / d;
  return s * (2n * (a - q * d) >= d ? q + 1n : q);
};
/** Céntimos de precio × (1 − dto/100) × unidades. */
const lineaRef = (p: Exacto, d: Exacto, u: Exacto): bigint =>
  redondeoRef(p.n * (100n * p10(d.k) - d.n) * u.n * 100n, p10(p.k) * p10(d.k) * 100n * p10(u.k));
/** Texto '1234.50' de unos céntimos (para comparar con toFixed(2) del número devuelto). */
const textoRef = (c: bigint): string => {
  const s = c < 0n ? '-' : '';
  const a = c < 0n ? -c : c;
  return `${s}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
};
/** El número que teclea alguien: n / 10^k. */
const numeroDe = (x: Exacto): number => {
  const s = x.n < 0n ? '-' : '';
  const a = (x.n < 0n ? -x.n : x.n).toString().padStart(x.k + 1, '0');
  return Number(x.k === 0 ? `${s}${a}` : `${s}${a.slice(0, a.length - x.k)}.${a.slice(a.length - x.k)}`);
};
const texto2 = (n: number): string => (Object.is(n, -0) ? '0.00' : n.toFixed(2));

const exacto = (max: bigint, decimales: number, min = 0n): fc.Arbitrary<Exacto> =>
  fc.integer({ min: 0, max: decimales }).chain((k) => fc.bigInt({ min: min * p10(k), max: max * p10(k) }).map((n) => ({ n, k })));
/** Precio: hasta 1.000.000 con 0 a 4 decimales. */
const precio = exacto(1_000_000n, 4);
/** Descuento: 0 a 100 con 0 a 2 decimales. */
const dto = fc.integer({ min: 0, max: 2 }).chain((k) => fc.bigInt({ min: 0n, max: 100n * p10(k) }).map((n) => ({ n, k })));
/** Unidades: hasta 1.000 con 0 a 3 decimales. */
const unidades = exacto(1_000n, 3);
/** Importe ya redondeado (2 decimales, con signo). */
const importe = fc.bigInt({ min: -(10n ** 12n) + 1n, max: 10n ** 12n - 1n }).map((n) => ({ n, k: 2 }));
const lineaArb = fc.record({ p: precio, d: dto, u: unidades, iva: fc.constantFrom(21, 10, 4, 0), estado: fc.constantFrom(1, 1, 1, 0) });
type LineaArb = { p: Exacto; d: Exacto; u: Exacto; iva: number; estado: number };
const lineaNum = (l: LineaArb) => ({ precio: numeroDe(l.p), dto: numeroDe(l.d), unidades: numeroDe(l.u), iva: l.iva, estado: l.estado });

const opciones = { numRuns: CASOS, seed: SEMILLA };

describe('dinero exacto frente a la referencia BigInt (fast-check)', () => {
  it(`importeLinea: ${CASOS} líneas, 0 diferencias`, () => {
    fc.assert(fc.property(precio, dto, unidades, (p, d, u) => texto2(importeLinea(numeroDe(p), numeroDe(d), numeroDe(u))) === textoRef(lineaRef(p, d, u))), opciones);
  });

  it(`importeLinea por el camino del texto decimal: ${CASOS} líneas con precios de 5 a 8 decimales o de más de 10^11, 0 diferencias`, () => {
    const raro = fc.oneof(
      fc.integer({ min: 5, max: 8 }).chain((k) => fc.bigInt({ min: 0n, max: 1_000_000n * p10(k) }).map((n) => ({ n, k }))),
      fc.integer({ min: 0, max: 2 }).chain((k) => fc.bigInt({ min: 10n ** 11n * p10(k), max: 10n ** 14n * p10(k) }).map((n) => ({ n, k }))),
    );
    fc.assert(fc.property(raro, dto, unidades, (p, d, u) => {
      const ref = lineaRef(p, d, u);
      // Un número de coma flotante distingue los céntimos hasta unos 3,5·10^13 €: se compara hasta 10^13 €
      // (mil veces el máximo de un importe).
      fc.pre(ref < 10n ** 15n);
      // Y el precio tiene que caber en un número: 15 cifras significativas como mucho.
      fc.pre(p.n < 10n ** 15n);
      return texto2(importeLinea(numeroDe(p), numeroDe(d), numeroDe(u))) === textoRef(ref);
    }), opciones);
  });

  it(`redondear2 y centimosDe: ${CASOS} números con hasta 6 decimales y signo, 0 diferencias`, () => {
    const x = exacto(10_000_000n, 6, -10_000_000n);
    fc.assert(fc.property(x, (v) => {
      const ref = redondeoRef(v.n * 100n, p10(v.k));
      return texto2(redondear2(numeroDe(v))) === textoRef(ref) && centimosDe(numeroDe(v)) === ref;
    }), opciones);
  });

  it(`totalesPresupuesto y totalesLineas: ${CASOS} presupuestos de 0 a 12 líneas, 0 diferencias`, () => {
    fc.assert(fc.property(fc.array(lineaArb, { maxLength: 12 }), (ls) => {
      const activas = ls.filter((l) => l.estado > 0);
      const bases = new Map<number, bigint>();
      for (const l of activas) bases.set(l.iva, (bases.get(l.iva) ?? 0n) + lineaRef(l.p, l.d, l.u));
      const cuotas = [...bases].map(([t, b]) => redondeoRef(b * BigInt(t), 100n));
      const base = [...bases.values()].reduce((s, b) => s + b, 0n);
      const iva = cuotas.reduce((s, c) => s + c, 0n);
      const t = totalesPresupuesto(ls.map(lineaNum));
      const o = totalesLineas(ls.map(lineaNum));
      const bruto = activas.reduce((s, l) => s + lineaRef(l.p, { n: 0n, k: 0 }, l.u), 0n);
      return (
        texto2(t.base) === textoRef(base) && texto2(t.cuota_iva) === textoRef(iva) && texto2(t.total) === textoRef(base + iva) &&
        t.impuestos.every((i) => texto2(i.base) === textoRef(bases.get(i.tipo) ?? -1n) && texto2(i.cuota) === textoRef(redondeoRef((bases.get(i.tipo) ?? 0n) * BigInt(i.tipo), 100n))) &&
        texto2(o.total) === textoRef(base) && texto2(o.bruto) === textoRef(bruto) && texto2(o.descuento) === textoRef(bruto - base)
      );
    }), opciones);
  });

  it(`repartirImporte: ${CASOS} repartos en 1 a 60 cuotas suman exactamente el importe y difieren como mucho en 1 céntimo`, () => {
    fc.assert(fc.property(importe, fc.integer({ min: 1, max: 60 }), (x, n) => {
      const cuotas = repartirImporte(numeroDe(x), n);
      const cs = cuotas.map((c) => BigInt(texto2(c).replace('.', '')));
      const max = cs.reduce((m, c) => (c > m ? c : m), cs[0] ?? 0n);
      const min = cs.reduce((m, c) => (c < m ? c : m), cs[0] ?? 0n);
      return cs.length === n && cs.reduce((s, c) => s + c, 0n) === x.n && max - min <= 1n;
    }), opciones);
  });

  it(`sumaCentimos y el saldo de caja: ${CASOS} listas de importes, 0 diferencias`, () => {
    fc.assert(fc.property(importe, fc.array(fc.record({ x: importe, ingreso: fc.boolean(), estado: fc.constantFrom(1, 1, 0) }), { maxLength: 15 }), (inicial, ms) => {
      const suma = ms.reduce((s, m) => s + m.x.n, 0n);
      const abs = (n: bigint): bigint => (n < 0n ? -n : n);
      const movimientos = ms.map((m, i) => ({ idmovcaja: String(i).padStart(3, '0'), tipo: m.ingreso ? ('ingreso' as const) : ('gasto' as const), importe: numeroDe({ n: abs(m.x.n), k: 2 }), fecha: '2026-01-01T00:00:00.000Z', estado: m.estado }));
      const saldo = ms.filter((m) => m.estado > 0).reduce((s, m) => s + (m.ingreso ? abs(m.x.n) : -abs(m.x.n)), inicial.n);
      const acumulados = saldosAcumulados(numeroDe(inicial), movimientos);
      const ultimo = [...acumulados.values()].at(-1) ?? numeroDe(inicial);
      return texto2(sumaCentimos(ms.map((m) => numeroDe(m.x)))) === textoRef(suma) && texto2(saldoCaja(numeroDe(inicial), movimientos)) === textoRef(saldo) && texto2(ultimo) === textoRef(saldo);
    }), opciones);
  });

  it(`sumaCentimos con importes sin redondear (hasta 5 decimales): ${CASOS} listas, cada uno al céntimo y sumados, 0 diferencias`, () => {
    const x = exacto(1_000_000_000n, 5, -1_000_000_000n);
    fc.assert(fc.property(fc.array(x, { maxLength: 15 }), (xs) => {
      const ref = xs.reduce((s, v) => s + redondeoRef(v.n * 100n, p10(v.k)), 0n);
      return texto2(sumaCentimos(xs.map(numeroDe))) === textoRef(ref);
    }), opciones);
  });

  it(`sumaUnidades con cantidades de hasta 6 decimales (el camino BigInt): ${CASOS} listas, exactas`, () => {
    const u6 = exacto(1_000n, 6, -1_000n);
    fc.assert(fc.property(fc.array(u6, { maxLength: 10 }), (xs) => {
      const suma = xs.reduce((s, x) => s + x.n * p10(6 - x.k), 0n);
      return sumaUnidades(xs.map(numeroDe)) === numeroDe({ n: suma, k: 6 });
    }), opciones);
  });

  it(`sumaUnidades y restaUnidades: ${CASOS} listas de cantidades con hasta 3 decimales, exactas (sin recortar a 2)`, () => {
    const u = exacto(100_000n, 3, -100_000n);
    fc.assert(fc.property(fc.array(u, { maxLength: 10 }), u, (xs, y) => {
      const suma = xs.reduce((s, x) => s + x.n * p10(3 - x.k), 0n);
      const resta = suma - y.n * p10(3 - y.k);
      const s = sumaUnidades(xs.map(numeroDe));
      return s === numeroDe({ n: suma, k: 3 }) && restaUnidades(s, numeroDe(y)) === numeroDe({ n: resta, k: 3 });
    }), opciones);
  });
});

/** La suma de importes de línea y totales de antes (coma flotante), para ver que las pruebas fallan con ella. */
const importeLineaFlotante = (p: number, d: number, u: number): number => Math.round((p * (1 - d / 100) * u + Number.EPSILON) * 100) / 100;

describe('los ejemplos de la issue 29, al céntimo', () => {
  it('1,70 × (1 − 15/100) × 3 = 4,335 → 4,34 y 2,05 × (1 − 5/100) × 2 = 3,895 → 3,90 (con coma flotante daban 4,33 y 3,89)', () => {
    expect(importeLinea(1.7, 15, 3)).toBe(4.34);
    expect(importeLinea(2.05, 5, 2)).toBe(3.9);
    expect(importeLineaFlotante(1.7, 15, 3)).toBe(4.33);
    expect(importeLineaFlotante(2.05, 5, 2)).toBe(3.89);
  });

  it('un presupuesto con la línea de 4,335 y otra de 1.208,55: base 1.212,89, IVA 254,71 y total 1.467,60', () => {
    const lineas = [
      { precio: 1.7, dto: 15, unidades: 3, iva: 21, estado: 1 },
      { precio: 1208.55, dto: 0, unidades: 1, iva: 21, estado: 1 },
    ];
    const t = totalesPresupuesto(lineas);
    expect(t).toEqual({ base: 1212.89, cuota_iva: 254.71, total: 1467.6, impuestos: [{ tipo: 21, base: 1212.89, cuota: 254.71 }] });
    expect(totalesLineas(lineas).total).toBe(1212.89);
    expect(formatearMoneda(t.total).replace(/\u00a0/g, ' ')).toBe('1.467,60 €');
    expect(repartirImporte(t.total, 12).reduce((s, c) => s + Math.round(c * 100), 0)).toBe(146_760);
  });

  it('la mitad lejos del cero también en negativo, y 1,005 es 1,01 (su texto, no su binario)', () => {
    expect(redondear2(-4.335)).toBe(-4.34);
    expect(redondear2(1.005)).toBe(1.01);
    expect(redondear2(2.675)).toBe(2.68);
    expect(redondear2(-0.001)).toBe(0);
    expect(Object.is(redondear2(-0.001), -0)).toBe(false);
    expect(redondear2(1e-7)).toBe(0);
    expect(redondear2(1.5e21)).toBe(1.5e21);
    expect(redondear2(Number.NaN)).toBeNaN();
  });
});

describe('límites y decimales de un campo de dinero', () => {
  const importeOk = comprobarDinero('importe');
  const precioOk = comprobarDinero('precio');
  it(`hasta ±9.999.999.999,99 €: más es '${MENSAJES_DINERO.maximo}'`, () => {
    expect(MENSAJES_DINERO.maximo).toBe('No puede ser mayor a 9.999.999.999,99 €');
    expect(importeOk(9_999_999_999.99)).toBeNull();
    expect(importeOk(-9_999_999_999.99)).toBeNull();
    expect(importeOk(10_000_000_000)).toBe(MENSAJES_DINERO.maximo);
    expect(importeOk(1e308)).toBe(MENSAJES_DINERO.maximo);
    expect(importeOk(-1e308)).toBe(MENSAJES_DINERO.minimo);
    expect(precioOk(1e12)).toBe(MENSAJES_DINERO.maximo);
  });
  it('NaN, infinito y lo que no es número se rechazan; null pasa (lo requerido lo dice el esquema)', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '12', true, {}]) expect(importeOk(v)).toBe(MENSAJES_DINERO.noNumero);
    expect(importeOk(null)).toBeNull();
    expect(importeOk(undefined)).toBeNull();
  });
  it('un importe, 2 decimales como mucho; un precio, 4', () => {
    expect(importeOk(4.34)).toBeNull();
    expect(importeOk(4.335)).toBe(MENSAJES_DINERO.decimalesImporte);
    expect(importeOk(1e-7)).toBe(MENSAJES_DINERO.decimalesImporte);
    expect(precioOk(1.2345)).toBeNull();
    expect(precioOk(1.23456)).toBe(MENSAJES_DINERO.decimalesPrecio);
    expect(decimalesDe(1200)).toBe(0);
    expect(decimalesDe(1.5e-10)).toBe(11);
  });
});

describe('formato de dinero único (es-ES, miles siempre)', () => {
  const f = (n: number): string => formatearMoneda(n).replace(/\u00a0/g, ' ');
  it("'1.234,56 €' junto a '12.350,77 €': el separador de miles también con cuatro cifras", () => {
    expect(f(1234.56)).toBe('1.234,56 €');
    expect(f(12350.77)).toBe('12.350,77 €');
    expect(f(1000)).toBe('1.000,00 €');
    expect(f(999.5)).toBe('999,50 €');
    expect(f(-1467.6)).toBe('-1.467,60 €');
    expect(f(9_999_999_999.99)).toBe('9.999.999.999,99 €');
  });
});
