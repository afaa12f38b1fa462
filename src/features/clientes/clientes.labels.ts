/**
 * Textos de las pantallas de clientes (lista, ficha, edición, cartera y órdenes): títulos, etiquetas de campos y estado.
 */

export const TITULO_CLIENTES = 'Clientes';
export const VACIO_CLIENTES = 'No hay clientes';
export const TITULO_DATOS_CLIENTE = 'Datos del cliente';
export const ENLACE_MODIFICAR = 'Modificar';
export const VOLVER_FICHA = 'Volver a la ficha';
export const VOLVER_LISTA = 'Volver a Clientes';

/** Etiquetas de los campos del cliente (ficha, lista y formulario). */
export const etiquetasCliente = {
  codigo: 'Código',
  nombre: 'Nombre',
  nif: 'NIF',
  email: 'Correo electrónico',
  observaciones: 'Observaciones',
  estado: 'Estado',
} as const satisfies Record<string, string>;

/** Estado de registro: activo si estado > 0 (especificación, sección 3). */
export const etiquetaEstadoCliente = (estado: number): string => (estado > 0 ? 'Activo' : 'De baja');

export const TITULO_CARTERA = 'Mi cartera';
export const SIN_CARTERA = 'No tienes clientes en tu cartera';
export const SIN_COMERCIAL = 'Tu usuario no es de un comercial: no tiene cartera';
export const ENLACE_CARTERA = 'Mi cartera';
export const TITULO_ORDENES_CLIENTE = 'Órdenes de';
export const SIN_ORDENES = 'El cliente no tiene órdenes en este dispositivo';
export const ENLACE_FACTURAS = 'Facturas';
export const ENLACE_ORDENES = 'Órdenes de trabajo';
export const ENLACES_CLIENTE = 'Más del cliente';

/** Columnas y cifras de la cartera. */
export const etiquetasCartera = {
  codigo: 'Código',
  nombre: 'Cliente',
  clientes: 'Clientes',
  sistemas: 'Sistemas',
  deuda: 'Deuda pendiente',
  facturas: 'Facturas',
} as const satisfies Record<string, string>;
