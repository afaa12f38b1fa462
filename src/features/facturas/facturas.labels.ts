/** Textos de las facturas de un cliente: estados de la deuda (especificación, sección 4) y columnas. */

export type EstadoDeuda = 1 | 2 | 3 | 4 | 5;

export const etiquetasEstadoDeuda: Record<EstadoDeuda, string> = {
  1: 'Pendiente',
  2: 'Cobrada',
  3: 'Dudoso cobro',
  4: 'Incobrable',
  5: 'Parcialmente cobrada',
};

export const ESTADOS_DEUDA: readonly EstadoDeuda[] = [1, 2, 3, 4, 5];

export const TITULO_FACTURAS = 'Facturas';
export const SIN_FACTURAS = 'El cliente no tiene facturas en este dispositivo';
export const TODOS_LOS_ESTADOS = 'Todos los estados';
export const ETIQUETA_FILTRO_ESTADO = 'Estado de la deuda';
export const VOLVER_CLIENTE = 'Volver al cliente';

export const etiquetasFactura = {
  numero: 'Número',
  fecha: 'Fecha',
  fvencimiento: 'Vencimiento',
  concepto: 'Concepto',
  total: 'Total',
  cobrado: 'Cobrado',
  pendiente: 'Pendiente',
  estado_deuda: 'Estado',
} as const;
