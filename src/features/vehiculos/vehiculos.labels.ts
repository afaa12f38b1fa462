import type { EstadoStock } from './vehiculos';

/** Títulos de las pantallas de la furgoneta (también los enlaces de su barra). */
export const titulosVehiculo = {
  material: 'Material en el vehículo',
  stock: 'Stock del vehículo',
  descargar: 'Descargar el vehículo',
  descargarParte: 'Devolver material de un parte',
} as const;

/** Cómo se muestra el estado de las existencias de un artículo de la furgoneta. */
export const etiquetasEstadoStock: Record<EstadoStock, string> = {
  ok: 'Con existencias',
  agotado: 'Agotado',
  negativo: 'Negativo: por conciliar',
};

export const SIN_FURGONETA = 'No tienes una furgoneta asignada en este dispositivo';
export const FURGONETA_VACIA = 'La furgoneta no tiene material';
export const SIN_RESULTADOS = 'Ningún artículo coincide con la búsqueda';
export const SIN_DESTINOS = 'No hay otro almacén activo en la delegación de la furgoneta';
export const FURGONETA_DESCARGADA = 'Furgoneta descargada';
export const MATERIAL_DEVUELTO = 'Material devuelto';
export const SIN_SOBRANTE = 'No sobra material de este parte: todo lo que salió para él está en sus líneas o ya se devolvió';
export const SIN_CENTRAL = 'Sin almacén central';
