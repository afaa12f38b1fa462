/**
 * Cámara falsa de Chromium para las e2e: un vídeo YUV4MPEG2 (C420) con un código QR dibujado a partir
 * de la matriz de módulos del paquete `qrcode`, para `--use-file-for-fake-video-capture=<fichero>.y4m`
 * (con `--use-fake-device-for-media-stream --use-fake-ui-for-media-stream`, sin pedir permiso).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

export interface OpcionesVideoQr {
  /** Medidas del vídeo (pares). Por defecto 1280×720: mayor que 1024 para comprobar la reducción. */
  ancho?: number;
  alto?: number;
  /** Fotogramas (Chromium repite el fichero en bucle). */
  fotogramas?: number;
}

/** Argumentos de Chromium para usar `ruta` como cámara, sin diálogo de permiso. */
export const argumentosCamaraFalsa = (ruta: string): string[] => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${ruta}`,
];

const BLANCO = 235;
const NEGRO = 16;
const MARGEN_MODULOS = 4;

/** El plano de luminancia (Y) con el QR de `texto` centrado sobre blanco, con su zona de silencio. */
export const planoLuminanciaQr = (texto: string, ancho: number, alto: number): Uint8Array => {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const total = modules.size + 2 * MARGEN_MODULOS;
  const modulo = Math.floor((Math.min(ancho, alto) * 0.85) / total);
  if (modulo < 2) throw new Error(`El vídeo (${ancho}×${alto}) es pequeño para un QR de ${modules.size} módulos`);
  const x0 = Math.floor((ancho - total * modulo) / 2) + MARGEN_MODULOS * modulo;
  const y0 = Math.floor((alto - total * modulo) / 2) + MARGEN_MODULOS * modulo;
  const y = new Uint8Array(ancho * alto).fill(BLANCO);
  for (let fila = 0; fila < modules.size; fila++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(fila, col)) continue;
      for (let dy = 0; dy < modulo; dy++) {
        const inicio = (y0 + fila * modulo + dy) * ancho + x0 + col * modulo;
        y.fill(NEGRO, inicio, inicio + modulo);
      }
    }
  }
  return y;
};

/** Escribe en `ruta` un vídeo Y4M (C420, 30 fps) que muestra el QR de `texto`. */
export const escribirVideoQr = (ruta: string, texto: string, opciones: OpcionesVideoQr = {}): void => {
  const ancho = opciones.ancho ?? 1280;
  const alto = opciones.alto ?? 720;
  const fotogramas = opciones.fotogramas ?? 5;
  if (ancho % 2 !== 0 || alto % 2 !== 0) throw new Error('Y4M C420: ancho y alto han de ser pares');
  const luminancia = planoLuminanciaQr(texto, ancho, alto);
  const croma = new Uint8Array((ancho / 2) * (alto / 2)).fill(128);
  const cabecera = Buffer.from(`YUV4MPEG2 W${ancho} H${alto} F30:1 Ip A1:1 C420\n`, 'ascii');
  const marca = Buffer.from('FRAME\n', 'ascii');
  const partes: Uint8Array[] = [cabecera];
  for (let i = 0; i < fotogramas; i++) partes.push(marca, luminancia, croma, croma);
  mkdirSync(dirname(ruta), { recursive: true });
  writeFileSync(ruta, Buffer.concat(partes));
};
