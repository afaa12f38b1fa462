/**
 * D. El coste del dinero exacto (schemas/dinero.ts, decisión 53) frente a la coma flotante de antes,
 * medidos en la misma ejecución y en el mismo proceso:
 *  - el presupuesto de 200 líneas (presupuestoSintetico): el importe de cada línea, los totales con el IVA
 *    por tipo y el reparto en 12 cuotas, como al guardar una línea o abrir el presupuesto;
 *  - instalar 50 materiales seguidos en un parte: por cada uno, el importe de la línea nueva (derivar), el
 *    total del parte con todas sus líneas (el cobro) y el material de la orden (unidades instaladas y
 *    pendientes, y el total de sus importes).
 * La línea base son copias fieles de las funciones de coma flotante de antes; solo viven aquí.
 */
import { totalesPresupuesto } from '../replication/presupuestos';
import { importeLinea, repartirImporte } from '../schemas/dinero';
import { totalLineas } from '../src/features/cierre/cobro';
import { calcularMaterialInstalar, totalImportes, type LineaInstalada, type LineaPrevista } from '../src/features/ordenes/material-instalar';
import { presupuestoSintetico } from '../src/features/presupuestos/presupuesto-sintetico';

// ---- Línea base: las funciones de coma flotante de antes de la decisión 53, copiadas tal cual ----
const redondear2Flotante = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
const importeLineaFlotante = (precio: number, dto: number, unidades: number): number => redondear2Flotante(precio * (1 - dto / 100) * unidades);
interface LineaImporte {
  precio: number;
  dto: number;
  unidades: number;
  iva: number;
  estado: number;
}
const totalesPresupuestoFlotante = (lineas: readonly LineaImporte[]) => {
  const porTipo = new Map<number, number>();
  for (const l of lineas) {
    if (l.estado <= 0) continue;
    porTipo.set(l.iva, redondear2Flotante((porTipo.get(l.iva) ?? 0) + importeLineaFlotante(l.precio, l.dto, l.unidades)));
  }
  const impuestos = [...porTipo.entries()].sort((a, b) => b[0] - a[0]).map(([tipo, base]) => ({ tipo, base, cuota: redondear2Flotante((base * tipo) / 100) }));
  const base = redondear2Flotante(impuestos.reduce((s, i) => s + i.base, 0));
  const cuota_iva = redondear2Flotante(impuestos.reduce((s, i) => s + i.cuota, 0));
  return { base, cuota_iva, total: redondear2Flotante(base + cuota_iva), impuestos };
};
const repartirImporteFlotante = (importe: number, n: number): number[] => {
  const centimos = Math.round(importe * 100);
  const signo = centimos < 0 ? -1 : 1;
  const abs = Math.abs(centimos);
  const parte = Math.floor(abs / n);
  const resto = abs - parte * n;
  return Array.from({ length: n }, (_, i) => (signo * (parte + (i < resto ? 1 : 0))) / 100);
};
const totalLineasFlotante = (lineas: readonly { importe: number; estado: number }[]): number =>
  redondear2Flotante(lineas.filter((l) => l.estado > 0).reduce((s, l) => s + l.importe, 0));
const materialFlotante = (lineasOrden: readonly LineaPrevista[], lineasPartes: readonly LineaInstalada[]) => {
  const porArticulo = new Map<string, number>();
  for (const l of lineasPartes) {
    if (l.estado <= 0 || !(l.unidades > 0)) continue;
    porArticulo.set(l.idarticulo, redondear2Flotante((porArticulo.get(l.idarticulo) ?? 0) + l.unidades));
  }
  const activas = lineasOrden.filter((l) => l.estado > 0);
  const ultima = new Map<string, number>();
  activas.forEach((l, i) => ultima.set(l.idarticulo, i));
  return activas.map((l, i) => {
    const previstas = Math.max(0, l.unidades);
    const disponibles = porArticulo.get(l.idarticulo) ?? 0;
    const instaladas = ultima.get(l.idarticulo) === i ? disponibles : Math.min(previstas, disponibles);
    porArticulo.set(l.idarticulo, redondear2Flotante(disponibles - instaladas));
    return { previstas, instaladas: Math.min(previstas, instaladas), pendientes: redondear2Flotante(Math.max(0, previstas - instaladas)), excedente: redondear2Flotante(Math.max(0, instaladas - previstas)) };
  });
};

