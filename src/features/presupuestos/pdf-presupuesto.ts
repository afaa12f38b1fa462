/**
 * El presupuesto como PDF, generado en el dispositivo con el escritor de src/lib/pdf/escritor.ts (pdf-lib,
 * sin red): membrete de la empresa, presupuesto y revisión, cliente y dirección de instalación, conceptos
 * agrupados por subsistema, totales con el desglose de IVA, cuotas, pago, ubicaciones, mantenimiento,
 * condiciones, observaciones y las casillas de conformidad del cliente (vacías: la firma se estampa después
 * en una copia firmada). Módulo puro: recibe los datos ya reunidos y devuelve los bytes; mismos datos y
 * mismo `generado` → mismos bytes.
 */
import { formatearFecha, formatearFechaHora, formatearMoneda, formatearNumero } from '../../lib/formato';
import { columnas, crearDocumento, Escritor, paraNombreDeFichero, type Columna } from '../../lib/pdf/escritor';
import { escribirMembrete, type EmpresaPdf } from '../../lib/pdf/membrete';

export interface DatosPdfPresupuesto {
  empresa: EmpresaPdf;
  presupuesto: {
    numero: string; titulo: string; fecha: string; fvalidez: string | null; estado: string; revision: number;
    formaPago: string | null; formaPagoCuotas: string | null; condiciones: string | null; observaciones: string | null; comercial: string | null;
  };
  cliente: { nombre: string; codigo: string | null; nif: string | null; email: string | null; telefono: string | null };
  /** Dirección de instalación en una línea, o null. */
  direccion: string | null;
  /** Cuenta de cargo (IBAN ya enmascarado por quien llama), o null. */
  cuenta: string | null;
  subsistemas: readonly { idsubsis: string; numero: number; descripcion: string }[];
  lineas: readonly { descripcion: string; idsubsis: string | null; unidades: number; precio: number; dto: number; iva: number; importe: number }[];
  /** Desglose de IVA por tipo (%), base y cuota. */
  impuestos: readonly { tipo: number; base: number; cuota: number }[];
  base: number; cuotaIva: number; total: number;
  cuotas: readonly { numero: number; fecha: string; importe: number; formaPago: string }[];
  ubicaciones: readonly { descripcion: string; planta: string | null; elemento: string | null; unidades: number }[];
  mantenimientos: readonly { concepto: string; periodicidad: string; importe: number }[];
  /** Instante en que se genera (lo fija quien llama: mismos datos, mismo documento). */
  generado: Date;
  zonaHoraria?: string;
}

type Linea = DatosPdfPresupuesto['lineas'][number];

/** Nombre del fichero: presupuesto-{numero}-r{revision}.pdf (sin caracteres problemáticos). */
export const nombrePdfPresupuesto = (numero: string, revision: number): string => `presupuesto-${paraNombreDeFichero(numero)}-r${revision}.pdf`;

/** Encabezado del grupo de las líneas sin subsistema (o con uno que no está entre los del presupuesto). */
export const OTROS_CONCEPTOS = 'Otros conceptos';

/** Encabezado del grupo de un subsistema. */
export const encabezadoSubsistema = (s: { numero: number; descripcion: string }): string => `Subsistema ${s.numero}: ${s.descripcion}`;

const COLUMNAS_LINEAS: readonly Columna[] = [
  { x: 0, ancho: 205 },
  { x: 210, ancho: 40, derecha: true },
  { x: 255, ancho: 65, derecha: true },
  { x: 325, ancho: 40, derecha: true },
  { x: 370, ancho: 40, derecha: true },
  { x: 415, ancho: 84, derecha: true },
];
const COLUMNAS_CUOTAS: readonly Columna[] = [
  { x: 0, ancho: 40 },
  { x: 45, ancho: 90 },
  { x: 140, ancho: 250 },
  { x: 395, ancho: 104, derecha: true },
];
const COLUMNAS_UBICACIONES: readonly Columna[] = [
  { x: 0, ancho: 220 },
  { x: 225, ancho: 100 },
  { x: 330, ancho: 120 },
  { x: 455, ancho: 44, derecha: true },
];
const COLUMNAS_MANTENIMIENTO: readonly Columna[] = [
  { x: 0, ancho: 260 },
  { x: 265, ancho: 130 },
  { x: 395, ancho: 104, derecha: true },
];

/** Las líneas agrupadas: un grupo por subsistema (por `numero`) y al final las demás; sin subsistemas, un solo grupo sin encabezado. */
const agrupar = (d: DatosPdfPresupuesto): { encabezado: string | null; lineas: Linea[] }[] => {
  if (d.subsistemas.length === 0) return [{ encabezado: null, lineas: [...d.lineas] }];
  const subsistemas = [...d.subsistemas].sort((a, b) => a.numero - b.numero);
  const porSubsistema = new Map<string, Linea[]>(subsistemas.map((s) => [s.idsubsis, []]));
  const otras: Linea[] = [];
  for (const l of d.lineas) (porSubsistema.get(l.idsubsis ?? '') ?? otras).push(l);
  const grupos = subsistemas.map((s) => ({ encabezado: encabezadoSubsistema(s), lineas: porSubsistema.get(s.idsubsis) ?? [] }));
  return otras.length > 0 ? [...grupos, { encabezado: OTROS_CONCEPTOS, lineas: otras }] : grupos;
};

