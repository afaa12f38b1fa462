/**
 * El parte firmado como PDF, generado en el dispositivo con pdf-lib (sin red y sin eval, así que vale con
 * la CSP estricta): datos de la empresa (parámetros empresa_*), parte, orden y cliente, líneas con sus
 * importes en EUR y el total, acciones, tiempos, cobros, checklists (resultado y firma) y la firma (nombre, DNI e imagen). Módulo puro:
 * recibe los datos ya reunidos y devuelve los bytes; la pantalla decide si se descarga, se comparte, se
 * imprime o se sube con fichero.subirSync.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatearFecha, formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { formatearDuracion } from '../tiempos/tiempos';

export interface EmpresaPdf {
  nombre: string;
  cif: string;
  direccion: string;
  telefono: string;
  email: string;
  registro: string;
}

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
export const nombrePdfParte = (numero: string): string => `parte-${numero.replace(/[^\w.-]+/g, '_')}.pdf`;

const ANCHO = 595.28;
const ALTO = 841.89;
const MARGEN = 48;
const COLOR_TEXTO = rgb(0.06, 0.14, 0.23);
const COLOR_SUAVE = rgb(0.35, 0.4, 0.47);
const numeroEs = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** Sustituye lo que la fuente estándar (WinAnsi) no puede escribir. */
const limpiador = (fuente: PDFFont): ((t: string) => string) => {
  const admitidos = new Set(fuente.getCharacterSet());
  const equivalentes: Record<string, string> = { '→': '->', '←': '<-', '\u202f': ' ', '\u2009': ' ', '\t': ' ' };
  return (t) =>
    [...t]
      .map((c) => equivalentes[c] ?? (admitidos.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');
};

class Escritor {
  readonly doc: PDFDocument;
  readonly normal: PDFFont;
  readonly negrita: PDFFont;
  readonly limpiar: (t: string) => string;
  pagina: PDFPage;
  y = ALTO - MARGEN;

  constructor(doc: PDFDocument, normal: PDFFont, negrita: PDFFont) {
    this.doc = doc;
    this.normal = normal;
    this.negrita = negrita;
    this.limpiar = limpiador(normal);
    this.pagina = doc.addPage([ANCHO, ALTO]);
  }

  espacio(alto: number): void {
    if (this.y - alto < MARGEN + 20) {
      this.pagina = this.doc.addPage([ANCHO, ALTO]);
      this.y = ALTO - MARGEN;
    }
  }

  /** Parte un texto en líneas que caben en `ancho`. */
  partir(texto: string, fuente: PDFFont, tamano: number, ancho: number): string[] {
    const lineas: string[] = [];
    for (const parrafo of this.limpiar(texto).split(/\r?\n/)) {
      let actual = '';
      for (const palabra of parrafo.split(' ')) {
        const prueba = actual === '' ? palabra : `${actual} ${palabra}`;
        if (fuente.widthOfTextAtSize(prueba, tamano) <= ancho || actual === '') actual = prueba;
        else {
          lineas.push(actual);
          actual = palabra;
        }
      }
      lineas.push(actual);
    }
    return lineas;
  }

  texto(t: string, o: { tamano?: number; negrita?: boolean; x?: number; ancho?: number; suave?: boolean } = {}): void {
    const tamano = o.tamano ?? 10;
    const fuente = o.negrita ? this.negrita : this.normal;
    const x = o.x ?? MARGEN;
    for (const linea of this.partir(t, fuente, tamano, o.ancho ?? ANCHO - MARGEN - x)) {
      this.espacio(tamano + 4);
      this.pagina.drawText(linea, { x, y: this.y - tamano, size: tamano, font: fuente, color: o.suave ? COLOR_SUAVE : COLOR_TEXTO });
      this.y -= tamano + 4;
    }
  }

  titulo(t: string): void {
    this.y -= 8;
    this.espacio(40);
    this.texto(t, { tamano: 13, negrita: true });
    this.pagina.drawLine({ start: { x: MARGEN, y: this.y }, end: { x: ANCHO - MARGEN, y: this.y }, thickness: 0.5, color: COLOR_SUAVE });
    this.y -= 6;
  }

  /** Una fila de columnas (x relativas al margen); la primera puede ocupar varias líneas. */
  fila(celdas: readonly { texto: string; x: number; ancho: number; derecha?: boolean }[], o: { negrita?: boolean } = {}): void {
    const tamano = 9;
    const fuente = o.negrita ? this.negrita : this.normal;
    const partidas = celdas.map((c) => this.partir(c.texto, fuente, tamano, c.ancho));
    const filas = Math.max(...partidas.map((p) => p.length));
    this.espacio(filas * (tamano + 3) + 4);
    partidas.forEach((lineas, i) => {
      const c = celdas[i];
      if (!c) return;
      lineas.forEach((linea, j) => {
        const ancho = fuente.widthOfTextAtSize(linea, tamano);
        const x = MARGEN + c.x + (c.derecha ? c.ancho - ancho : 0);
        this.pagina.drawText(linea, { x, y: this.y - tamano - j * (tamano + 3), size: tamano, font: fuente, color: COLOR_TEXTO });
      });
    });
    this.y -= filas * (tamano + 3) + 4;
  }
}

const COLUMNAS_LINEAS = [
  { x: 0, ancho: 235 },
  { x: 240, ancho: 50, derecha: true },
  { x: 295, ancho: 65, derecha: true },
  { x: 365, ancho: 45, derecha: true },
  { x: 415, ancho: 84, derecha: true },
] as const;

const columnas = (textos: readonly string[], def: readonly { x: number; ancho: number; derecha?: boolean }[]) =>
  def.map((c, i) => ({ ...c, texto: textos[i] ?? '' }));

/** Genera el PDF del parte y devuelve sus bytes. */
export const generarPdfParte = async (d: DatosPdfParte): Promise<Uint8Array> => {
  const zona = d.zonaHoraria;
  const doc = await PDFDocument.create();
  doc.setTitle(`Parte ${d.parte.numero}`);
  doc.setSubject(`Parte de trabajo ${d.parte.numero}. Total ${formatearMoneda(d.total)}`);
  doc.setAuthor(d.empresa.nombre);
  doc.setKeywords(['parte', d.parte.numero, ...(d.firma ? ['firmado'] : [])]);
  doc.setCreator('Vigía');
  doc.setProducer('Vigía');
  doc.setLanguage('es-ES');
  doc.setCreationDate(d.generado);
  doc.setModificationDate(d.generado);
  const e = new Escritor(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  // Empresa
  e.texto(d.empresa.nombre || 'Empresa', { tamano: 15, negrita: true });
  const datosEmpresa = [
    d.empresa.cif && `CIF ${d.empresa.cif}`,
    d.empresa.direccion,
    [d.empresa.telefono && `Tel. ${d.empresa.telefono}`, d.empresa.email].filter(Boolean).join(' · '),
    d.empresa.registro && `Registro de empresas de seguridad (DGP) n.º ${d.empresa.registro}`,
  ].filter((x): x is string => typeof x === 'string' && x !== '');
  for (const t of datosEmpresa) e.texto(t, { tamano: 9, suave: true });

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
  const paginas = doc.getPages();
  paginas.forEach((p, i) => {
    const pie = e.limpiar(`Parte ${d.parte.numero} · Generado el ${formatearFechaHora(d.generado, zona)} · Página ${i + 1} de ${paginas.length}`);
    p.drawText(pie, { x: MARGEN, y: MARGEN / 2, size: 8, font: e.normal, color: COLOR_SUAVE });
  });
  return doc.save();
};

/** Bytes → base64 (para fichero.subirSync), por trozos para no desbordar la pila con PDFs grandes. */
export const bytesABase64 = (bytes: Uint8Array): string => {
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
};
