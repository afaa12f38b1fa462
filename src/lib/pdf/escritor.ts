/**
 * Escritor de los PDF que se generan en el dispositivo (parte, presupuesto) con pdf-lib, sin red y sin
 * eval (vale con la CSP estricta): A4 con las fuentes estándar (Helvetica), texto que se parte en líneas y
 * salta de página solo, títulos de sección, pares etiqueta–valor, filas de columnas y tablas con cabecera
 * de fondo gris que se repite en cada página, un bloque de totales alineado a la derecha, casillas vacías
 * para rellenar a mano y el pie de cada página, que se dibuja al final (cuando ya se sabe cuántas hay).
 * Los metadatos llevan la fecha que fija quien llama: los mismos datos dan los mismos bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const ANCHO = 595.28;
export const ALTO = 841.89;
export const MARGEN = 48;
/** Ancho entre los márgenes (las x de las columnas son relativas al margen izquierdo). */
export const ANCHO_UTIL = ANCHO - 2 * MARGEN;
export const COLOR_TEXTO = rgb(0.06, 0.14, 0.23);
export const COLOR_SUAVE = rgb(0.35, 0.4, 0.47);
export const COLOR_FONDO = rgb(0.9, 0.91, 0.93);

/** Tamaño de letra de las filas de columnas. */
const TAMANO_FILA = 9;

/** Texto seguro como parte de un nombre de fichero: lo que no es letra, cifra, punto o guion pasa a '_'. */
export const paraNombreDeFichero = (texto: string): string => texto.replace(/[^\w.-]+/g, '_');