const escribirConceptos = (e: Escritor, d: DatosPdfPresupuesto): void => {
  e.titulo('Conceptos');
  if (d.lineas.length === 0) {
    e.texto('Sin conceptos.', { suave: true });
    return;
  }
  e.tabla(COLUMNAS_LINEAS, ['Descripción', 'Uds.', 'Precio', 'Dto. %', 'IVA %', 'Importe'], () => {
    for (const g of agrupar(d)) {
      if (g.encabezado !== null) {
        e.y -= 4;
        e.espacio(36);
        e.texto(g.encabezado, { negrita: true });
      }
      if (g.lineas.length === 0) e.texto('Sin conceptos.', { suave: true, tamano: 9 });
      for (const l of g.lineas) {
        e.fila(columnas([l.descripcion, formatearNumero(l.unidades), formatearMoneda(l.precio), formatearNumero(l.dto), formatearNumero(l.iva), formatearMoneda(l.importe)], COLUMNAS_LINEAS));
      }
    }
  });
  e.y -= 6;
  e.totales([
    { etiqueta: 'Base imponible', valor: formatearMoneda(d.base) },
    ...d.impuestos.map((i) => ({ etiqueta: `IVA ${formatearNumero(i.tipo)} %`, valor: formatearMoneda(i.cuota) })),
    { etiqueta: 'Total', valor: formatearMoneda(d.total), negrita: true },
  ]);
};

/** Genera el PDF del presupuesto y devuelve sus bytes. */
export const generarPdfPresupuesto = async (d: DatosPdfPresupuesto): Promise<Uint8Array> => {
  const p = d.presupuesto;
  const doc = await crearDocumento({
    titulo: `Presupuesto ${p.numero}`,
    asunto: `Presupuesto ${p.numero}, revisión ${p.revision}. Total ${formatearMoneda(d.total)}`,
    autor: d.empresa.nombre,
    palabrasClave: ['presupuesto', p.numero],
    fecha: d.generado,
  });
  const e = await Escritor.crear(doc);
  escribirMembrete(e, d.empresa);

  // Presupuesto
  e.y -= 10;
  e.texto(`Presupuesto ${p.numero}`, { tamano: 17, negrita: true });
  e.texto(`Revisión ${p.revision}`, { tamano: 11, suave: true });
  if (p.titulo) e.texto(p.titulo, { tamano: 12, negrita: true });
  e.y -= 4;
  e.campos([
    ['Fecha', formatearFecha(p.fecha)],
    ['Válido hasta', p.fvalidez && formatearFecha(p.fvalidez)],
    ['Estado', p.estado],
    ['Comercial', p.comercial],
  ]);

  // Cliente
  e.titulo('Cliente');
  e.texto(d.cliente.nombre, { negrita: true });
  e.campos([
    ['Código', d.cliente.codigo],
    ['NIF', d.cliente.nif],
    ['Correo', d.cliente.email],
    ['Teléfono', d.cliente.telefono],
    ['Dirección de instalación', d.direccion],
  ]);

  escribirConceptos(e, d);

  if (d.cuotas.length > 0) {
    e.titulo('Cuotas');
    e.tabla(COLUMNAS_CUOTAS, ['N.º', 'Vencimiento', 'Forma de pago', 'Importe'], () => {
      for (const c of d.cuotas) e.fila(columnas([String(c.numero), formatearFecha(c.fecha), c.formaPago, formatearMoneda(c.importe)], COLUMNAS_CUOTAS));
    });
  }

  const pago = [
    ['Forma de pago', p.formaPago],
    ['Forma de pago de las cuotas', p.formaPagoCuotas],
    ['Cuenta de cargo', d.cuenta],
  ] as const;
  if (pago.some(([, v]) => v)) {
    e.titulo('Pago');
    e.campos(pago, { anchoEtiqueta: 160 });
  }

  if (d.ubicaciones.length > 0) {
    e.titulo('Ubicaciones');
    e.tabla(COLUMNAS_UBICACIONES, ['Descripción', 'Planta', 'Elemento', 'Uds.'], () => {
      for (const u of d.ubicaciones) e.fila(columnas([u.descripcion, u.planta ?? '', u.elemento ?? '', formatearNumero(u.unidades)], COLUMNAS_UBICACIONES));
    });
  }

  if (d.mantenimientos.length > 0) {
    e.titulo('Mantenimiento');
    e.tabla(COLUMNAS_MANTENIMIENTO, ['Concepto', 'Periodicidad', 'Importe'], () => {
      for (const m of d.mantenimientos) e.fila(columnas([m.concepto, m.periodicidad, formatearMoneda(m.importe)], COLUMNAS_MANTENIMIENTO));
    });
  }

  for (const [titulo, texto] of [['Condiciones', p.condiciones], ['Observaciones', p.observaciones]] as const) {
    if (!texto) continue;
    e.titulo(titulo);
    e.texto(texto, { tamano: 9 });
  }

  // Conformidad: casillas vacías (la firma se estampa en la copia firmada).
  e.espacio(150);
  e.titulo('Conformidad del cliente');
  e.texto(`El cliente acepta el presupuesto ${p.numero} (revisión ${p.revision}) y sus condiciones.`, { tamano: 9 });
  e.y -= 6;
  e.casillas([{ etiqueta: 'Nombre', peso: 2 }, { etiqueta: 'DNI' }, { etiqueta: 'Firma', peso: 2 }], 60);
  e.texto(`Documento generado el ${formatearFechaHora(d.generado, d.zonaHoraria)}`, { tamano: 8, suave: true });

  e.pies((n, total) => `Presupuesto ${p.numero} · Página ${n} de ${total}`);
  return doc.save();
};
