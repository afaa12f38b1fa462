/**
 * Textos de las subpantallas del presupuesto: ubicaciones, subsistemas, mantenimiento, revisiones y la
 * revisión congelada (con su comparación con el presupuesto actual).
 */
import type { TextosTablaEditable } from '../../ui/tabla/TablaEditable';

/** 'línea' / 'líneas', para contar con plural(). */
export const PALABRAS_LINEA = { una: 'línea', varias: 'líneas' } as const;

const comunesTabla = { modificar: 'Modificar', eliminar: 'Eliminar', acciones: 'Acciones' } as const;

export const etiquetasUbicacion = {
  descripcion: 'Descripción',
  ayudaDescripcion: 'La zona: recepción, almacén, despacho…',
  planta: 'Planta',
  idlpresupuestocli: 'Elemento',
  sinElemento: 'Sin elemento',
  unidades: 'Unidades',
  observaciones: 'Observaciones',
} as const;

export const TEXTOS_UBICACIONES = {
  titulo: 'Ubicaciones',
  tabla: {
    ...comunesTabla,
    tabla: 'Ubicaciones',
    vacio: 'El presupuesto no tiene ubicaciones',
    anadir: 'Añadir ubicación',
    nueva: 'Nueva ubicación',
    tituloModificar: (d: string) => `Modificar la ubicación ${d}`,
    confirmarEliminar: (d: string) => `¿Eliminar la ubicación ${d}?`,
    anadida: 'Ubicación añadida',
    guardada: 'Ubicación guardada',
    eliminada: 'Ubicación eliminada',
    etiquetaPie: 'Total',
  } satisfies TextosTablaEditable,
  boton: 'Guardar ubicación',
} as const;

export const etiquetasSubsistema = {
  numero: 'Número',
  descripcion: 'Descripción',
  ayudaDescripcion: 'Intrusión, CCTV, control de accesos…',
  lineas: 'Líneas',
  importe: 'Importe',
  observaciones: 'Observaciones',
} as const;

export const TEXTOS_SUBSISTEMAS = {
  titulo: 'Subsistemas',
  tabla: {
    ...comunesTabla,
    tabla: 'Subsistemas',
    vacio: 'El presupuesto no tiene subsistemas',
    anadir: 'Añadir subsistema',
    nueva: 'Nuevo subsistema',
    tituloModificar: (d: string) => `Modificar el subsistema ${d}`,
    confirmarEliminar: (d: string) => `¿Eliminar el subsistema ${d}?`,
    anadida: 'Subsistema añadido',
    guardada: 'Subsistema guardado',
    eliminada: 'Subsistema eliminado',
    etiquetaPie: 'Total',
  } satisfies TextosTablaEditable,
  boton: 'Guardar subsistema',
  numeroEntero: 'El número tiene que ser un entero entre 1 y 1000',
  numeroRepetido: (n: number) => `Ya hay un subsistema con el número ${n}`,
  sinSubsistema: (lineas: string, importe: string) => `Sin subsistema: ${lineas} · ${importe}`,
} as const;

export const etiquetasMant = {
  concepto: 'Concepto',
  ayudaConcepto: 'Mantenimiento, conexión a CRA, acuda…',
  periodicidad: 'Periodicidad',
  importe: 'Importe',
  observaciones: 'Observaciones',
} as const;

export const TEXTOS_MANT = {
  titulo: 'Mantenimiento',
  tabla: {
    ...comunesTabla,
    tabla: 'Mantenimiento',
    vacio: 'El presupuesto no tiene mantenimiento',
    anadir: 'Añadir mantenimiento',
    nueva: 'Nuevo mantenimiento',
    tituloModificar: (d: string) => `Modificar el mantenimiento ${d}`,
    confirmarEliminar: (d: string) => `¿Eliminar el mantenimiento ${d}?`,
    anadida: 'Mantenimiento añadido',
    guardada: 'Mantenimiento guardado',
    eliminada: 'Mantenimiento eliminado',
  } satisfies TextosTablaEditable,
  boton: 'Guardar mantenimiento',
  eligePeriodicidad: 'Elige la periodicidad',
  costeAnual: (importe: string) => `Coste anual: ${importe}`,
} as const;

export const etiquetasRevision = {
  numero: 'Revisión',
  fecha: 'Fecha y hora',
  motivo: 'Motivo',
  estado: 'Estado',
  total: 'Total',
} as const;

export const TEXTOS_REVISIONES = {
  titulo: 'Revisiones',
  tabla: 'Revisiones del presupuesto',
  vacio: 'El presupuesto no tiene revisiones',
  nombre: (n: number) => `Revisión ${n}`,
  volver: 'Volver a las revisiones',
} as const;

export const TEXTOS_REVISION = {
  titulo: (n: number) => `Revisión ${n}`,
  /** Cómo se llama el registro ('Cargando revisión…', 'Revisión no disponible'). */
  nombre: 'Revisión',
  noEsta: 'La revisión no está en este dispositivo',
  ilegible: 'La copia de esta revisión no se puede leer',
  datos: 'Datos de la revisión',
  numero: 'Número',
  revision: 'Revisión',
  titulo_presupuesto: 'Título',
  fecha: 'Fecha del presupuesto',
  congelada: 'Guardada el',
  motivo: 'Motivo',
  estado: 'Estado',
  forma_pago: 'Forma de pago',
  forma_pago_cuotas: 'Forma de pago de las cuotas',
  lineas: 'Líneas',
  sinLineas: 'La revisión no tiene líneas',
  sinSubsistema: 'Sin subsistema',
  subtotal: 'Subtotal',
  totales: 'Importes',
  totalConIva: (total: string) => `Total: ${total}`,
  cuotas: 'Cuotas',
  sinCuotas: 'La revisión no tiene cuotas',
  ubicaciones: 'Ubicaciones',
  sinUbicaciones: 'La revisión no tiene ubicaciones',
  mant: 'Mantenimiento',
  sinMant: 'La revisión no tiene mantenimiento',
  comparar: 'Comparar con la actual',
  cargandoActual: 'Leyendo el presupuesto actual…',
  totalIgual: (total: string) => `El total es el mismo: ${total}.`,
  totalDistinto: (revision: string, actual: string, diferencia: string, sube: boolean) =>
    `El total era ${revision} y ahora es ${actual} (${sube ? '+' : '−'}${diferencia}).`,
  lineasIguales: (n: string) => `Tiene tantas líneas como ahora (${n}).`,
  lineasDistintas: (revision: string, actual: string, diferencia: string, mas: boolean) =>
    `Tenía ${revision} y ahora tiene ${actual} (${mas ? '+' : '−'}${diferencia}).`,
} as const;

export const etiquetasLineaRevision = {
  descripcion: 'Descripción',
  unidades: 'Uds.',
  precio: 'Precio',
  dto: 'Dto. %',
  iva: 'IVA %',
  importe: 'Importe',
} as const;

export const etiquetasCuotaRevision = {
  numero: 'Número',
  fecha: 'Fecha',
  importe: 'Importe',
  forma_pago: 'Forma de pago',
} as const;

export const etiquetasImpuesto = {
  tipo: 'Tipo de IVA',
  base: 'Base imponible',
  cuota: 'Cuota de IVA',
} as const;