/** Sustituye lo que la fuente estándar (WinAnsi) no puede escribir. */
export const limpiador = (fuente: PDFFont): ((t: string) => string) => {
  const admitidos = new Set(fuente.getCharacterSet());
  const equivalentes: Record<string, string> = { '→': '->', '←': '<-', '\u202f': ' ', '\u2009': ' ', '\t': ' ' };
  return (t) =>
    [...t]
      .map((c) => equivalentes[c] ?? (admitidos.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');
};

/** Una columna: x relativa al margen, ancho y si el texto va alineado a la derecha. */
export interface Columna {
  x: number;
  ancho: number;
  derecha?: boolean;
}

export interface Celda extends Columna {
  texto: string;
}

/** Los textos de una fila puestos en sus columnas (las que faltan, vacías). */
export const columnas = (textos: readonly string[], def: readonly Columna[]): Celda[] => def.map((c, i) => ({ ...c, texto: textos[i] ?? '' }));

export interface MetadatosPdf {
  titulo: string;
  asunto: string;
  autor: string;
  palabrasClave: readonly string[];
  /** Creación y modificación: la fija quien llama (mismo documento para los mismos datos). */
  fecha: Date;
}

/** Un documento nuevo con sus metadatos (idioma es-ES, creado por Vigía). */
export const crearDocumento = async (m: MetadatosPdf): Promise<PDFDocument> => {
  const doc = await PDFDocument.create();
  doc.setTitle(m.titulo);
  doc.setSubject(m.asunto);
  doc.setAuthor(m.autor);
  doc.setKeywords([...m.palabrasClave]);
  doc.setCreator('Vigía');
  doc.setProducer('Vigía');
  doc.setLanguage('es-ES');
  doc.setCreationDate(m.fecha);
  doc.setModificationDate(m.fecha);
  return doc;
};

export interface OpcionesTexto {
  tamano?: number;
  negrita?: boolean;
  x?: number;
  ancho?: number;
  suave?: boolean;
}

export class Escritor {
  readonly doc: PDFDocument;
  readonly normal: PDFFont;
  readonly negrita: PDFFont;
  readonly limpiar: (t: string) => string;
  pagina: PDFPage;
  y = ALTO - MARGEN;
  /** Lo que se dibuja arriba de cada página nueva (la cabecera de la tabla en curso). */
  private alSaltar: (() => void) | null = null;

  /** Un escritor sobre `doc` con Helvetica y Helvetica negrita, ya en su primera página. */
  static async crear(doc: PDFDocument): Promise<Escritor> {
    return new Escritor(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  constructor(doc: PDFDocument, normal: PDFFont, negrita: PDFFont) {
    this.doc = doc;
    this.normal = normal;
    this.negrita = negrita;
    this.limpiar = limpiador(normal);
    this.pagina = doc.addPage([ANCHO, ALTO]);
  }

  /** Garantiza `alto` puntos libres antes del pie; si no caben, página nueva. */
  espacio(alto: number): void {
    if (this.y - alto < MARGEN + 20) {
      this.pagina = this.doc.addPage([ANCHO, ALTO]);
      this.y = ALTO - MARGEN;
      this.alSaltar?.();
    }
  }

  /** Parte un texto en líneas que caben en `ancho` (cada salto de línea del texto empieza una). */
  partir(texto: string, fuente: PDFFont, tamano: number, ancho: number): string[] {
    const lineas: string[] = [];
    for (const parrafo of texto.split(/\r?\n/).map(this.limpiar)) {
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

  texto(t: string, o: OpcionesTexto = {}): void {
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

  /** Pares etiqueta–valor: la etiqueta en gris en una columna fija, el valor a su lado (puede ocupar varias líneas). Sin valor, no se escribe. */
  campos(pares: readonly (readonly [string, string | null | undefined])[], o: { anchoEtiqueta?: number } = {}): void {
    const tamano = 10;
    const anchoEtiqueta = o.anchoEtiqueta ?? 130;
    for (const [etiqueta, valor] of pares) {
      if (valor === null || valor === undefined || valor === '') continue;
      this.partir(valor, this.normal, tamano, ANCHO_UTIL - anchoEtiqueta).forEach((linea, i) => {
        this.espacio(tamano + 4);
        if (i === 0) this.pagina.drawText(this.limpiar(etiqueta), { x: MARGEN, y: this.y - tamano, size: tamano, font: this.normal, color: COLOR_SUAVE });
        this.pagina.drawText(linea, { x: MARGEN + anchoEtiqueta, y: this.y - tamano, size: tamano, font: this.normal, color: COLOR_TEXTO });
        this.y -= tamano + 4;
      });
    }
  }

  /** Una fila de columnas (x relativas al margen); cada celda puede ocupar varias líneas. `fondo`: sobre gris, de margen a margen. */
  fila(celdas: readonly Celda[], o: { negrita?: boolean; fondo?: boolean } = {}): void {
    const tamano = TAMANO_FILA;
    const fuente = o.negrita ? this.negrita : this.normal;
    const partidas = celdas.map((c) => this.partir(c.texto, fuente, tamano, c.ancho));
    const filas = Math.max(...partidas.map((p) => p.length));
    const alto = filas * (tamano + 3) + 4;
    this.espacio(alto);
    if (o.fondo) this.pagina.drawRectangle({ x: MARGEN, y: this.y - alto + 1, width: ANCHO_UTIL, height: alto, color: COLOR_FONDO });
    partidas.forEach((lineas, i) => {
      const c = celdas[i];
      if (!c) return;
      lineas.forEach((linea, j) => {
        const ancho = fuente.widthOfTextAtSize(linea, tamano);
        const x = MARGEN + c.x + (c.derecha ? c.ancho - ancho : 0);
        this.pagina.drawText(linea, { x, y: this.y - tamano - j * (tamano + 3), size: tamano, font: fuente, color: COLOR_TEXTO });
      });
    });
    this.y -= alto;
  }

  /**
   * Una tabla: la fila de cabecera (negrita, fondo gris) y lo que escriba `cuerpo` (filas, subtítulos); si
   * el cuerpo salta de página, la cabecera se repite arriba de la nueva. La cabecera no se queda sola al
   * pie de una página: pide sitio para ella y una fila más.
   */
  tabla(def: readonly Columna[], cabecera: readonly string[], cuerpo: () => void): void {
    const dibujarCabecera = () => this.fila(columnas(cabecera, def), { negrita: true, fondo: true });
    this.espacio(2 * (TAMANO_FILA + 7));
    dibujarCabecera();
    const anterior = this.alSaltar;
    this.alSaltar = dibujarCabecera;
    try {
      cuerpo();
    } finally {
      this.alSaltar = anterior;
    }
  }

  /** Bloque etiqueta–valor alineado al margen derecho (totales); las filas en negrita llevan una raya encima. */
  totales(filas: readonly { etiqueta: string; valor: string; negrita?: boolean }[], o: { ancho?: number } = {}): void {
    const ancho = o.ancho ?? 240;
    const anchoValor = 95;
    const def: Columna[] = [
      { x: ANCHO_UTIL - ancho, ancho: ancho - anchoValor - 5 },
      { x: ANCHO_UTIL - anchoValor, ancho: anchoValor, derecha: true },
    ];
    this.espacio(filas.length * (TAMANO_FILA + 7) + 4);
    for (const f of filas) {
      if (f.negrita) {
        this.espacio(TAMANO_FILA + 9);
        this.pagina.drawLine({ start: { x: MARGEN + ANCHO_UTIL - ancho, y: this.y }, end: { x: ANCHO - MARGEN, y: this.y }, thickness: 0.5, color: COLOR_SUAVE });
        this.y -= 2;
      }
      this.fila(columnas([f.etiqueta, f.valor], def), { negrita: f.negrita ?? false });
    }
  }

  /** Casillas vacías para rellenar a mano (nombre, DNI, firma…) en una fila, con su etiqueta encima; `peso` reparte el ancho. */
  casillas(casillas: readonly { etiqueta: string; peso?: number }[], alto: number): void {
    const separacion = 12;
    const pesos = casillas.reduce((s, c) => s + (c.peso ?? 1), 0);
    const libre = ANCHO_UTIL - separacion * (casillas.length - 1);
    this.espacio(alto + 18);
    let x = MARGEN;
    for (const c of casillas) {
      const ancho = (libre * (c.peso ?? 1)) / pesos;
      this.pagina.drawText(this.limpiar(c.etiqueta), { x, y: this.y - TAMANO_FILA, size: TAMANO_FILA, font: this.normal, color: COLOR_SUAVE });
      this.pagina.drawRectangle({ x, y: this.y - 14 - alto, width: ancho, height: alto, borderColor: COLOR_SUAVE, borderWidth: 0.5 });
      x += ancho + separacion;
    }
    this.y -= alto + 18;
  }

  /** El pie de todas las páginas, al final: `texto(página, total)` (p. ej. '… · Página 2 de 5'). */
  pies(texto: (pagina: number, total: number) => string): void {
    const paginas = this.doc.getPages();
    paginas.forEach((p, i) => {
      p.drawText(this.limpiar(texto(i + 1, paginas.length)), { x: MARGEN, y: MARGEN / 2, size: 8, font: this.normal, color: COLOR_SUAVE });
    });
  }
}
