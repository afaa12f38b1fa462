/**
 * La hoja de códigos QR de una ronda como PDF, generada en el dispositivo (pdf-lib con el escritor de
 * src/lib/pdf, sin red): en cada página A4, el membrete, la ronda y su puesto, y una rejilla de etiquetas
 * de 3 columnas, una por punto en su orden, con su QR (el `codigo` del punto, corrección de errores M,
 * cada módulo oscuro un rectángulo: tramos seguidos de una fila juntos), su nombre, 'Punto {orden}' y el
 * código en texto, con un borde suave para recortarla. Módulo puro: mismos datos y mismo `generado`, mismos
 * bytes.
 */
import QRCode from 'qrcode';
import { rgb, type PDFFont } from 'pdf-lib';
import { ALTO, ANCHO_UTIL, COLOR_FONDO, COLOR_SUAVE, COLOR_TEXTO, crearDocumento, Escritor, MARGEN, ANCHO, paraNombreDeFichero } from '../../lib/pdf/escritor';
import { escribirMembrete, type EmpresaPdf } from '../../lib/pdf/membrete';

export interface PuntoHojaQr {
  orden: number;
  nombre: string;
  codigo: string;
}

export interface DatosHojaQr {
  empresa: EmpresaPdf;
  ronda: { nombre: string; puesto: string };
  /** Los puntos activos, en su orden. */
  puntos: readonly PuntoHojaQr[];
  /** Instante en que se genera (lo fija quien llama: mismos datos, mismo documento). */
  generado: Date;
}

export const TEXTOS_HOJA_QR = {
  titulo: (ronda: string) => `Códigos QR de la ronda ${ronda}`,
  puesto: (puesto: string) => `Puesto de servicio: ${puesto}`,
  punto: (orden: number) => `Punto ${orden}`,
  sinPuntos: 'La ronda no tiene puntos de control.',
  pie: (ronda: string, pagina: number, total: number) => `Ronda ${ronda} · Página ${pagina} de ${total}`,
  asunto: (n: number, ronda: string, puesto: string) => `${n} ${n === 1 ? 'punto' : 'puntos'} de control de la ronda ${ronda} (${puesto})`,
} as const;

/** Nombre del fichero: qr-ronda-{nombre}.pdf (sin caracteres problemáticos). */
export const nombrePdfHojaQr = (ronda: string): string => `qr-ronda-${paraNombreDeFichero(ronda)}.pdf`;

/** Columnas de la rejilla, alto de cada etiqueta y lado del QR (con su margen blanco de 4 módulos). */
export const COLUMNAS_HOJA = 3;
const ANCHO_CELDA = ANCHO_UTIL / COLUMNAS_HOJA;
export const ALTO_CELDA = 145;
const LADO_QR = 88;
const MARGEN_QR = 4;
const RELLENO = 8;
/** Hasta dónde llega la rejilla (encima del pie). */
const LIMITE_INFERIOR = MARGEN + 20;

/** Un tramo de módulos oscuros seguidos en una fila del QR. */
export interface TramoQr {
  fila: number;
  columna: number;
  largo: number;
}

/** Los módulos del QR de un texto (corrección M) como tramos por fila, y el lado en módulos. */
export const modulosQr = (texto: string): { lado: number; tramos: TramoQr[] } => {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const lado = modules.size;
  const tramos: TramoQr[] = [];
  for (let fila = 0; fila < lado; fila++) {
    let columna = 0;
    while (columna < lado) {
      if (!modules.get(fila, columna)) {
        columna++;
        continue;
      }
      const inicio = columna;
      while (columna < lado && modules.get(fila, columna)) columna++;
      tramos.push({ fila, columna: inicio, largo: columna - inicio });
    }
  }
  return { lado, tramos };
};

/** El QR de `texto` con su esquina superior izquierda (margen blanco incluido) en (x, y). */
const dibujarQr = (e: Escritor, texto: string, x: number, y: number): void => {
  const { lado, tramos } = modulosQr(texto);
  const modulo = LADO_QR / (lado + 2 * MARGEN_QR);
  const negro = rgb(0, 0, 0);
  for (const t of tramos) {
    // Un pelo más alto que el módulo: sin rayas blancas entre filas al rasterizar.
    e.pagina.drawRectangle({
      x: x + (MARGEN_QR + t.columna) * modulo,
      y: y - (MARGEN_QR + t.fila + 1) * modulo,
      width: t.largo * modulo,
      height: modulo + 0.02,
      color: negro,
    });
  }
};

