/** Textos de las operaciones comerciales (lista, ficha, alta, edición, líneas, contactos y la anotación desde un parte). */
import type { DocDe } from '../../../schemas';

export type Etapa = DocDe<'operacioncrm'>['etapa'];
export type TipoContacto = DocDe<'contactooperacion'>['tipo'];

export const ETIQUETAS_ETAPA = {
  nueva: 'Nueva',
  cualificada: 'Cualificada',
  propuesta: 'Propuesta',
  negociacion: 'Negociación',
  ganada: 'Ganada',
  perdida: 'Perdida',
} as const satisfies Record<Etapa, string>;

export const ETIQUETAS_TIPO_CONTACTO = {
  llamada: 'Llamada',
  visita: 'Visita',
  correo: 'Correo',
  reunion: 'Reunión',
  mensaje: 'Mensaje',
} as const satisfies Record<TipoContacto, string>;

/** Etiquetas de los campos de la operación (ficha, lista y formularios). */
export const etiquetasOperacion = {
  titulo: 'Título',
  descripcion: 'Descripción',
  titular: 'Cliente o cliente potencial',
  etapa: 'Etapa',
  probabilidad: 'Probabilidad (%)',
  fecha_alta: 'Fecha de alta',
  fprevista_cierre: 'Fecha prevista de cierre',
  fcierre: 'Fecha de cierre',
  motivo_perdida: 'Motivo de la pérdida',
  origen: 'Origen',
  importe_estimado: 'Importe estimado',
  situacion: 'Situación',
} as const satisfies Record<string, string>;

export const etiquetasLineaOperacion = {
  descripcion: 'Descripción',
  unidades: 'Unidades',
  precio: 'Precio',
  dto: 'Dto. %',
  importe: 'Importe',
  acciones: 'Acciones',
} as const satisfies Record<string, string>;

export const etiquetasContacto = {
  fecha: 'Fecha',
  hora: 'Hora',
  tipo: 'Tipo',
  persona: 'Persona',
  resumen: 'Resumen',
} as const satisfies Record<string, string>;

export const TEXTOS_OPERACIONES = {
  titulo: 'Operaciones',
  abiertas: 'Operaciones abiertas',
  cerradas: 'Operaciones cerradas',
  todas: 'Todas',
  soloAbiertas: 'Abiertas',
  soloCerradas: 'Cerradas',
  deCliente: 'Operaciones del cliente',
  deClientePotencial: 'Operaciones del cliente potencial',
  deSistema: 'Operaciones del sistema',
  deOrden: 'Operaciones de la orden',
  dePresupuesto: 'Operaciones del presupuesto',
  vacio: 'No hay operaciones',
  nueva: 'Nueva operación',
  nuevaTitulo: 'Nueva operación comercial',
  anadida: 'Operación añadida',
  guardada: 'Cambios guardados',
  modificar: 'Modificar',
  modificarTitulo: 'Modificar la operación',
  volverLista: 'Volver a operaciones',
  volverFicha: 'Volver a la operación',
  datos: 'Datos de la operación',
  abierta: 'Abierta',
  cerrada: 'Cerrada',
  todasEtapas: 'Todas las etapas',
  todasSituaciones: 'Todas',
  lineas: 'Líneas',
  contactos: 'Contactos',
  citas: 'Citas',
  ficheros: 'Ficheros',
  datosPersonalizados: 'Datos',
  enviarResumen: 'Enviar resumen por correo',
  totales: 'Importe de las líneas',
  bruto: 'Bruto',
  descuento: 'Descuento',
  total: 'Total',
  sinTitular: 'Sin cliente',
  titularNoDescargado: 'No está en el dispositivo',
  prefijoCliente: 'Cliente',
  prefijoPotencial: 'Cliente potencial',
} as const;

export const TEXTOS_TITULAR = {
  buscar: 'Buscar cliente o cliente potencial',
  buscando: 'Buscando…',
  ninguno: 'Nadie coincide con la búsqueda',
  elige: 'Elige un cliente o cliente potencial',
  limite: (n: number) => `Se muestran los ${n} primeros de cada tipo: escribe para afinar.`,
} as const;

export const TEXTOS_LINEAS = {
  titulo: 'Líneas de la operación',
  tabla: 'Líneas',
  vacio: 'La operación no tiene líneas',
  anadir: 'Añadir línea',
  nueva: 'Nueva línea',
  modificarTitulo: (d: string) => `Modificar la línea ${d}`,
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  anadida: 'Línea añadida',
  guardada: 'Línea guardada',
  eliminada: 'Línea eliminada',
  confirmarEliminar: (d: string) => `¿Eliminar la línea ${d}?`,
  importeLinea: 'Importe de la línea',
  etiquetaPie: 'Total',
  resumenTotales: (bruto: string, descuento: string, total: string) => `Bruto ${bruto} · Descuento ${descuento} · Total ${total}`,
} as const;

export const TEXTOS_CONTACTOS = {
  titulo: 'Contactos de la operación',
  tabla: 'Contactos',
  vacio: 'La operación no tiene contactos',
  anadir: 'Añadir contacto',
  nuevo: 'Nuevo contacto',
  anadido: 'Contacto añadido',
} as const;

export const TEXTOS_SIMPLE_ADD = {
  titulo: 'Anotar una venta',
  explicacion: 'Anota lo que el cliente podría comprar: el equipo comercial lo verá como una operación nueva.',
  boton: 'Anotar',
  anotada: 'Operación anotada',
  volver: 'Volver al parte',
  tituloCampo: 'Título',
  descripcionCampo: 'Descripción',
} as const;

/** 'Cliente · Nombre' o 'Cliente potencial · Nombre'. */
export const textoTitular = (tipo: 'cliente' | 'potencial', nombre: string): string =>
  `${tipo === 'cliente' ? TEXTOS_OPERACIONES.prefijoCliente : TEXTOS_OPERACIONES.prefijoPotencial} · ${nombre}`;
