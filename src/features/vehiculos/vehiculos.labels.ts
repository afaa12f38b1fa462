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

/** El stock visto desde el almacén: sus centrales y las furgonetas de su delegación, con los movimientos de cada artículo. */
export const TEXTOS_STOCK_ALMACEN = {
  titulo: 'Stock de los almacenes',
  almacen: 'Almacén',
  sinAlmacenes: 'No hay almacenes activos de tu delegación en este dispositivo',
  vacio: 'El almacén no tiene existencias',
  tabla: (almacen: string) => `Existencias de ${almacen}`,
  articulo: 'Artículo',
  unidades: 'Unidades',
  estado: 'Estado',
  acciones: 'Acciones',
  verMovimientos: 'Movimientos',
  verMovimientosDe: (codigo: string) => `Ver los movimientos de ${codigo}`,
  movimientosDe: (descripcion: string, almacen: string) => `Movimientos de ${descripcion} en ${almacen}`,
  sinMovimientos: 'No hay movimientos de este artículo en este almacén en el dispositivo',
  cerrarMovimientos: 'Cerrar movimientos',
  fecha: 'Fecha',
  motivo: 'Motivo',
  descripcion: 'Descripción',
  sinExistencias: 'Sin existencias',
  si: 'Sí',
  cargando: 'Cargando existencias…',
  cargandoMovimientos: 'Cargando movimientos…',
} as const;

/** Por qué se movieron las existencias (movimientostock.motivo). */
export const ETIQUETAS_MOTIVO_STOCK = {
  instalacion: 'Instalación',
  devolucion: 'Devolución',
  descarga: 'Descarga',
  ajuste: 'Ajuste',
  pedido: 'Pedido',
} as const satisfies Record<string, string>;
