/**
 * Firmas de la demo: un garabato en PNG (escala de grises, 160×60) como el que deja el panel de firma, en
 * data URL. El trazo sale del azar de la demo: cada firmante, el suyo. PNG mínimo hecho a mano: cabecera,
 * IHDR, un IDAT con las filas comprimidas (node:zlib) e IEND, cada bloque con su CRC-32. El codificador
 * (pngGris) lo usan también los planos de los sistemas (planos.ts).
 */
import { deflateSync } from 'node:zlib';
import type { Aleatorio } from './prng';

const ANCHO = 160;
const ALTO = 60;

const TABLA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (datos: Uint8Array): number => {
  let c = 0xffffffff;
  for (const b of datos) c = (TABLA_CRC[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const bloque = (tipo: string, datos: Uint8Array): Buffer => {
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const longitud = Buffer.alloc(4);
  longitud.writeUInt32BE(datos.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([longitud, cuerpo, crc]);
};

const CABECERA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG en escala de grises de 8 bits a partir de sus píxeles (fila a fila, 0 negro … 255 blanco). */
export const pngGris = (ancho: number, alto: number, pixeles: Uint8Array): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8; // bits por muestra
  ihdr[9] = 0; // escala de grises
  const filas = Buffer.alloc((ancho + 1) * alto);
  for (let y = 0; y < alto; y++) {
    filas[y * (ancho + 1)] = 0; // sin filtro
    filas.set(pixeles.subarray(y * ancho, (y + 1) * ancho), y * (ancho + 1) + 1);
  }
  return Buffer.concat([CABECERA, bloque('IHDR', ihdr), bloque('IDAT', deflateSync(filas)), bloque('IEND', new Uint8Array(0))]);
};

/** Garabato de firma: una curva con tres ondas de fase y amplitud al azar, trazada con 2 px de grosor. */
export const firmaPng = (r: Aleatorio): string => {
  const pixeles = new Uint8Array(ANCHO * ALTO).fill(255);
  const ondas = Array.from({ length: 3 }, (_, i) => ({ a: r.real(4, 12) / (i + 1), f: r.real(0.03, 0.09) * (i + 1), fase: r.real(0, Math.PI * 2) }));
  const punto = (x: number, y: number): void => {
    for (let dx = 0; dx < 2; dx++) {
      for (let dy = 0; dy < 2; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < ANCHO && py >= 0 && py < ALTO) pixeles[py * ANCHO + px] = 20;
      }
    }
  };
  const inicio = r.entero(8, 20);
  const fin = r.entero(130, 150);
  for (let x = inicio; x <= fin; x += 0.25) {
    const y = ALTO / 2 + ondas.reduce((s, o) => s + o.a * Math.sin(o.f * x + o.fase), 0);
    punto(x, y);
  }
  // La rúbrica: una línea casi horizontal bajo el trazo.
  const base = r.entero(44, 52);
  for (let x = inicio + 10; x <= fin - 5; x += 0.5) punto(x, base + (x - inicio) * 0.03);
  return `data:image/png;base64,${pngGris(ANCHO, ALTO, pixeles).toString('base64')}`;
};
