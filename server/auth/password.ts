/**
 * Contraseñas con scrypt (node:crypto): sal aleatoria por contraseña y formato autodescrito
 * `scrypt$N$r$p$sal$hash` (base64url), para poder subir el coste sin invalidar las guardadas.
 * La comprobación es de tiempo constante.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COSTE = { N: 16_384, r: 8, p: 1 } as const;
const LONGITUD = 32;
const MAX_N = 1 << 20;

const derivar = (password: string, sal: Buffer, o: { N: number; r: number; p: number }, longitud: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const opciones: ScryptOptions = { ...o, maxmem: 256 * o.N * o.r + 1024 * 1024 };
    scrypt(password.normalize('NFC'), sal, longitud, opciones, (error, clave) => (error ? reject(error) : resolve(clave)));
  });

export const hashPassword = async (password: string): Promise<string> => {
  const sal = randomBytes(16);
  const hash = await derivar(password, sal, COSTE, LONGITUD);
  return ['scrypt', COSTE.N, COSTE.r, COSTE.p, sal.toString('base64url'), hash.toString('base64url')].join('$');
};

const entero = (x: string | undefined, max: number): number | null => {
  const n = Number(x);
  return Number.isInteger(n) && n > 0 && n <= max ? n : null;
};

export const verificarPassword = async (password: string, guardado: string): Promise<boolean> => {
  const [tipo, n, r, p, sal, hash] = guardado.split('$');
  const N = entero(n, MAX_N);
  const R = entero(r, 64);
  const P = entero(p, 64);
  if (tipo !== 'scrypt' || N === null || R === null || P === null || sal === undefined || hash === undefined) return false;
  const esperado = Buffer.from(hash, 'base64url');
  if (esperado.length === 0) return false;
  const calculado = await derivar(password, Buffer.from(sal, 'base64url'), { N, r: R, p: P }, esperado.length);
  return timingSafeEqual(calculado, esperado);
};

/** Hash de una contraseña que nadie tiene: se compara contra él si el usuario no existe (mismo tiempo). */
let hashSenuelo: Promise<string> | null = null;
export const obtenerHashSenuelo = (): Promise<string> => (hashSenuelo ??= hashPassword(randomBytes(12).toString('hex')));
