/** Los días de la semana de un servicio o una ronda (1 lunes … 7 domingo): como texto para editar y para leer. */
import { DIAS_SEMANA, TEXTOS_SERVICIOS as T } from './puestos.labels';

/** '3,1,3' → [1, 3]: los días válidos (1-7), sin repetir y en orden. */
export const diasDeTexto = (texto: string): number[] =>
  [...new Set(texto.split(',').map((s) => Number(s.trim())))].filter((n) => Number.isInteger(n) && n >= 1 && n <= 7).sort((a, b) => a - b);

/** [3, 1] → '1,3'. */
export const textoDeDias = (dias: readonly number[]): string => diasDeTexto(dias.join(',')).join(',');

/** Los días para leer: 'Todos los días' o 'L, M, X'. */
export const textoDias = (dias: readonly number[]): string => {
  const d = diasDeTexto(dias.join(','));
  if (d.length === 7) return T.todos;
  return d.map((n) => DIAS_SEMANA.find((x) => x.valor === n)?.corto ?? String(n)).join(', ');
};
