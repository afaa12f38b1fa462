/**
 * Reglas del presupuesto (issue 15), las mismas en el dispositivo y en el servidor: estados y sus
 * transiciones, formas de pago, totales con IVA por tipo, reparto de cuotas al céntimo y lo que falta
 * para aceptar. Funciones puras: la pantalla de aceptar enseña `faltasParaAceptar` con lo que lee del
 * dispositivo y el mutador `presupuestoCli.aceptarSync` lo exige con lo que lee de su Tx.
 */
import { centimosLinea, centimosPorcentaje, euros, formatearMoneda, mismoImporte, repartirImporte, sumaCentimos } from '../schemas/dinero';

export { repartirImporte, sumaCentimos };

/** Estados del presupuesto (especificación, sección 4). */
export const ESTADOS_PRESUPUESTO = { anulado: 0, enElaboracion: 1, pendienteCliente: 2, aceptado: 3, firmado: 4, rechazado: 5 } as const;
export type EstadoPresupuesto = (typeof ESTADOS_PRESUPUESTO)[keyof typeof ESTADOS_PRESUPUESTO];

export const NOMBRE_ESTADO_PRESUPUESTO: Record<EstadoPresupuesto, string> = {
  0: 'Anulado', 1: 'En elaboración', 2: 'Pendiente del cliente', 3: 'Aceptado', 4: 'Firmado', 5: 'Rechazado',
};

export const esEstadoPresupuesto = (n: number): n is EstadoPresupuesto => Number.isInteger(n) && n >= 0 && n <= 5;

/**
 * Transiciones que permite una empresa: se envía al cliente o se acepta en su casa; pendiente vuelve a
 * elaboración para cambiarlo; aceptado se firma (por sobre) o, sin contrato, se deshace o se anula;
 * rechazado se reabre. Firmado y anulado son finales.
 */
export const TRANSICIONES_PRESUPUESTO: Readonly<Record<EstadoPresupuesto, readonly EstadoPresupuesto[]>> = {
  0: [],
  1: [2, 3, 0],
  2: [1, 3, 5, 0],
  3: [4, 2, 0],
  4: [],
  5: [1],
};

export const puedePasar = (de: number, a: number): boolean =>
  esEstadoPresupuesto(de) && esEstadoPresupuesto(a) && TRANSICIONES_PRESUPUESTO[de].includes(a);

/** Mientras está en elaboración o pendiente del cliente, el presupuesto y lo que cuelga de él se pueden cambiar. */
export const esEditable = (estado: number): boolean => estado === 1 || estado === 2;

export const MENSAJES_PRESUPUESTO = {
  noEditable: (estado: number) =>
    `El presupuesto está ${(esEstadoPresupuesto(estado) ? NOMBRE_ESTADO_PRESUPUESTO[estado] : String(estado)).toLowerCase()}: no se puede modificar`,
  transicion: (de: number, a: number) =>
    `Un presupuesto ${nombreEstado(de).toLowerCase()} no puede pasar a ${nombreEstado(a).toLowerCase()}`,
  rechazoSinMotivo: 'Indica el motivo del rechazo',
  noAceptable: (faltas: readonly FaltaAceptacion[]) => `No se puede aceptar el presupuesto: ${faltas.map((f) => f.mensaje).join('; ')}`,
  conContrato: (numero: string) => `El presupuesto tiene el contrato ${numero}: anúlalo antes`,
  sinTotal: 'El presupuesto no tiene importe que repartir',
  subsistemaConLineas: 'El subsistema tiene líneas: muévelas a otro o bórralas antes',
  lineaConUbicaciones: 'La línea tiene ubicaciones: bórralas antes',
} as const;

export const nombreEstado = (estado: number): string =>
  esEstadoPresupuesto(estado) ? NOMBRE_ESTADO_PRESUPUESTO[estado] : `Estado ${estado}`;

/** Formas de pago; la domiciliación (recibo SEPA) se remesa y pide una cuenta con mandato. */
export const FORMAS_PAGO = {
  contado: { nombre: 'Contado', remesable: false },
  transferencia: { nombre: 'Transferencia bancaria', remesable: false },
  domiciliacion: { nombre: 'Recibo domiciliado (SEPA)', remesable: true },
  tarjeta: { nombre: 'Tarjeta', remesable: false },
  financiacion: { nombre: 'Financiación', remesable: false },
} as const;
export type FormaPago = keyof typeof FORMAS_PAGO;
export const esFormaPago = (x: unknown): x is FormaPago => typeof x === 'string' && Object.prototype.hasOwnProperty.call(FORMAS_PAGO, x);
export const nombreFormaPago = (x: string | null | undefined): string => (esFormaPago(x) ? FORMAS_PAGO[x].nombre : '');
export const esRemesable = (x: string | null | undefined): boolean => esFormaPago(x) && FORMAS_PAGO[x].remesable;