// ---- Las dos cargas, con cada juego de funciones ----
interface Funciones {
  importeLinea: (p: number, d: number, u: number) => number;
  totales: (ls: readonly LineaImporte[]) => { total: number };
  repartir: (importe: number, n: number) => number[];
  totalParte: (ls: readonly { importe: number; estado: number }[]) => number;
  material: (o: readonly LineaPrevista[], p: readonly LineaInstalada[]) => readonly unknown[];
  totalMaterial: (ls: readonly { importe: number; estado: number }[]) => number;
}
const EXACTO: Funciones = { importeLinea, totales: totalesPresupuesto, repartir: repartirImporte, totalParte: totalLineas, material: calcularMaterialInstalar, totalMaterial: totalImportes };
const FLOTANTE: Funciones = {
  importeLinea: importeLineaFlotante, totales: totalesPresupuestoFlotante, repartir: repartirImporteFlotante, totalParte: totalLineasFlotante, material: materialFlotante,
  totalMaterial: totalLineasFlotante,
};

const LINEAS = presupuestoSintetico({ lineas: 200 }).lineas.map((l) => ({ precio: l.precio, dto: l.dto, unidades: l.unidades, iva: l.iva, estado: 1 }));

/** El presupuesto de 200 líneas: importes de línea, totales y 12 cuotas. Devuelve el total (para que no se descarte). */
const presupuesto = (fn: Funciones): number => {
  let s = 0;
  for (const l of LINEAS) s += fn.importeLinea(l.precio, l.dto, l.unidades);
  const t = fn.totales(LINEAS);
  return s + t.total + (fn.repartir(t.total, 12)[0] ?? 0);
};

/** 50 materiales de una orden de 50 líneas (precios con céntimos, unidades con decimales), instalados uno a uno. */
const ORDEN: LineaPrevista[] = Array.from({ length: 50 }, (_, i) => ({ idlorden_trabajo: String(i), idarticulo: `a${i % 20}`, descripcion: `Material ${i}`, unidades: 1 + (i % 4) + (i % 3) * 0.25, estado: 1 }));
const instalar50 = (fn: Funciones): number => {
  const lineas: { idarticulo: string; unidades: number; importe: number; estado: number }[] = [];
  let s = 0;
  for (let i = 0; i < 50; i++) {
    const unidades = 1 + (i % 3) * 0.5;
    lineas.push({ idarticulo: `a${i % 20}`, unidades, importe: fn.importeLinea(12.35 + i * 1.7, [0, 5, 15][i % 3] ?? 0, unidades), estado: 1 });
    s += fn.totalParte(lineas) + fn.material(ORDEN, lineas).length + fn.totalMaterial(lineas);
  }
  return s;
};

const percentil = (xs: readonly number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? Number.NaN;
};

/** Tiempos de `veces` ejecuciones tras `calentamiento` sin medir, alternando exacto y flotante. */
const medir = (carga: (fn: Funciones) => number, veces: number, calentamiento: number): { exacto: number[]; flotante: number[] } => {
  const r = { exacto: [] as number[], flotante: [] as number[] };
  let sumidero = 0;
  for (let i = 0; i < calentamiento + veces; i++) {
    for (const [nombre, fn] of [['exacto', EXACTO], ['flotante', FLOTANTE]] as const) {
      const t0 = performance.now();
      sumidero += carga(fn);
      const ms = performance.now() - t0;
      if (i >= calentamiento) r[nombre].push(ms);
    }
  }
  if (!Number.isFinite(sumidero)) throw new Error('La carga del bench de dinero no dio números');
  return r;
};

export interface OpcionesBenchDinero {
  anotar: (que: string, cifra: string) => void;
  veces?: number;
}

export const benchDinero = (o: OpcionesBenchDinero): void => {
  const veces = o.veces ?? 300;
  const f = (n: number, d = 3): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });
  const cifra = (xs: readonly number[]) => `p50 ${f(percentil(xs, 50))} ms, p95 ${f(percentil(xs, 95))} ms`;
  // Lo mismo al céntimo salvo los medios céntimos: cuántas líneas del presupuesto cambian con la regla exacta.
  const distintas = LINEAS.filter((l) => importeLinea(l.precio, l.dto, l.unidades) !== importeLineaFlotante(l.precio, l.dto, l.unidades)).length;
  for (const [que, carga] of [['presupuesto de 200 líneas (importes, totales con IVA por tipo y 12 cuotas)', presupuesto], ['instalar 50 materiales seguidos (línea, total del parte y material de la orden, cada vez)', instalar50]] as const) {
    const r = medir(carga, veces, 30);
    o.anotar(`${que}: dinero exacto (${veces} veces)`, cifra(r.exacto));
    o.anotar(`${que}: línea base, coma flotante de antes`, cifra(r.flotante));
    o.anotar(`${que}: exacto / flotante`, `p50 ${f(percentil(r.exacto, 50) / percentil(r.flotante, 50), 1)}×`);
  }
  o.anotar('líneas del presupuesto de 200 cuyo importe cambia con la regla exacta', String(distintas));
};
