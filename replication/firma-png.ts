/**
 * La imagen de una firma: un data URL PNG que de verdad es un PNG, y de tamaño razonable. Una sola regla
 * para todas las firmas que se guardan (la página pública de firma de un sobre, las dos firmas de un
 * movimiento de llavero) y para los formularios que las recogen:
 *  - comprobarFirmaPng (síncrona, también en los formularios): el prefijo, base64 bien formado, el tope de
 *    bytes, la cabecera PNG, los bloques uno tras otro con su CRC, el IHDR primero (ancho y alto dentro de
 *    LIMITES_FIRMA_PNG, profundidad y tipo de color que existen), PLTE si es de paleta, algún IDAT y el
 *    IEND al final.
 *  - comprobarFirmaPngEntera (asíncrona, en los mutadores y en el servidor): además descomprime los IDAT
 *    (DecompressionStream, en el navegador y en Node) y exige exactamente los bytes de imagen que dice el
 *    IHDR, con un filtro válido en cada fila: una imagen que ningún visor ni pdf-lib podría dibujar no pasa.
 *    La descompresión se corta en cuanto pasa de lo esperado (un PNG pequeño no se infla a cientos de MB).
 */

export const PREFIJO_PNG = 'data:image/png;base64,';

/** Los mensajes de una firma que no vale (los de los formularios y los mutadores). */
export const MENSAJES_FIRMA_PNG: Readonly<Record<FalloFirmaPng, string>> = {
  noValida: 'La firma no es una imagen válida: bórrala y firma de nuevo.',
  grande: 'La firma ocupa demasiado: bórrala y firma de nuevo.',
};

export const LIMITES_FIRMA_PNG = {
  /** Bytes de la imagen ya decodificada. */
  bytes: 300 * 1024,
  /** Píxeles por lado. */
  lado: 4096,
  /** Píxeles en total. */
  pixeles: 4_000_000,
} as const;

/** Por qué una firma no vale: no es un PNG, o es demasiado grande. */
export type FalloFirmaPng = 'noValida' | 'grande';

export interface PngFirma {
  bytes: Uint8Array;
  ancho: number;
  alto: number;
  profundidad: number;
  tipoColor: number;
  entrelazado: boolean;
  /** Los IDAT, seguidos: el flujo zlib de la imagen. */
  idat: Uint8Array<ArrayBuffer>;
}

export type LecturaPng = { ok: true; png: PngFirma } | { ok: false; fallo: FalloFirmaPng };

const CABECERA = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Profundidades válidas por tipo de color (PNG, 11.2.2) y canales de cada uno. */
const PROFUNDIDADES: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const CANALES: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const TABLA_CRC = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

