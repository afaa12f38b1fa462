/**
 * Textos de las pantallas de órdenes de trabajo: estados (especificación, sección 4: anulado 0,
 * pendiente 1, finalizado 2; la orden en femenino), prioridades, títulos y mensajes.
 */
import type { EstadoParte } from '../partes/partes.labels';
import type { EstadoMaterial } from './material-instalar';
import { esEstadoParte } from '../partes/partes.labels';

export type EstadoOrden = EstadoParte;

export const etiquetasEstadoOrden: Record<EstadoOrden, string> = {
  0: 'Anulada',
  1: 'Pendiente',
  2: 'Finalizada',
};

export const etiquetaEstadoOrden = (n: number): string => (esEstadoParte(n) ? etiquetasEstadoOrden[n] : `Estado ${n}`);

/** Prioridad de la orden (1 la más urgente). */
export type PrioridadOrden = 1 | 2 | 3;

export const etiquetasPrioridadOrden: Record<PrioridadOrden, string> = {
  1: 'Alta',
  2: 'Normal',
  3: 'Baja',
};

const esPrioridad = (n: number): n is PrioridadOrden => n === 1 || n === 2 || n === 3;

export const etiquetaPrioridadOrden = (n: number): string => (esPrioridad(n) ? etiquetasPrioridadOrden[n] : `Prioridad ${n}`);

export const opcionesPrioridadOrden: readonly PrioridadOrden[] = [1, 2, 3];

export const TITULO_ORDENES_PENDIENTES = 'Órdenes pendientes';
export const TITULO_ORDENES_FINALIZADAS = 'Órdenes finalizadas';
export const TITULO_ORDENES_FINALIZADAS_TECNICO = 'Mis órdenes finalizadas';
export const TITULO_DATOS_ORDEN = 'Datos de la orden';
export const TITULO_LINEAS_ORDEN = 'Líneas de la orden';
export const TITULO_PARTES_ORDEN = 'Partes de la orden';
export const TITULO_MATERIAL_INSTALAR = 'Material a instalar';
export const TITULO_MATERIAL_AFECTADO = 'Material afectado';
export const TITULO_ASIGNAR = 'Asignar orden';
export const ENLACE_ASIGNAR = 'Asignar a un técnico';
export const SIN_LINEAS = 'La orden no tiene líneas';
export const SIN_SISTEMA = 'La orden no tiene sistema';

/** 'Orden OT-000123'. */
export const nombreOrden = (numero: string): string => `Orden ${numero}`;

/** Etiquetas de los campos de la orden (ficha y lista). */
export const etiquetasOrden = {
  numero: 'Número',
  cliente: 'Cliente',
  sistema: 'Sistema',
  fecha: 'Fecha',
  prioridad: 'Prioridad',
  estado: 'Estado',
  descripcion: 'Descripción',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

/** Etiquetas de las columnas de líneas (de orden y de parte). */
export const etiquetasLinea = {
  articulo: 'Artículo',
  unidades: 'Unidades',
  precio: 'Precio',
  dto: 'Dto.',
  importe: 'Importe',
  total: 'Total',
} as const satisfies Record<string, string>;

/** Estado de una línea de la orden frente a lo instalado (material-instalar.ts). */
export const etiquetasEstadoMaterial: Record<EstadoMaterial, string> = {
  pendiente: 'Sin instalar',
  parcial: 'Instalado en parte',
  instalado: 'Instalado',
};

export const TITULO_POR_INSTALAR = 'Pendiente de instalar';
export const TITULO_INSTALADO = 'Instalado';