export const TIPOS_IVA = [21, 10, 4, 0] as const;
export type TipoIva = (typeof TIPOS_IVA)[number];

export const PERIODICIDADES = { mensual: 'Mensual', trimestral: 'Trimestral', semestral: 'Semestral', anual: 'Anual' } as const;

export interface LineaImporte {
  precio: number;
  dto: number;
  unidades: number;
  iva: number;
  estado: number;
}

export interface Totales {
  base: number;
  cuota_iva: number;
  total: number;
  /** Desglose por tipo de IVA, de mayor a menor tipo. */
  impuestos: { tipo: number; base: number; cuota: number }[];
}

/**
 * Totales de un presupuesto con sus líneas activas, exactos al céntimo (schemas/dinero.ts): la base de
 * cada tipo es la suma de los importes de línea (ya redondeados), la cuota de IVA se calcula por tipo
 * sobre la base de ese tipo (como una factura) y se redondea al céntimo, la mitad lejos del cero; base,
 * IVA y total son las sumas de esas partes redondeadas.
 */
export const totalesPresupuesto = (lineas: readonly LineaImporte[]): Totales => {
  const porTipo = new Map<number, bigint>();
  for (const l of lineas) {
    if (l.estado <= 0) continue;
    porTipo.set(l.iva, (porTipo.get(l.iva) ?? 0n) + centimosLinea(l.precio, l.dto, l.unidades));
  }
  const partes = [...porTipo.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([tipo, base]) => ({ tipo, base, cuota: centimosPorcentaje(base, tipo) }));
  const base = partes.reduce((s, i) => s + i.base, 0n);
  const cuota = partes.reduce((s, i) => s + i.cuota, 0n);
  return {
    base: euros(base),
    cuota_iva: euros(cuota),
    total: euros(base + cuota),
    impuestos: partes.map((p) => ({ tipo: p.tipo, base: euros(p.base), cuota: euros(p.cuota) })),
  };
};

/**
 * Fechas de n cuotas mensuales desde `inicio` ('YYYY-MM-DD'): el mismo día de cada mes, o el último del
 * mes si no lo tiene (31 de enero → 28/29 de febrero → 31 de marzo).
 */
export const fechasMensuales = (inicio: string, n: number, cadaMeses = 1): string[] => {
  const [a, m, d] = inicio.split('-').map(Number);
  if (a === undefined || m === undefined || d === undefined || [a, m, d].some((x) => !Number.isFinite(x))) throw new RangeError(`Fecha no válida: ${inicio}`);
  return Array.from({ length: n }, (_, i) => {
    const total = m - 1 + i * cadaMeses;
    const anio = a + Math.floor(total / 12);
    const mes = (total % 12) + 1;
    const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
    return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
  });
};

/**
 * Lo que falta para aceptar: una clave (a dónde se va a arreglar), el mensaje (una frase completa: la del
 * error del mutador) y el punto de la lista que sigue a 'Para aceptar el presupuesto falta:' (sin repetir
 * 'Falta').
 */
export type ClaveFalta = 'lineas' | 'direccion' | 'formaPago' | 'formaPagoCuotas' | 'cuenta' | 'ubicaciones' | 'cuotas' | `dato:${string}`;
export interface FaltaAceptacion {
  clave: ClaveFalta;
  mensaje: string;
  punto: string;
}

export interface DatosAceptacion {
  presupuesto: { forma_pago?: string | null; forma_pago_cuotas?: string | null; total: number; iddireccion_instalacion?: string | null; idcuenta_bancaria?: string | null };
  /** Líneas activas. */
  lineas: number;
  /** Importes de las cuotas activas. */
  cuotas: readonly number[];
  /** Ubicaciones activas. */
  ubicaciones: number;
  /** La dirección de instalación leída (del cliente o del prospecto), o null si no está. */
  direccion: { estado: number } | null;
  /** La cuenta bancaria elegida, o null si no está. */
  cuenta: { estado: number; remesable: boolean } | null;
  /** Campos de datos personalizados requeridos del presupuesto (idtabla 106), activos. */
  requeridos: readonly { idcampo_dato: string; etiqueta: string }[];
  /** Campos con valor (no vacío) en este presupuesto. */
  conValor: ReadonlySet<string>;
}

export const MENSAJES_ACEPTACION = {
  lineas: 'El presupuesto no tiene líneas',
  direccion: 'Falta la dirección de instalación',
  formaPago: 'Falta la forma de pago',
  formaPagoCuotas: 'Falta la forma de pago de las cuotas',
  cuenta: 'Falta la cuenta bancaria: la forma de pago se domicilia',
  cuentaNoRemesable: 'La cuenta bancaria no es remesable (no tiene mandato SEPA)',
  ubicaciones: 'Faltan las ubicaciones',
  cuotas: (suma: number, total: number) => `Las cuotas suman ${formatearMoneda(suma)} y el total es ${formatearMoneda(total)}`,
  dato: (etiqueta: string) => `Falta el dato «${etiqueta}»`,
} as const;

