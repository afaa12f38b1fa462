/** Fechas de la demo como días desde 1970-01-01 (UTC): aritmética exacta y 'YYYY-MM-DD' sin husos. */
const MS_DIA = 86_400_000;
const FORMATO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Día (entero) de una fecha 'YYYY-MM-DD'; lanza si no es una fecha real. */
export const diaDe = (fecha: string): number => {
  const m = FORMATO.exec(fecha);
  if (!m) throw new Error(`Fecha no válida (se espera AAAA-MM-DD): ${fecha}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const dia = ms / MS_DIA;
  if (fechaDe(dia) !== fecha) throw new Error(`Fecha no válida: ${fecha}`);
  return dia;
};

const cache = new Map<number, string>();
/** 'YYYY-MM-DD' del día (con caché: la demo usa unos pocos miles de días distintos). */
export const fechaDe = (dia: number): string => {
  let f = cache.get(dia);
  if (f === undefined) {
    f = new Date(dia * MS_DIA).toISOString().slice(0, 10);
    cache.set(dia, f);
  }
  return f;
};

const dos = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Instante ISO (UTC) del minuto `minuto` (entero, puede pasar de 1440) del día `dia`. */
export const instanteDe = (dia: number, minuto: number): string => {
  const d = dia + Math.floor(minuto / 1440);
  const m = minuto - (d - dia) * 1440;
  return `${fechaDe(d)}T${dos(Math.floor(m / 60))}:${dos(m % 60)}:00.000Z`;
};

/** Hoy en la hora local de la máquina, 'YYYY-MM-DD'. */
export const hoyLocal = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${dos(d.getMonth() + 1)}-${dos(d.getDate())}`;
};

/** Último domingo (día de la demo) del mes `mes` (1-12) de `anio`. */
const ultimoDomingo = (anio: number, mes: number): number => {
  const finMes = diaDe(mes === 12 ? `${anio + 1}-01-01` : `${anio}-${dos(mes + 1)}-01`) - 1;
  return finMes - ((finMes + 3) % 7 + 1) % 7;
};

/**
 * Milisegundos UTC de una hora de Madrid: el minuto `minuto` (puede pasar de 1440) del día `dia`, con el
 * horario de verano europeo (del último domingo de marzo al último de octubre, a la 01:00 UTC).
 */
export const msDeMadrid = (dia: number, minuto: number): number => {
  const d = dia + Math.floor(minuto / 1440);
  const m = minuto - (d - dia) * 1440;
  const anio = Number(fechaDe(d).slice(0, 4));
  const marzo = ultimoDomingo(anio, 3);
  const octubre = ultimoDomingo(anio, 10);
  const verano = (d > marzo || (d === marzo && m >= 120)) && (d < octubre || (d === octubre && m < 180));
  return (d * 1440 + m - (verano ? 120 : 60)) * 60_000;
};

/** Instante ISO (UTC) de unos milisegundos. */
export const instanteMs = (ms: number): string => new Date(ms).toISOString();
