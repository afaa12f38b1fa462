/**
 * Cuentas del plano de un sistema: la posición de un material se guarda relativa a la imagen (0..1 en
 * x e y de plano_material), así no depende del tamaño con que se pinte. Aquí se pasa de
 * un clic (píxeles) o de lo escrito (porcentaje) a esa posición, y de vuelta.
 */
import type { DocDe } from '../../../schemas';

export type Material = DocDe<'materialsistema'>;

export interface Posicion {
  x: number;
  y: number;
}

/** ¿Es una imagen que el navegador puede pintar como plano? */
export const esImagen = (tipo: string): boolean => tipo.startsWith('image/');

/** Redondeo a 4 decimales (0,01 % del plano): suficiente y estable en los dos lados. */
const redondear4 = (n: number): number => Math.round(n * 10000) / 10000;
const limitar = (n: number): number => Math.min(1, Math.max(0, n));

/** Posición relativa de un clic en (cx, cy) sobre un rectángulo (getBoundingClientRect de la imagen). */
export const posicionDeClic = (cx: number, cy: number, r: { left: number; top: number; width: number; height: number }): Posicion | null => {
  if (r.width <= 0 || r.height <= 0) return null;
  return { x: redondear4(limitar((cx - r.left) / r.width)), y: redondear4(limitar((cy - r.top) / r.height)) };
};

/** Lo escrito en porcentaje ('12,5') a posición relativa, o null si no es un número entre 0 y 100. */
export const relativaDePorcentaje = (texto: string): number | null => {
  const t = texto.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0 && n <= 100 ? redondear4(n / 100) : null;
};

/** Posición relativa a porcentaje para mostrar ('12,5'). */
export const porcentajeDeRelativa = (n: number): string => String(Math.round(n * 1000) / 10).replace('.', ',');

/** Dónde está colocado un material (documento de plano_material), si lo está. */
export type Colocacion = DocDe<'planomaterial'>;

/** La colocación del material en este plano, o null si no está en él. */
export const colocacionEn = (colocaciones: ReadonlyMap<string, Colocacion>, m: Material, idfichero: string): Colocacion | null => {
  const c = colocaciones.get(m.idmaterial_sistema);
  return c && c.estado > 0 && c.idfichero === idfichero ? c : null;
};

/** Parámetros de planoMaterial.colocarSync. */
export const paramsColocar = (m: Material, idfichero: string, p: Posicion): { idmaterial_sistema: string; idfichero: string; x: number; y: number } => ({
  idmaterial_sistema: m.idmaterial_sistema,
  idfichero,
  x: p.x,
  y: p.y,
});
