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
