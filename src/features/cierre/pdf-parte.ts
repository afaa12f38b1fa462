/**
 * El parte firmado como PDF, generado en el dispositivo con pdf-lib (sin red y sin eval, así que vale con
 * la CSP estricta): datos de la empresa (parámetros empresa_*), parte, orden y cliente, líneas con sus
 * importes en EUR y el total, acciones, tiempos, cobros, checklists (resultado y firma) y la firma (nombre, DNI e imagen). Módulo puro:
 * recibe los datos ya reunidos y devuelve los bytes; la pantalla decide si se descarga, se comparte, se
 * imprime o se sube con fichero.subirSync. La escritura (páginas, columnas, pie) es la de src/lib/pdf/escritor.ts.
 */
import { formatearFecha, formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { columnas, crearDocumento, Escritor, MARGEN, paraNombreDeFichero } from '../../lib/pdf/escritor';
import { escribirMembrete, type EmpresaPdf } from '../../lib/pdf/membrete';
import { formatearDuracion } from '../tiempos/tiempos';

export type { EmpresaPdf } from '../../lib/pdf/membrete';

export interface DatosPdfParte {
  empresa: EmpresaPdf;
  parte: { numero: string; fecha: string; descripcion: string; estado: string; clasificacion: string; observaciones: string | null };
  orden: { numero: string; descripcion: string } | null;
  cliente: { nombre: string; codigo: string; nif: string | null } | null;
  lineas: readonly { descripcion: string; unidades: number; precio: number; dto: number; importe: number }[];
  total: number;
  acciones: readonly { descripcion: string; estado: string }[];
  tiempos: readonly { inicio: string; fin: string | null; minutos: number; tecnico: string }[];
  cobros: readonly { fecha: string; formaPago: string; importe: number; recibo: string }[];
  /** Checklists del parte: nombre, resultado ('Correcta', 'Con anomalías', 'Sin contestar') y firma. */
  checklists: readonly { descripcion: string; resultado: string; firma: string }[];
  firma: { nombre: string; dni: string; fecha: string; imagen: string } | null;
  /** Instante en que se genera (lo fija quien llama: el mismo documento para los mismos datos). */
  generado: Date;
  /** Zona horaria de fechas y horas (por defecto la del dispositivo). */
  zonaHoraria?: string;
}

/** Nombre del fichero del parte: parte-{numero}.pdf (sin caracteres problemáticos). */
export const nombrePdfParte = (numero: string): string => `parte-${paraNombreDeFichero(numero)}.pdf`;

const numeroEs = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

const COLUMNAS_LINEAS = [
  { x: 0, ancho: 235 },
  { x: 240, ancho: 50, derecha: true },
  { x: 295, ancho: 65, derecha: true },
  { x: 365, ancho: 45, derecha: true },
  { x: 415, ancho: 84, derecha: true },
] as const;

/** Genera el PDF del parte y devuelve sus bytes. */
export const generarPdfParte = async (d: DatosPdfParte): Promise<Uint8Array> => {
  const zona = d.zonaHoraria;
  const doc = await crearDocumento({
    titulo: `Parte ${d.parte.numero}`,
    asunto: `Parte de trabajo ${d.parte.numero}. Total ${formatearMoneda(d.total)}`,
    autor: d.empresa.nombre,
    palabrasClave: ['parte', d.parte.numero, ...(d.firma ? ['firmado'] : [])],
    fecha: d.generado,
  });
  const e = await Escritor.crear(doc);
  escribirMembrete(e, d.empresa);

  // Parte
  e.y -= 10;
  e.texto(`Parte de trabajo ${d.parte.numero}`, { tamano: 17, negrita: true });
  const cabecera = [
    `Fecha: ${formatearFecha(d.parte.fecha)}`,
    `Estado: ${d.parte.estado}`,
    `Clasificación: ${d.parte.clasificacion}`,
    d.orden && `Orden: ${d.orden.numero} - ${d.orden.descripcion}`,
    d.cliente && `Cliente: ${d.cliente.nombre} (${d.cliente.codigo})${d.cliente.nif ? ` · NIF ${d.cliente.nif}` : ''}`,
    `Trabajo: ${d.parte.descripcion}`,
    d.parte.observaciones && `Observaciones: ${d.parte.observaciones}`,
  ].filter((x): x is string => typeof x === 'string' && x !== '');
  for (const t of cabecera) e.texto(t);

  // Líneas
  e.titulo('Material y servicios');
  if (d.lineas.length === 0) e.texto('Sin líneas.', { suave: true });
  else {
    e.fila(columnas(['Descripción', 'Unidades', 'Precio', 'Dto.', 'Importe'], COLUMNAS_LINEAS), { negrita: true });
    for (const l of d.lineas) {
      e.fila(columnas([l.descripcion, numeroEs.format(l.unidades), formatearMoneda(l.precio), `${numeroEs.format(l.dto)} %`, formatearMoneda(l.importe)], COLUMNAS_LINEAS));
    }
  }
  e.fila(columnas(['Total', '', '', '', formatearMoneda(d.total)], COLUMNAS_LINEAS), { negrita: true });

  // Acciones
  e.titulo('Acciones');
  if (d.acciones.length === 0) e.texto('Sin acciones.', { suave: true });
  for (const a of d.acciones) e.fila(columnas([a.descripcion, a.estado], [{ x: 0, ancho: 400 }, { x: 405, ancho: 94, derecha: true }]));

  // Tiempos
  e.titulo('Tiempos trabajados');
  if (d.tiempos.length === 0) e.texto('Sin tiempos.', { suave: true });
  for (const t of d.tiempos) {
    const fin = t.fin ? formatearFechaHora(t.fin, zona).slice(-5) : 'en curso';
    e.fila(columnas([`${formatearFechaHora(t.inicio, zona)} - ${fin}`, t.tecnico, formatearDuracion(t.minutos)], [{ x: 0, ancho: 200 }, { x: 205, ancho: 220 }, { x: 430, ancho: 69, derecha: true }]));
  }
  const totalMinutos = d.tiempos.reduce((s, t) => s + t.minutos, 0);
  if (d.tiempos.length > 0) e.fila(columnas(['Total', '', formatearDuracion(totalMinutos)], [{ x: 0, ancho: 200 }, { x: 205, ancho: 220 }, { x: 430, ancho: 69, derecha: true }]), { negrita: true });

  // Cobros
  e.titulo('Cobros');
  if (d.cobros.length === 0) e.texto('Sin cobros.', { suave: true });
  for (const c of d.cobros) {
    e.fila(columnas([formatearFechaHora(c.fecha, zona), `Recibo ${c.recibo}`, c.formaPago, formatearMoneda(c.importe)], [{ x: 0, ancho: 95 }, { x: 100, ancho: 200 }, { x: 305, ancho: 100 }, { x: 410, ancho: 89, derecha: true }]));
  }

  // Checklists
  e.titulo('Checklists');
  if (d.checklists.length === 0) e.texto('Sin checklists.', { suave: true });
  for (const c of d.checklists) e.fila(columnas([c.descripcion, c.resultado, c.firma], [{ x: 0, ancho: 220 }, { x: 225, ancho: 100 }, { x: 330, ancho: 169, derecha: true }]));

  // Firma
  e.titulo('Conformidad del cliente');
  if (!d.firma) e.texto('Sin firmar.', { suave: true });
  else {
    e.texto(`Firmado por ${d.firma.nombre}, DNI ${d.firma.dni}, el ${formatearFechaHora(d.firma.fecha, zona)}`);
    const imagen = await doc.embedPng(d.firma.imagen);
    const escala = Math.min(240 / imagen.width, 100 / imagen.height, 1);
    const alto = imagen.height * escala;
    e.espacio(alto + 8);
    e.pagina.drawImage(imagen, { x: MARGEN, y: e.y - alto - 4, width: imagen.width * escala, height: alto });
    e.y -= alto + 8;
  }

  // Pie en todas las páginas
  e.pies((n, total) => `Parte ${d.parte.numero} · Generado el ${formatearFechaHora(d.generado, zona)} · Página ${n} de ${total}`);
  return doc.save();
};

/** Bytes → base64 (para fichero.subirSync), por trozos para no desbordar la pila con PDFs grandes. */
export const bytesABase64 = (bytes: Uint8Array): string => {
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
};