const crc32 = (b: Uint8Array, desde: number, hasta: number): number => {
  let c = 0xffffffff;
  for (let i = desde; i < hasta; i++) c = (TABLA_CRC[(c ^ (b[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const u32 = (b: Uint8Array, i: number): number => (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;

const decodificarBase64 = (base64: string): Uint8Array | null => {
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  try {
    const texto = atob(base64);
    const bytes = new Uint8Array(texto.length);
    for (let i = 0; i < texto.length; i++) bytes[i] = texto.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
};

const noValida: LecturaPng = { ok: false, fallo: 'noValida' };

/** Lee la estructura del PNG de un data URL (sin descomprimir la imagen). */
export const leerFirmaPng = (dataUrl: string, maxBytes: number = LIMITES_FIRMA_PNG.bytes): LecturaPng => {
  if (!dataUrl.startsWith(PREFIJO_PNG)) return noValida;
  const base64 = dataUrl.slice(PREFIJO_PNG.length);
  if (base64.length > Math.ceil(maxBytes / 3) * 4) return { ok: false, fallo: 'grande' };
  const b = decodificarBase64(base64);
  if (!b) return noValida;
  if (b.length > maxBytes) return { ok: false, fallo: 'grande' };
  if (b.length < 8 || CABECERA.some((v, i) => b[i] !== v)) return noValida;
  let ihdr: Omit<PngFirma, 'bytes' | 'idat'> | null = null;
  let paleta = false;
  let fin = false;
  const idat: Uint8Array[] = [];
  for (let i = 8; i < b.length;) {
    if (fin || i + 12 > b.length) return noValida;
    const largo = u32(b, i);
    const tipo = String.fromCharCode(b[i + 4] ?? 0, b[i + 5] ?? 0, b[i + 6] ?? 0, b[i + 7] ?? 0);
    const datos = i + 8;
    if (!/^[A-Za-z]{4}$/.test(tipo) || largo > b.length - datos - 4) return noValida;
    if (crc32(b, i + 4, datos + largo) !== u32(b, datos + largo)) return noValida;
    if (ihdr === null && tipo !== 'IHDR') return noValida;
    if (tipo === 'IHDR') {
      if (ihdr !== null || largo !== 13) return noValida;
      const [ancho, alto] = [u32(b, datos), u32(b, datos + 4)];
      const [profundidad, tipoColor, compresion, filtro, entrelazado] = [b[datos + 8] ?? 0, b[datos + 9] ?? 0, b[datos + 10], b[datos + 11], b[datos + 12]];
      if (ancho === 0 || alto === 0 || !(PROFUNDIDADES[tipoColor] ?? []).includes(profundidad)) return noValida;
      if (compresion !== 0 || filtro !== 0 || (entrelazado !== 0 && entrelazado !== 1)) return noValida;
      if (ancho > LIMITES_FIRMA_PNG.lado || alto > LIMITES_FIRMA_PNG.lado || ancho * alto > LIMITES_FIRMA_PNG.pixeles) return { ok: false, fallo: 'grande' };
      ihdr = { ancho, alto, profundidad, tipoColor, entrelazado: entrelazado === 1 };
    } else if (tipo === 'PLTE') paleta = true;
    else if (tipo === 'IDAT') idat.push(b.subarray(datos, datos + largo));
    else if (tipo === 'IEND') fin = true;
    i = datos + largo + 4;
  }
  if (!ihdr || !fin || idat.length === 0 || (ihdr.tipoColor === 3 && !paleta)) return noValida;
  const flujo = new Uint8Array(idat.reduce((n, d) => n + d.length, 0));
  let pos = 0;
  for (const d of idat) {
    flujo.set(d, pos);
    pos += d.length;
  }
  return { ok: true, png: { ...ihdr, bytes: b, idat: flujo } };
};

/** La regla síncrona (formularios): null si la firma vale; si no, por qué. */
export const comprobarFirmaPng = (dataUrl: string, maxBytes?: number): FalloFirmaPng | null => {
  const r = leerFirmaPng(dataUrl, maxBytes);
  return r.ok ? null : r.fallo;
};

/** Las filas de la imagen (ancho de cada una en bytes, sin el de filtro), con las 7 pasadas si es entrelazada. */
const filas = (p: PngFirma): number[] => {
  const bpp = (CANALES[p.tipoColor] ?? 1) * p.profundidad;
  const bytesFila = (ancho: number): number => Math.ceil((ancho * bpp) / 8);
  if (!p.entrelazado) return Array.from({ length: p.alto }, () => bytesFila(p.ancho));
  const pasadas = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;
  const r: number[] = [];
  for (const [x0, y0, dx, dy] of pasadas) {
    const ancho = Math.ceil((p.ancho - x0) / dx);
    const alto = Math.ceil((p.alto - y0) / dy);
    if (ancho > 0) for (let y = 0; y < alto; y++) r.push(bytesFila(ancho));
  }
  return r;
};

/** Descomprime el flujo zlib, o null si está roto o pasa de `maximo` bytes. */
const inflar = async (zlib: Uint8Array<ArrayBuffer>, maximo: number): Promise<Uint8Array | null> => {
  const lector = new Blob([zlib]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  const trozos: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await lector.read();
      if (done) break;
      total += value.length;
      if (total > maximo) {
        await lector.cancel().catch(() => undefined);
        return null;
      }
      trozos.push(value);
    }
  } catch {
    return null;
  }
  const r = new Uint8Array(total);
  let pos = 0;
  for (const t of trozos) {
    r.set(t, pos);
    pos += t.length;
  }
  return r;
};

/** Si la imagen de un PNG ya leído se descomprime en exactamente lo que dice su IHDR, con filtros válidos. */
export const imagenPngEntera = async (png: PngFirma): Promise<boolean> => {
  const anchos = filas(png);
  const esperado = anchos.reduce((n, a) => n + a + 1, 0);
  const imagen = await inflar(png.idat, esperado);
  if (!imagen || imagen.length !== esperado) return false;
  // Cada fila empieza por su tipo de filtro (0 a 4).
  let pos = 0;
  for (const a of anchos) {
    if ((imagen[pos] ?? 5) > 4) return false;
    pos += a + 1;
  }
  return true;
};

/** La regla entera (mutadores y servidor): la estructura y la imagen descomprimida. null si vale. */
export const comprobarFirmaPngEntera = async (dataUrl: string, maxBytes?: number): Promise<FalloFirmaPng | null> => {
  const r = leerFirmaPng(dataUrl, maxBytes);
  if (!r.ok) return r.fallo;
  return (await imagenPngEntera(r.png)) ? null : 'noValida';
};
