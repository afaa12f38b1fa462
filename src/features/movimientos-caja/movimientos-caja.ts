/**
 * Reglas puras de la caja en las pantallas: tipos y categorías con su nombre, qué cajas ve cada usuario y
 * cuál se abre primero, el periodo de la lista, y la serie del saldo para el gráfico con su trazado SVG.
 * El saldo sale siempre de las reglas compartidas (replication/caja.ts, en céntimos): la serie usa
 * `saldosHaciaAtras` desde el saldo consolidado de la caja, como la columna de la lista, así que cada
 * punto del gráfico es el mismo saldo que la columna.
 */
import type { MangoQuerySelector } from 'rxdb';
import { entidades, type DocDe } from '../../../schemas';
import { ETIQUETAS_CATEGORIA_CAJA, saldoAntesDe, saldosHaciaAtras, VALIDACIONES_DOCUMENTO_CAJA, type MovimientoSaldo } from '../../../replication/caja';
import { fechaLocal } from '../tiempos/tiempos';
import { ETIQUETAS_PERIODO, ETIQUETAS_TIPO_MOVIMIENTO, TEXTOS_CAJA as T } from './movimientos-caja.labels';

export type Caja = DocDe<'caja'>;
export type MovimientoCaja = DocDe<'movimientocaja'>;
export type TipoMovimientoCaja = MovimientoCaja['tipo'];
export type CategoriaCaja = MovimientoCaja['categoria'];

/** idtabla del movimiento de caja: sus justificantes son ficheros (/ficheros/{id}/290). */
export const IDTABLA_MOVIMIENTO_CAJA = entidades.movimientocaja.idtabla ?? 290;

export const TIPOS_MOVIMIENTO: readonly TipoMovimientoCaja[] = ['ingreso', 'gasto'];
export const CATEGORIAS_CAJA: readonly CategoriaCaja[] = ['cobro', 'combustible', 'dietas', 'material', 'aparcamiento', 'ingreso_banco', 'otros'];

export const esTipoMovimiento = (v: string): v is TipoMovimientoCaja => (TIPOS_MOVIMIENTO as readonly string[]).includes(v);
export const esCategoriaCaja = (v: string): v is CategoriaCaja => (CATEGORIAS_CAJA as readonly string[]).includes(v);

export const nombreTipoMovimiento = (t: string): string => (esTipoMovimiento(t) ? ETIQUETAS_TIPO_MOVIMIENTO[t] : t);
export const nombreCategoria = (c: string): string => (esCategoriaCaja(c) ? ETIQUETAS_CATEGORIA_CAJA[c] : c);

export const OPCIONES_TIPO_MOVIMIENTO = TIPOS_MOVIMIENTO.map((t) => ({ valor: t, etiqueta: ETIQUETAS_TIPO_MOVIMIENTO[t] }));
/** Todas las categorías (el filtro de la lista: también los cobros de partes). */
export const OPCIONES_CATEGORIA = CATEGORIAS_CAJA.map((c) => ({ valor: c, etiqueta: ETIQUETAS_CATEGORIA_CAJA[c] }));
/** Las que se eligen a mano: 'Cobro de parte' la pone el cobro de un parte. */
export const OPCIONES_CATEGORIA_MANUAL = OPCIONES_CATEGORIA.filter((o) => o.valor !== 'cobro');

/** ¿Viene del cobro de un parte? Entonces se corrige en el parte, no en la caja. */
export const esDeCobro = (m: Pick<MovimientoCaja, 'idcobro'>): boolean => typeof m.idcobro === 'string' && m.idcobro !== '';

/**
 * La categoría elegida a mano para un tipo: no 'Cobro de parte', y las reglas del mutador entre campos
 * (VALIDACIONES_DOCUMENTO_CAJA: un gasto no es un cobro ni un ingreso del banco), con su mismo mensaje.
 */
export const errorCategoria = (tipo: string, categoria: string): string | null => {
  if (categoria === 'cobro') return T.categoriaManual;
  for (const regla of VALIDACIONES_DOCUMENTO_CAJA.movimientocaja) {
    const error = regla({ tipo, categoria });
    if (error !== null) return error;
  }
  return null;
};

const dosCifras = (n: number): string => String(n).padStart(2, '0');

