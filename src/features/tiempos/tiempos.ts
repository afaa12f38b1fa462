/**
 * Reglas de los tiempos trabajados, en funciones puras: duración en minutos y como 'h:mm', instantes a
 * partir de fecha y hora locales, validación de un tiempo añadido a mano, el estado del cronómetro (un
 * tiempo con inicio y sin fin ES el cronómetro en marcha, así que sobrevive a recargas y es el mismo en
 * todas las pestañas) y la semana de la agenda.
 */
import type { DocDe } from '../../../schemas';
import { MENSAJES_TIEMPOS, type DiaSemana } from './tiempos.labels';
import { minutosEntre } from '../../../replication/cronometro';

export type Tiempo = DocDe<'tiempotrabajado'>;

/** Minutos enteros entre dos instantes ISO (redondeados; nunca negativos). */
export { minutosEntre };

/** 95 → '1:35'; 5 → '0:05'. */
export const formatearDuracion = (minutos: number): string => {
  const m = Math.max(0, Math.round(minutos));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

/** Milisegundos → 'h:mm:ss' (el reloj del cronómetro). */
export const formatearReloj = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${mm}:${ss}`;
};

const dosCifras = (n: number): string => String(n).padStart(2, '0');

/** Fecha local 'YYYY-MM-DD' de un instante (o de una Date). */
export const fechaLocal = (instante: string | Date): string => {
  const d = typeof instante === 'string' ? new Date(instante) : instante;
  return `${d.getFullYear()}-${dosCifras(d.getMonth() + 1)}-${dosCifras(d.getDate())}`;
};

/** 'YYYY-MM-DD' + 'HH:mm' en la hora local del dispositivo → instante ISO (UTC); null si no valen. */
export const instanteLocal = (fecha: string, hora: string): string | null => {
  const f = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  const h = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hora);
  if (!f || !h) return null;
  const d = new Date(Number(f[1]), Number(f[2]) - 1, Number(f[3]), Number(h[1]), Number(h[2]));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

export interface EntradaTiempo {
  fecha: string | null;
  horaInicio: string | null;
  horaFin: string | null;
}

export type TiempoValidado = { ok: true; inicio: string; fin: string; minutos: number } | { ok: false; error: string };

/** Un tiempo añadido a mano: fecha, inicio y fin; el fin tiene que ser posterior al inicio. */
export const validarTiempo = (e: EntradaTiempo): TiempoValidado => {
  if (!e.fecha || !e.horaInicio || !e.horaFin) return { ok: false, error: 'Campo requerido' };
  const inicio = instanteLocal(e.fecha, e.horaInicio);
  const fin = instanteLocal(e.fecha, e.horaFin);
  if (!inicio || !fin) return { ok: false, error: 'Campo requerido' };
  if (Date.parse(fin) <= Date.parse(inicio)) return { ok: false, error: MENSAJES_TIEMPOS.finAntesDeInicio };
  return { ok: true, inicio, fin, minutos: minutosEntre(inicio, fin) };
};

/** Minutos de un tiempo: los guardados o, si está en marcha, los que lleva hasta `ahora`. */
export const minutosDe = (t: Pick<Tiempo, 'inicio' | 'fin' | 'minutos'>, ahora: Date = new Date()): number =>
  t.minutos ?? minutosEntre(t.inicio, t.fin ?? ahora.toISOString());

/** ¿Es un cronómetro en marcha? Activo, con inicio y sin fin. */
export const enMarcha = (t: Pick<Tiempo, 'fin' | 'estado'>): boolean => t.estado > 0 && (t.fin === null || t.fin === undefined);

export type EstadoCronometro = { tipo: 'parado' } | { tipo: 'en-marcha'; tiempo: Tiempo; otros: readonly Tiempo[] };

/**
 * Estado del cronómetro de un técnico a partir de sus tiempos. Si por una carrera entre dispositivos hubiera
 * más de uno abierto, el más antiguo manda y los otros se detienen con él.
 */
export const estadoCronometro = (tiempos: readonly Tiempo[], idtecnico: string): EstadoCronometro => {
  const abiertos = tiempos.filter((t) => t.idtecnico === idtecnico && enMarcha(t)).sort((a, b) => a.inicio.localeCompare(b.inicio));
  const [primero, ...otros] = abiertos;
  return primero ? { tipo: 'en-marcha', tiempo: primero, otros } : { tipo: 'parado' };
};

/** Comprobación antes de iniciar: null si se puede, o el mensaje en español. */
export const errorAlIniciar = (estado: EstadoCronometro, numeroParteEnMarcha: (idparte: string) => string): string | null =>
  estado.tipo === 'en-marcha' ? MENSAJES_TIEMPOS.cronometroEnMarcha(numeroParteEnMarcha(estado.tiempo.idparte_trabajo)) : null;

/** Los cambios con los que se detiene un cronómetro (updateSync). */
export const cambiosAlDetener = (t: Pick<Tiempo, 'inicio'>, ahora: Date): { fin: string; minutos: number } => {
  const fin = ahora.toISOString();
  return { fin, minutos: minutosEntre(t.inicio, fin) };
};

/** Los 7 días (YYYY-MM-DD, lunes a domingo) de la semana de `fecha`. */
export const diasSemana = (fecha: Date): string[] => {
  const lunes = new Date(fecha.getFullYear(), fecha.getMonth(), fecha.getDate());
  lunes.setDate(lunes.getDate() - ((lunes.getDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => fechaLocal(new Date(lunes.getFullYear(), lunes.getMonth(), lunes.getDate() + i)));
};

const DIAS: readonly DiaSemana[] = [0, 1, 2, 3, 4, 5, 6];

export interface DiaAgenda {
  fecha: string;
  dia: DiaSemana;
  tiempos: Tiempo[];
  minutos: number;
}

/** Los tiempos de una semana agrupados por día (por la fecha local de inicio), en orden de hora. */
export const agendaSemana = (tiempos: readonly Tiempo[], dias: readonly string[], ahora: Date = new Date()): DiaAgenda[] =>
  dias.map((fecha, i) => {
    const delDia = tiempos.filter((t) => t.estado > 0 && fechaLocal(t.inicio) === fecha).sort((a, b) => a.inicio.localeCompare(b.inicio));
    return { fecha, dia: DIAS[i % 7] ?? 0, tiempos: delDia, minutos: delDia.reduce((s, t) => s + minutosDe(t, ahora), 0) };
  });

/** Lunes de la semana anterior o siguiente ('YYYY-MM-DD'). */
export const desplazarSemana = (fecha: string, semanas: number): string => {
  const [a, m, d] = fecha.split('-').map(Number);
  return fechaLocal(new Date(a ?? 1970, (m ?? 1) - 1, (d ?? 1) + 7 * semanas));
};
