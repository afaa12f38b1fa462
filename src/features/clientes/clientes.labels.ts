/**
 * Textos de las pantallas de clientes (lista, ficha y edición): títulos, etiquetas de campos y estado.
 */

export const TITULO_CLIENTES = 'Clientes';
export const VACIO_CLIENTES = 'No hay clientes';
export const TITULO_DATOS_CLIENTE = 'Datos del cliente';
export const TITULO_TELEFONOS = 'Teléfonos';
export const TITULO_DIRECCIONES = 'Direcciones';
export const SIN_TELEFONOS = 'El cliente no tiene teléfonos';
export const SIN_DIRECCIONES = 'El cliente no tiene direcciones';
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
