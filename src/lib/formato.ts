/**
 * Formato de cantidades, fechas y horas para mostrar (es-ES): dinero en EUR, fechas dd/mm/yyyy y horas
 * de 24 h. Las fechas del modelo son 'YYYY-MM-DD' (sin zona) y los instantes ISO 8601 en UTC, que se
 * muestran en la hora local del dispositivo.
 */

const moneda = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const entero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** 1234.5 → '1234,50 €' (es-ES no agrupa los miles en números de cuatro cifras). */
export const formatearMoneda = (importe: number): string => moneda.format(importe);

/** 12345 → '12.345'. */
export const formatearEntero = (n: number): string => entero.format(n);

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
