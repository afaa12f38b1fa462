/**
 * La regla de la imagen de una firma (firma-png.ts): PNG de verdad (cabecera, bloques con su CRC, IHDR,
 * IDAT, IEND) y de tamaño razonable; y, la entera, que la imagen se descomprime en lo que dice el IHDR.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firmaPng } from '../server/seed/generador/firma-png';
import { Aleatorio } from '../server/seed/generador/prng';
import { comprobarFirmaPng, comprobarFirmaPngEntera, LIMITES_FIRMA_PNG, PREFIJO_PNG } from './firma-png';

/** PNG de 1×1 píxel (RGBA). */
const PNG_1X1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const TABLA = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (b: Buffer): number => {
  let c = 0xffffffff;
  for (const x of b) c = (TABLA[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const bloque = (tipo: string, datos: Buffer): Buffer => {
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const n = Buffer.alloc(4);
  n.writeUInt32BE(datos.length);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(cuerpo));
  return Buffer.concat([n, cuerpo, c]);
};
const CABECERA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Un PNG en escala de grises de 8 bits con los bytes de imagen (filas con su filtro) que se digan. */
const pngGris = (ancho: number, alto: number, filas: Buffer = Buffer.alloc((ancho + 1) * alto)): string => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8;
  return `${PREFIJO_PNG}${Buffer.concat([CABECERA, bloque('IHDR', ihdr), bloque('IDAT', deflateSync(filas)), bloque('IEND', Buffer.alloc(0))]).toString('base64')}`;
};

describe('la imagen de una firma', () => {
  it('vale un PNG de verdad: el de 1×1, el garabato de la demo y uno hecho aquí', async () => {
    const garabato = firmaPng(new Aleatorio(7));
    for (const ok of [PNG_1X1, garabato, pngGris(20, 10)]) {
      expect(comprobarFirmaPng(ok)).toBeNull();
      expect(await comprobarFirmaPngEntera(ok)).toBeNull();
    }
  });

  it('no vale lo que no es un PNG: sin prefijo, base64 roto, cuatro bytes, solo la cabecera, un CRC cambiado, sin IEND', async () => {
    const bytes = Buffer.from(PNG_1X1.slice(PREFIJO_PNG.length), 'base64');
    const crcCambiado = Buffer.from(bytes);
    crcCambiado[29] = (crcCambiado[29] ?? 0) ^ 0xff;
    const sinIend = bytes.subarray(0, bytes.length - 12);
    for (const malo of [
      'data:image/jpeg;base64,AAAA', 'AAAA', `${PREFIJO_PNG}AAAA`, `${PREFIJO_PNG}`, `${PREFIJO_PNG}***`, `${PREFIJO_PNG}iVBORw0KGgo=`,
      `${PREFIJO_PNG}${crcCambiado.toString('base64')}`, `${PREFIJO_PNG}${sinIend.toString('base64')}`,
      `${PREFIJO_PNG}${Buffer.concat([bytes, Buffer.from('basura')]).toString('base64')}`,
    ]) {
      expect(comprobarFirmaPng(malo), malo).toBe('noValida');
      expect(await comprobarFirmaPngEntera(malo), malo).toBe('noValida');
    }
  });

  it('demasiado grande: más bytes que el tope, o más píxeles por lado o en total que los límites', async () => {
    expect(comprobarFirmaPng(`${PREFIJO_PNG}${'A'.repeat(Math.ceil(LIMITES_FIRMA_PNG.bytes / 3) * 4 + 4)}`)).toBe('grande');
    expect(comprobarFirmaPng(PNG_1X1, 10)).toBe('grande');
    // IHDR de 5000×1 y de 2100×2100 (más de 4 millones de píxeles): ni se descomprime.
    const ancho = pngGris(LIMITES_FIRMA_PNG.lado + 1, 1, Buffer.alloc(0));
    const muchos = pngGris(2100, 2100, Buffer.alloc(0));
    for (const g of [ancho, muchos]) {
      expect(comprobarFirmaPng(g)).toBe('grande');
      expect(await comprobarFirmaPngEntera(g)).toBe('grande');
    }
  });

  it('la entera: la imagen tiene que descomprimirse en exactamente lo que dice el IHDR, con un filtro válido por fila', async () => {
    const corta = pngGris(20, 10, Buffer.alloc(21 * 9));
    const larga = pngGris(20, 10, Buffer.alloc(21 * 10 + 1000));
    const filtro = Buffer.alloc(21 * 10);
    filtro[21 * 3] = 9;
    const conFiltroMalo = pngGris(20, 10, filtro);
    for (const malo of [corta, larga, conFiltroMalo]) {
      // La estructura está bien: solo la regla entera lo ve.
      expect(comprobarFirmaPng(malo)).toBeNull();
      expect(await comprobarFirmaPngEntera(malo)).toBe('noValida');
    }
  });
});
