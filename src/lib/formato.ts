/**
 * Formato de cantidades, fechas y horas para mostrar (es-ES): dinero en EUR, fechas dd/mm/yyyy y horas
 * de 24 h. Las fechas del modelo son 'YYYY-MM-DD' (sin zona) y los instantes ISO 8601 en UTC, que se
 * muestran en la hora local del dispositivo.
 */
import { redondear2 } from '../../schemas';
import { formatearMoneda } from '../../schemas/dinero';

const entero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/**
 * 1234.5 → '1.234,50 €': el formato de dinero único (schemas/dinero.ts), con el separador de miles siempre,
 * el mismo en pantallas, PDF, CSV y mensajes de los mutadores.
 */
export { formatearMoneda };

/** 12345 → '12.345'. */
export const formatearEntero = (n: number): string => entero.format(n);

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** Cantidades con hasta dos decimales (unidades, prioridades): 2 → '2', 1.5 → '1,5'. */
export const formatearNumero = (n: number): string => decimal.format(n);

const FECHA = /^(\d{4})-(\d{2})-(\d{2})/;

/** '2025-03-07' → '07/03/2025'. Una fecha vacía o mal formada se muestra como '—'. */
export const formatearFecha = (fecha: string | null | undefined): string => {
  const m = fecha ? FECHA.exec(fecha) : null;
  if (!m) return '—';
  return `${m[3]}/${m[2]}/${m[1]}`;
};

const partesFechaHora = (instante: Date, timeZone: string | undefined): Record<string, string> => {
  const f = new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const partes: Record<string, string> = {};
  for (const p of f.formatToParts(instante)) partes[p.type] = p.value;
  return partes;
};

const aFecha = (instante: string | Date | null | undefined): Date | null => {
  if (instante === null || instante === undefined || instante === '') return null;
  const d = typeof instante === 'string' ? new Date(instante) : instante;
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Instante ISO → '07/03/2025 14:05' en la hora local (o en `timeZone`). Vacío o inválido → '—'. */
export const formatearFechaHora = (instante: string | Date | null | undefined, timeZone?: string): string => {
  const d = aFecha(instante);
  if (!d) return '—';
  const p = partesFechaHora(d, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
};

/** Instante ISO → '14:05' (24 h) en la hora local (o en `timeZone`). Vacío o inválido → '—'. */
export const formatearHora = (instante: string | Date | null | undefined, timeZone?: string): string => {
  const d = aFecha(instante);
  if (!d) return '—';
  const p = partesFechaHora(d, timeZone);
  return `${p.hour}:${p.minute}`;
};

/** Sello para nombres de fichero: '20250307-1405' en la hora local (o en `timeZone`). */
export const selloFichero = (instante: Date, timeZone?: string): string => {
  const p = partesFechaHora(instante, timeZone);
  return `${p.year}${p.month}${p.day}-${p.hour}${p.minute}`;
};

/** Concordancia de número: (1, 'cambio', 'cambios') → '1 cambio'; (3, …) → '3 cambios'. */
export const plural = (n: number, singular: string, pluralTexto: string): string =>
  `${formatearEntero(n)} ${n === 1 ? singular : pluralTexto}`;

const UNIDADES_BYTES = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1,5 KB'; 0 → '0 bytes' (base 1024, un decimal a partir de KB). */
export const formatearBytes = (bytes: number): string => {
  let valor = Math.max(0, bytes);
  let i = 0;
  while (valor >= 1024 && i < UNIDADES_BYTES.length - 1) {
    valor /= 1024;
    i++;
  }
  const cifras = new Intl.NumberFormat('es-ES', { maximumFractionDigits: i === 0 ? 0 : 1 }).format(valor);
  return `${cifras} ${UNIDADES_BYTES[i]}`;
};

/** Texto con el que se edita un importe: 1234.5 → '1234,50' (sin símbolo ni separador de miles). */
export const importeParaEditar = (importe: number | null | undefined): string =>
  importe === null || importe === undefined || !Number.isFinite(importe) ? '' : importe.toFixed(2).replace('.', ',');

/**
 * Número escrito en es-ES → número: '1.234,56' → 1234.56, '12,5' → 12.5, '12.5' → 12.5 (un punto
 * seguido de 1 o 2 cifras al final se toma como decimal), '€' y espacios se ignoran. Vacío → null;
 * texto que no es un número → NaN.
 */
export const leerNumero = (texto: string): number | null => {
  const t = texto.replace(/[\s\u00a0€]/g, '');
  if (t === '') return null;
  let normal: string;
  if (t.includes(',')) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(t)) normal = t;
  else normal = t.replace(/\./g, '');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
};

/** Importe escrito en es-ES → EUR redondeado a 2 decimales (ver leerNumero). */
export const leerImporte = (texto: string): number | null => {
  const n = leerNumero(texto);
  return n === null || Number.isNaN(n) ? n : redondear2(n);
};

const FECHA_ES = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'dd/mm/yyyy' → 'YYYY-MM-DD'; vacío → null; fecha que no existe (31/02/2025) o mal escrita → undefined. */
export const leerFecha = (texto: string): string | null | undefined => {
  const t = texto.trim();
  if (t === '') return null;
  const m = FECHA_ES.exec(t);
  if (!m) return undefined;
  const [dia, mes, anio] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(anio, mes - 1, dia));
  if (d.getUTCFullYear() !== anio || d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return undefined;
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
};

const mesAnio = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Un mes 'AAAA-MM' en palabras: 'septiembre de 2026'. */
export const formatearMes = (mes: string): string => mesAnio.format(new Date(`${mes}-01T12:00:00Z`));

/** El mes anterior a 'AAAA-MM' ('2026-01' → '2025-12'). */
export const mesAnterior = (mes: string): string => {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return m === 1 ? `${a - 1}-12` : `${a}-${String(m - 1).padStart(2, '0')}`;
};