/** La hora local de un instante como 'HH:MM'. */
export const horaLocal = (d: Date): string => `${dosCifras(d.getHours())}:${dosCifras(d.getMinutes())}`;

// ——— Cajas del usuario ———

export interface UsuarioCaja {
  iddelegacion: string | null;
  idtecnico: string | null;
}

/**
 * Las cajas que se ofrecen: las de la delegación del usuario (la de la oficina y las de sus técnicos) y la
 * suya si es técnico, más la pedida en la dirección. El ámbito ya limita lo que hay en el dispositivo
 * (el técnico solo tiene la suya); esto es para quien lo ve todo, que no recorra las de toda la empresa.
 */
export const selectorCajas = (u: UsuarioCaja, pedida?: string): MangoQuerySelector<Caja> => {
  const o: MangoQuerySelector<Caja>[] = [];
  if (u.iddelegacion) o.push({ iddelegacion: { $eq: u.iddelegacion } });
  if (u.idtecnico) o.push({ idtecnico: { $eq: u.idtecnico } });
  if (pedida) o.push({ idcaja: { $eq: pedida } });
  return o.length === 0 ? { estado: { $gt: 0 } } : { estado: { $gt: 0 }, $or: o };
};

/** Primero la del propio técnico, después la de la oficina y luego las de los técnicos, por nombre. */
export const ordenarCajas = <C extends Pick<Caja, 'idcaja' | 'nombre' | 'tipo' | 'idtecnico'>>(cajas: readonly C[], idtecnico: string | null): C[] => {
  const rango = (c: C): number => (idtecnico !== null && c.idtecnico === idtecnico ? 0 : c.tipo === 'delegacion' ? 1 : 2);
  return [...cajas].sort((a, b) => rango(a) - rango(b) || a.nombre.localeCompare(b.nombre, 'es') || a.idcaja.localeCompare(b.idcaja));
};

// ——— Periodo ———

export type Periodo = keyof typeof ETIQUETAS_PERIODO;
export const PERIODOS: readonly Periodo[] = ['30', '90', '365', 'todo'];
export const PERIODO_POR_DEFECTO: Periodo = '90';
export const esPeriodo = (v: string | undefined): v is Periodo => v !== undefined && (PERIODOS as readonly string[]).includes(v);
export const OPCIONES_PERIODO = PERIODOS.map((p) => ({ valor: p, etiqueta: ETIQUETAS_PERIODO[p] }));

/** El comienzo del periodo (las 00:00 locales del primer día, contando hoy) como instante ISO; null = todo. */
export const inicioPeriodo = (p: Periodo, ahora: Date): string | null =>
  p === 'todo' ? null : new Date(ahora.getFullYear(), ahora.getMonth(), ahora.getDate() - (Number(p) - 1)).toISOString();

// ——— Serie del saldo ———

export interface PuntoSaldo {
  /** Milisegundos desde 1970. */
  instante: number;
  saldo: number;
}

export interface SerieSaldo {
  desde: number;
  hasta: number;
  /** El saldo al empezar, uno por día con movimientos (al acabar ese día) y el de `hasta`. */
  puntos: PuntoSaldo[];
  inicial: number;
  final: number;
  minimo: number;
  maximo: number;
  /** Movimientos activos dentro del periodo. */
  movimientos: number;
}

const porFecha = (a: MovimientoSaldo, b: MovimientoSaldo): number => Date.parse(a.fecha) - Date.parse(b.fecha) || a.idmovcaja.localeCompare(b.idmovcaja);

/**
 * La serie del saldo de una caja en el periodo que empieza en `desde` (null: desde su primer movimiento)
 * y acaba en `hasta`: agrupa por día local (`diaDe`) y se queda con el saldo al acabar cada día. Se
 * calcula hacia atrás desde el saldo consolidado (`saldo`, el de la caja; `saldosHaciaAtras`), así que cada
 * punto es el mismo saldo que la columna de la lista y no hace falta tener los movimientos anteriores. Con
 * `cubierto` (desde cuándo tiene el dispositivo la historia entera), la serie empieza como pronto ahí.
 */