/** Lo mismo, como punto de la lista que encabeza 'Para aceptar el presupuesto falta:'. */
export const PUNTOS_ACEPTACION = {
  lineas: 'Al menos una línea',
  direccion: 'La dirección de instalación',
  formaPago: 'La forma de pago',
  formaPagoCuotas: 'La forma de pago de las cuotas',
  cuenta: 'La cuenta bancaria (la forma de pago se domicilia)',
  cuentaNoRemesable: 'Una cuenta bancaria remesable: la elegida no tiene mandato SEPA',
  ubicaciones: 'Las ubicaciones',
  cuotas: (suma: number, total: number) => `Que las cuotas sumen el total: suman ${formatearMoneda(suma)} y el total es ${formatearMoneda(total)}`,
  dato: (etiqueta: string) => `El dato «${etiqueta}»`,
} as const;

/**
 * Todo lo que falta para aceptar, a la vez (lista vacía: se puede aceptar): líneas, dirección de
 * instalación, forma de pago, forma de pago de las cuotas, cuenta remesable si alguna de las dos se
 * domicilia, ubicaciones, cuotas que suman el total al céntimo (si las hay) y los datos requeridos.
 */
export const faltasParaAceptar = (d: DatosAceptacion): FaltaAceptacion[] => {
  const faltas: FaltaAceptacion[] = [];
  const p = d.presupuesto;
  if (d.lineas === 0) faltas.push({ clave: 'lineas', mensaje: MENSAJES_ACEPTACION.lineas, punto: PUNTOS_ACEPTACION.lineas });
  if (!p.iddireccion_instalacion || !d.direccion || d.direccion.estado <= 0) faltas.push({ clave: 'direccion', mensaje: MENSAJES_ACEPTACION.direccion, punto: PUNTOS_ACEPTACION.direccion });
  if (!esFormaPago(p.forma_pago)) faltas.push({ clave: 'formaPago', mensaje: MENSAJES_ACEPTACION.formaPago, punto: PUNTOS_ACEPTACION.formaPago });
  if (!esFormaPago(p.forma_pago_cuotas)) faltas.push({ clave: 'formaPagoCuotas', mensaje: MENSAJES_ACEPTACION.formaPagoCuotas, punto: PUNTOS_ACEPTACION.formaPagoCuotas });
  if (esRemesable(p.forma_pago) || esRemesable(p.forma_pago_cuotas)) {
    if (!p.idcuenta_bancaria || !d.cuenta || d.cuenta.estado <= 0) faltas.push({ clave: 'cuenta', mensaje: MENSAJES_ACEPTACION.cuenta, punto: PUNTOS_ACEPTACION.cuenta });
    else if (!d.cuenta.remesable) faltas.push({ clave: 'cuenta', mensaje: MENSAJES_ACEPTACION.cuentaNoRemesable, punto: PUNTOS_ACEPTACION.cuentaNoRemesable });
  }
  if (d.ubicaciones === 0) faltas.push({ clave: 'ubicaciones', mensaje: MENSAJES_ACEPTACION.ubicaciones, punto: PUNTOS_ACEPTACION.ubicaciones });
  if (d.cuotas.length > 0) {
    const suma = sumaCentimos(d.cuotas);
    if (!mismoImporte(suma, p.total)) faltas.push({ clave: 'cuotas', mensaje: MENSAJES_ACEPTACION.cuotas(suma, p.total), punto: PUNTOS_ACEPTACION.cuotas(suma, p.total) });
  }
  for (const r of d.requeridos) {
    if (!d.conValor.has(r.idcampo_dato)) faltas.push({ clave: `dato:${r.idcampo_dato}`, mensaje: MENSAJES_ACEPTACION.dato(r.etiqueta), punto: PUNTOS_ACEPTACION.dato(r.etiqueta) });
  }
  return faltas;
};

/** ¿Cuenta un valor de dato personalizado como relleno? (null o texto en blanco, no). */
export const datoRelleno = (valor: unknown): boolean =>
  valor !== null && valor !== undefined && !(typeof valor === 'string' && valor.trim() === '');

/** Número del presupuesto creado en el dispositivo (sin contador sin red): 'P' + 8 cifras hexadecimales de su id. */
export const numeroPresupuesto = (id: string): string => `P${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
/** Número del contrato creado en el dispositivo: 'CT' + 8 cifras hexadecimales de su id. */
export const numeroContrato = (id: string): string => `CT${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
