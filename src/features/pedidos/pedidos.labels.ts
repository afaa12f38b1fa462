/** Textos de los pedidos del almacén: la lista, la cabecera del pedido, servir (el pedido o una línea) y las entregas. */
import { plural } from '../../lib/formato';

/** Etiquetas de los campos del pedido (lista y cabecera). */
export const etiquetasPedido = {
  numero: 'Número',
  tipo: 'Tipo',
  fecha: 'Fecha',
  fecha_entrega: 'Fecha de entrega',
  situacion: 'Situación',
  destinatario: 'Cliente o técnico',
  cliente: 'Cliente',
  tecnico: 'Técnico',
  furgoneta: 'Furgoneta de destino',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

/** Por qué una línea no se puede servir, en corto (tabla de líneas). */
export const ETIQUETAS_NO_SERVIBLE = { servida: 'Servida entera', anulada: 'Anulada' } as const satisfies Record<string, string>;

export const ETIQUETAS_TIPO_PEDIDO = { cliente: 'Cliente', tecnico: 'Técnico' } as const satisfies Record<string, string>;

/** Cabeceras de la tabla de líneas y de la de entregas. */
export const columnasPedido = {
  articulo: 'Artículo',
  pedidas: 'Pedidas',
  servidas: 'Servidas',
  pendientes: 'Pendientes',
  existencias: (almacen: string) => `Existencias en ${almacen}`,
  acciones: 'Acciones',
  fecha: 'Fecha',
  almacen: 'Almacén',
  unidades: 'Unidades',
  series: 'Números de serie',
  usuario: 'Usuario',
  recibido: 'Recibido en el servidor',
} as const;

export const TEXTOS_PEDIDOS = {
  titulo: 'Pedidos',
  vacio: 'No hay pedidos de tu delegación en este dispositivo',
  todasSituaciones: 'Todas las situaciones',
  todosTipos: 'Todos los tipos',
  pendientesPrimero: 'Pendientes y servidos en parte primero',
  masRecientes: 'Más recientes primero',
  porNumero: 'Por número',
  pedido: (numero: string) => `Pedido ${numero}`,
  servirPedido: (numero: string) => `Servir el pedido ${numero}`,
  servirLinea: (numero: string) => `Servir una línea del pedido ${numero}`,
  datos: 'Datos del pedido',
  lineas: 'Líneas del pedido',
  entregas: 'Entregas',
  sinEntregas: 'Aún no se ha servido nada de este pedido',
  sinEntregasLinea: 'Aún no se ha servido nada de esta línea',
  sinLineas: 'El pedido no tiene líneas',
  volverLista: 'Volver a pedidos',
  servirEntero: 'Servir el pedido entero',
  servirEsta: (descripcion: string) => `Servir solo ${descripcion}`,
  servirEstaTexto: 'Servir esta línea',
  almacenOrigen: 'Almacén de origen',
  sinAlmacen: 'No hay un almacén central activo en la delegación del pedido: no se puede servir desde este dispositivo',
  formulario: 'Lo que se sirve',
  unidadesDe: (descripcion: string) => `Unidades a servir de ${descripcion}`,
  seriesDe: (descripcion: string) => `Números de serie de ${descripcion}`,
  ayudaSeries: (unidades: number) => `Uno por renglón (${plural(unidades, 'unidad', 'unidades')})`,
  notaUnidades: 'Por defecto, todo lo pendiente. Deja 0 en las líneas que no se sirven ahora.',
  resumenLinea: (pedidas: number, servidas: number, pendientes: number, hay: number) =>
    `Pedidas ${pedidas} · servidas ${servidas} · pendientes ${pendientes} · existencias ${hay}`,
  campoLineas: 'Líneas que se sirven',
  boton: 'Servir',
  hecho: 'Pedido servido',
  hechoLinea: 'Línea servida',
  pregunta: (unidades: number, lineas: number, almacen: string, destino: string) =>
    `¿Servir ${plural(unidades, 'unidad', 'unidades')} (${plural(lineas, 'línea', 'líneas')}) desde ${almacen}${destino === '' ? '' : ` a ${destino}`}?`,
  pendienteSubir: 'Pendiente de subir',
  cargando: 'Cargando…',
  noEsta: 'No está en este dispositivo',
  sinDestinatario: 'Sin indicar',
  lineaDeOtro: 'La línea no está en este dispositivo',
} as const;
