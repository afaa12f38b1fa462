/**
 * Material a instalar de una orden, en funciones puras: lo presupuestado en las líneas de la orden
 * (lorden_trabajo) frente a lo instalado en las líneas de sus partes (lparte_trabajo) del mismo artículo.
 *
 * Solo cuentan las líneas activas (estado > 0) y las de partes no anulados (el llamante pasa solo esas).
 * Si varias líneas de la orden llevan el mismo artículo, lo instalado de ese artículo se reparte entre
 * ellas en el orden de las líneas: llena la primera y lo que sobra pasa a la siguiente; lo que sobra al
 * final (se instaló más de lo previsto) queda en `excedente` de la última.
 */
import { restaUnidades, sumaCentimos, sumaUnidades } from '../../../schemas/dinero';

export interface LineaPrevista {
  idlorden_trabajo: string;
  idarticulo: string;
  descripcion: string;
  unidades: number;
  estado: number;
}

export interface LineaInstalada {
  idarticulo: string;
  unidades: number;
  estado: number;
}

export type EstadoMaterial = 'pendiente' | 'parcial' | 'instalado';

export interface MaterialInstalar {
  idlorden_trabajo: string;
  idarticulo: string;
  descripcion: string;
  previstas: number;
  instaladas: number;
  pendientes: number;
  /** Unidades instaladas de más (solo en la última línea del artículo). */
  excedente: number;
  estado: EstadoMaterial;
}

const estadoDe = (previstas: number, instaladas: number): EstadoMaterial =>
  instaladas <= 0 ? 'pendiente' : instaladas < previstas ? 'parcial' : 'instalado';

/** Cada línea activa de la orden con sus unidades previstas, instaladas y pendientes. */
export const calcularMaterialInstalar = (lineasOrden: readonly LineaPrevista[], lineasPartes: readonly LineaInstalada[]): MaterialInstalar[] => {
  const porArticulo = new Map<string, number>();
  for (const l of lineasPartes) {
    if (l.estado <= 0 || !(l.unidades > 0)) continue;
    porArticulo.set(l.idarticulo, sumaUnidades([porArticulo.get(l.idarticulo) ?? 0, l.unidades]));
  }
  const activas = lineasOrden.filter((l) => l.estado > 0);
  const ultima = new Map<string, number>();
  activas.forEach((l, i) => ultima.set(l.idarticulo, i));

  return activas.map((l, i) => {
    const previstas = Math.max(0, l.unidades);
    const disponibles = porArticulo.get(l.idarticulo) ?? 0;
    const esUltima = ultima.get(l.idarticulo) === i;
    const instaladas = esUltima ? disponibles : Math.min(previstas, disponibles);
    porArticulo.set(l.idarticulo, restaUnidades(disponibles, instaladas));
    return {
      idlorden_trabajo: l.idlorden_trabajo,
      idarticulo: l.idarticulo,
      descripcion: l.descripcion,
      previstas,
      instaladas: Math.min(previstas, instaladas),
      pendientes: Math.max(0, restaUnidades(previstas, instaladas)),
      excedente: Math.max(0, restaUnidades(instaladas, previstas)),
      estado: estadoDe(previstas, instaladas),
    };
  });
};

/** Las que aún tienen algo por instalar y las que ya tienen algo instalado (una parcial está en las dos). */
export const separarMaterial = (material: readonly MaterialInstalar[]): { porInstalar: MaterialInstalar[]; instalado: MaterialInstalar[] } => ({
  porInstalar: material.filter((m) => m.pendientes > 0),
  instalado: material.filter((m) => m.instaladas > 0),
});

/** Total de una lista de importes (las activas), exacto al céntimo (EUR). */
export const totalImportes = (lineas: readonly { importe: number; estado: number }[]): number =>
  sumaCentimos(lineas.filter((l) => l.estado > 0).map((l) => l.importe));

/** '3 de 5 líneas pendientes de instalar' o 'Todo el material está instalado'. */
export const resumenMaterial = (material: readonly MaterialInstalar[]): string => {
  const pendientes = material.filter((m) => m.pendientes > 0).length;
  return pendientes === 0 ? 'Todo el material está instalado' : `${pendientes} de ${material.length} líneas pendientes de instalar`;
};
