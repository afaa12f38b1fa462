/**
 * El PDF firmado de un sobre (pura, pdf-lib): las páginas del documento original tal cual, una página
 * «Firmas» con la imagen de cada firma, el nombre, el DNI y la fecha, y una página «Registro de auditoría»
 * con quién firmó, su correo, cuándo (ISO y hora de Madrid) y desde qué IP, el SHA-256 del documento
 * original y el id del sobre. Las páginas que se añaden saltan solas si no caben.
 *
 * El escritor de los PDF del dispositivo (src/lib/pdf/escritor.ts) es de la app y el lint no deja que el
 * servidor importe la app (decisión 40): aquí está lo mínimo (texto que salta de página, WinAnsi).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface FirmantePdf {
  nombre: string;
  dni: string;
  email: string;
  /** Instante de la firma (ISO 8601). */
  ffirma: string;
  ip: string;
  /** La firma: PNG. */
  imagen: Uint8Array;
}

export interface DatosPdfFirmado {
  original: Uint8Array;
  /** SHA-256 (hex) del documento original. */
  sha256: string;
  idsobre: string;
  firmantes: readonly FirmantePdf[];
  /** Fecha de modificación de los metadatos (la de la última firma): los mismos datos dan los mismos bytes. */
  fecha: Date;
}

/** Las fechas del documento, en hora de Madrid (la de la empresa). */
const ZONA = 'Europe/Madrid';

const ANCHO = 595.28;
const ALTO = 841.89;
const MARGEN = 48;
const COLOR_TEXTO = rgb(0.06, 0.14, 0.23);
const COLOR_SUAVE = rgb(0.35, 0.4, 0.47);
const FIRMA_ANCHO = 220;
const FIRMA_ALTO = 80;

/** 'dd/mm/aaaa hh:mm:ss' en hora de Madrid. */
export const fechaHoraMadrid = (iso: string): string => {
  const d = new Date(iso);
  const fecha = d.toLocaleDateString('es-ES', { timeZone: ZONA, day: '2-digit', month: '2-digit', year: 'numeric' });
  const hora = d.toLocaleTimeString('es-ES', { timeZone: ZONA, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  return `${fecha} ${hora}`;
};

/** Páginas nuevas con texto que salta de página solo (Helvetica: lo que WinAnsi no tiene pasa a '?'). */
class Paginas {
  private pagina: PDFPage;
  private y = ALTO - MARGEN;
  private readonly admitidos: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly normal: PDFFont,
    private readonly negrita: PDFFont,
  ) {
    this.admitidos = new Set(normal.getCharacterSet());
    this.pagina = doc.addPage([ANCHO, ALTO]);
  }

  private limpiar(t: string): string {
    return [...t].map((c) => (this.admitidos.has(c.codePointAt(0) ?? 0) ? c : c === '\t' || c === '\u202f' || c === '\u00a0' ? ' ' : '?')).join('');
  }

  nueva(): void {
    this.pagina = this.doc.addPage([ANCHO, ALTO]);
    this.y = ALTO - MARGEN;
  }

  espacio(alto: number): void {
    if (this.y - alto < MARGEN) this.nueva();
  }

  texto(t: string, o: { tamano?: number; negrita?: boolean; suave?: boolean } = {}): void {
    const tamano = o.tamano ?? 10;
    const fuente = o.negrita ? this.negrita : this.normal;
    const ancho = ANCHO - 2 * MARGEN;
    let linea = '';
    const lineas: string[] = [];
    for (const palabra of this.limpiar(t).split(' ')) {
      const prueba = linea === '' ? palabra : `${linea} ${palabra}`;
      if (linea === '' || fuente.widthOfTextAtSize(prueba, tamano) <= ancho) linea = prueba;
      else {
        lineas.push(linea);
        linea = palabra;
      }
    }
    lineas.push(linea);
    for (const l of lineas) {
      this.espacio(tamano + 4);
      this.pagina.drawText(l, { x: MARGEN, y: this.y - tamano, size: tamano, font: fuente, color: o.suave ? COLOR_SUAVE : COLOR_TEXTO });
      this.y -= tamano + 4;
    }
  }

  titulo(t: string): void {
    this.texto(t, { tamano: 16, negrita: true });
    this.pagina.drawLine({ start: { x: MARGEN, y: this.y }, end: { x: ANCHO - MARGEN, y: this.y }, thickness: 0.5, color: COLOR_SUAVE });
    this.y -= 12;
  }

  separar(alto: number): void {
    this.y -= alto;
  }

  /** La imagen de una firma dentro de un recuadro de FIRMA_ANCHO × FIRMA_ALTO, sin deformarla. */
  async firma(png: Uint8Array): Promise<void> {
    const imagen = await this.doc.embedPng(png);
    const escala = Math.min(FIRMA_ANCHO / imagen.width, FIRMA_ALTO / imagen.height);
    const [w, h] = [imagen.width * escala, imagen.height * escala];
    this.espacio(FIRMA_ALTO + 4);
    this.pagina.drawRectangle({ x: MARGEN, y: this.y - FIRMA_ALTO, width: FIRMA_ANCHO, height: FIRMA_ALTO, borderColor: COLOR_SUAVE, borderWidth: 0.5 });
    this.pagina.drawImage(imagen, { x: MARGEN + (FIRMA_ANCHO - w) / 2, y: this.y - FIRMA_ALTO + (FIRMA_ALTO - h) / 2, width: w, height: h });
    this.y -= FIRMA_ALTO + 4;
  }
}

/** Si pdf-lib abre el documento y tiene alguna página: lo que generarPdfFirmado necesita del original. */
export const esPdfLegible = async (datos: Uint8Array): Promise<boolean> => {
  try {
    return (await PDFDocument.load(datos, { updateMetadata: false })).getPageCount() > 0;
  } catch {
    return false;
  }
};

export const generarPdfFirmado = async (d: DatosPdfFirmado): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(d.original, { updateMetadata: false });
  const paginasOriginal = doc.getPageCount();
  doc.setModificationDate(d.fecha);
  const p = new Paginas(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  p.titulo('Firmas');
  p.texto('Este documento se ha firmado electrónicamente, desde el enlace personal que recibió cada firmante por correo electrónico.', { suave: true });
  for (const f of d.firmantes) {
    p.separar(10);
    // La firma y sus datos, juntos en la misma página.
    p.espacio(FIRMA_ALTO + 4 + 3 * 14);
    await p.firma(f.imagen);
    p.texto(f.nombre, { negrita: true });
    p.texto(`DNI: ${f.dni}`);
    p.texto(`Fecha: ${fechaHoraMadrid(f.ffirma)} (hora de Madrid)`);
  }

  p.nueva();
  p.titulo('Registro de auditoría');
  p.texto(`Sobre: ${d.idsobre}`);
  p.texto(`Documento original: ${paginasOriginal} ${paginasOriginal === 1 ? 'página' : 'páginas'}, SHA-256:`);
  p.texto(d.sha256, { tamano: 9 });
  d.firmantes.forEach((f, i) => {
    p.separar(8);
    p.espacio(5 * 14);
    p.texto(`Firmante ${i + 1}: ${f.nombre} (DNI ${f.dni})`, { negrita: true });
    p.texto(`Correo electrónico: ${f.email}`);
    p.texto(`Firmado: ${f.ffirma} (${fechaHoraMadrid(f.ffirma)}, hora de Madrid)`);
    p.texto(`Dirección IP: ${f.ip}`);
  });
  return doc.save();
};