/** El texto en una línea del ancho dado: el mayor tamaño entre `maximo` y `minimo` que cabe; si ni así, troceado. */
const lineasQueCaben = (texto: string, fuente: PDFFont, ancho: number, maximo: number, minimo: number): { tamano: number; lineas: string[] } => {
  for (let tamano = maximo; tamano >= minimo; tamano -= 0.5) {
    if (fuente.widthOfTextAtSize(texto, tamano) <= ancho) return { tamano, lineas: [texto] };
  }
  const lineas: string[] = [];
  let actual = '';
  for (const c of texto) {
    if (actual !== '' && fuente.widthOfTextAtSize(actual + c, minimo) > ancho) {
      lineas.push(actual);
      actual = '';
    }
    actual += c;
  }
  if (actual !== '') lineas.push(actual);
  return { tamano: minimo, lineas };
};

/** Texto centrado en el ancho de la celda que empieza en `x`. */
const centrado = (e: Escritor, texto: string, fuente: PDFFont, tamano: number, x: number, y: number, suave = false): void => {
  const ancho = fuente.widthOfTextAtSize(texto, tamano);
  e.pagina.drawText(texto, { x: x + (ANCHO_CELDA - ancho) / 2, y, size: tamano, font: fuente, color: suave ? COLOR_SUAVE : COLOR_TEXTO });
};

/** Una etiqueta: borde, QR, nombre (hasta dos líneas), 'Punto {orden}' y el código. */
const dibujarEtiqueta = (e: Escritor, p: PuntoHojaQr, x: number, arriba: number): void => {
  e.pagina.drawRectangle({ x: x + 2, y: arriba - ALTO_CELDA + 2, width: ANCHO_CELDA - 4, height: ALTO_CELDA - 4, borderColor: COLOR_FONDO, borderWidth: 0.75 });
  dibujarQr(e, p.codigo, x + (ANCHO_CELDA - LADO_QR) / 2, arriba - 6);
  let y = arriba - 6 - LADO_QR - 4;
  const anchoTexto = ANCHO_CELDA - 2 * RELLENO;
  const lineasNombre = e.partir(p.nombre, e.negrita, 9.5, anchoTexto);
  const nombre = lineasNombre.length > 2 ? [lineasNombre[0] ?? '', `${lineasNombre[1] ?? ''}…`] : lineasNombre;
  for (const linea of nombre) {
    y -= 12;
    centrado(e, linea, e.negrita, 9.5, x, y + 2.5);
  }
  y -= 11;
  centrado(e, e.limpiar(TEXTOS_HOJA_QR.punto(p.orden)), e.normal, 9, x, y + 2);
  const codigo = lineasQueCaben(e.limpiar(p.codigo), e.normal, anchoTexto, 8, 6);
  for (const linea of codigo.lineas) {
    y -= codigo.tamano + 2;
    centrado(e, linea, e.normal, codigo.tamano, x, y + 2, true);
  }
};

/** La cabecera de cada página: membrete, título de la ronda y su puesto. */
const cabecera = (e: Escritor, d: DatosHojaQr): void => {
  escribirMembrete(e, d.empresa);
  e.titulo(TEXTOS_HOJA_QR.titulo(d.ronda.nombre));
  e.texto(TEXTOS_HOJA_QR.puesto(d.ronda.puesto), { suave: true });
  e.y -= 6;
};

export const generarPdfHojaQr = async (d: DatosHojaQr): Promise<Uint8Array> => {
  const doc = await crearDocumento({
    titulo: TEXTOS_HOJA_QR.titulo(d.ronda.nombre),
    asunto: TEXTOS_HOJA_QR.asunto(d.puntos.length, d.ronda.nombre, d.ronda.puesto),
    autor: d.empresa.nombre || 'Vigía',
    palabrasClave: ['ronda', 'QR', d.ronda.nombre],
    fecha: d.generado,
  });
  const e = await Escritor.crear(doc);
  cabecera(e, d);
  if (d.puntos.length === 0) e.texto(TEXTOS_HOJA_QR.sinPuntos);

  let fila = 0;
  let columna = 0;
  for (const p of d.puntos) {
    const arriba = e.y - fila * ALTO_CELDA;
    if (arriba - ALTO_CELDA < LIMITE_INFERIOR) {
      // Página nueva con su cabecera; la rejilla vuelve a empezar.
      e.pagina = doc.addPage([ANCHO, ALTO]);
      e.y = ALTO - MARGEN;
      cabecera(e, d);
      fila = 0;
      columna = 0;
    }
    dibujarEtiqueta(e, p, MARGEN + columna * ANCHO_CELDA, e.y - fila * ALTO_CELDA);
    columna++;
    if (columna === COLUMNAS_HOJA) {
      columna = 0;
      fila++;
    }
  }
  e.pies((pagina, total) => TEXTOS_HOJA_QR.pie(d.ronda.nombre, pagina, total));
  return doc.save();
};