export const serieSaldo = (
  saldo: number,
  movimientos: readonly MovimientoSaldo[],
  desde: string | null,
  hasta: Date,
  diaDe: (instante: string) => string = fechaLocal,
  cubierto: string | null = null,
): SerieSaldo => {
  const limite = cubierto === null ? Number.NEGATIVE_INFINITY : Date.parse(cubierto);
  const orden = movimientos.filter((m) => m.estado > 0 && Date.parse(m.fecha) >= limite).sort(porFecha);
  const saldos = saldosHaciaAtras(saldo, orden);
  const pedido = desde !== null ? Date.parse(desde) : orden[0] ? Date.parse(orden[0].fecha) : hasta.getTime();
  const inicio = Math.max(pedido, limite);
  const inicial = saldoAntesDe(saldo, orden, inicio);
  const porDia = new Map<string, PuntoSaldo>();
  let enPeriodo = 0;
  for (const m of orden) {
    const instante = Date.parse(m.fecha);
    if (instante < inicio) continue;
    enPeriodo++;
    porDia.set(diaDe(m.fecha), { instante, saldo: saldos.get(m.idmovcaja) ?? inicial });
  }
  const dias = [...porDia.values()];
  const final = dias.at(-1)?.saldo ?? inicial;
  const fin = Math.max(hasta.getTime(), dias.at(-1)?.instante ?? inicio, inicio);
  const puntos = [{ instante: inicio, saldo: inicial }, ...dias, { instante: fin, saldo: final }];
  const valores = puntos.map((p) => p.saldo);
  return { desde: inicio, hasta: fin, puntos, inicial, final, minimo: Math.min(...valores), maximo: Math.max(...valores), movimientos: enPeriodo };
};

// ——— Lo que el dispositivo tiene de la historia ———

/**
 * Desde cuándo tiene el dispositivo todos los movimientos (instante ISO del día 1, UTC, como los meses de
 * las etiquetas): el primero de los meses seguidos que acaban en el actual entre los que guarda (su
 * ventana y los pedidos que no han caducado). Un movimiento de antes puede estar (se cambió hace poco),
 * pero no los que vinieron después de él en los meses que faltan: su saldo no se puede dar. null si aún
 * no sabe su ventana (antes de la primera descarga completa): todo lo que tiene cuenta.
 */
export const inicioHistoriaEntera = (meses: readonly string[], ahora: Date): string | null => {
  if (meses.length === 0) return null;
  const tiene = new Set(meses);
  const fecha = new Date(Date.UTC(ahora.getUTCFullYear(), ahora.getUTCMonth(), 1));
  for (let i = 0; i < 1200; i++) {
    const anterior = new Date(Date.UTC(fecha.getUTCFullYear(), fecha.getUTCMonth() - 1, 1));
    if (!tiene.has(anterior.toISOString().slice(0, 7))) break;
    fecha.setTime(anterior.getTime());
  }
  return fecha.toISOString();
};

export interface TrazadoSaldo {
  /** Línea escalonada del saldo (path `d`): el saldo se mantiene hasta el siguiente día con movimientos. */
  linea: string;
  /** La misma línea cerrada por abajo, para el relleno. */
  area: string;
  /** Altura del saldo 0 si el saldo pasa de positivo a negativo en el periodo; null si no. */
  ceroY: number | null;
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** El trazado de la serie en un lienzo de `ancho` × `alto` (el saldo mayor arriba, con un margen del 10 %). */
export const trazarSaldo = (serie: SerieSaldo, ancho: number, alto: number): TrazadoSaldo => {
  let bajo = serie.minimo;
  let alto0 = serie.maximo;
  if (alto0 === bajo) {
    bajo -= 1;
    alto0 += 1;
  }
  const margen = (alto0 - bajo) * 0.1;
  bajo -= margen;
  alto0 += margen;
  const tramo = serie.hasta - serie.desde || 1;
  const x = (t: number): number => ((t - serie.desde) / tramo) * ancho;
  const y = (s: number): number => alto - ((s - bajo) / (alto0 - bajo)) * alto;
  const [primero, ...resto] = serie.puntos;
  const partes = primero ? [`M${r1(x(primero.instante))} ${r1(y(primero.saldo))}`] : [];
  for (const p of resto) partes.push(`H${r1(x(p.instante))}`, `V${r1(y(p.saldo))}`);
  const linea = partes.join(' ');
  return {
    linea,
    area: primero ? `${linea} V${r1(alto)} H${r1(x(primero.instante))} Z` : '',
    ceroY: serie.minimo < 0 && serie.maximo > 0 ? Math.round(y(0) * 10) / 10 : null,
  };
};
