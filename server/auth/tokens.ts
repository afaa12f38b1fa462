/**
 * Tokens de sesión: 32 bytes aleatorios (base64url) que solo conoce el cliente; la base guarda su
 * sha256. Un token vale hasta su caducidad salvo que se revoque. Refrescar emite uno nuevo y deja el
 * anterior vivo hasta que caduque (otras pestañas pueden seguir usándolo).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Consulta } from '../db/tipos';
import type { ContextoRpc } from '../rpc/tipos';
import { COLUMNAS_USUARIO, usuarioDeFila, type FilaUsuario } from './usuarios';

/** Lo que la autenticación aporta al contexto de una llamada (sin la Db). */
export type SesionAutenticada = Omit<ContextoRpc, 'db'>;

const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface TokenEmitido {
  token: string;
  idtoken: string;
}

export const emitirToken = async (q: Consulta, idusuario: string, ttlHoras: number): Promise<TokenEmitido> => {
  const token = randomBytes(32).toString('base64url');
  const idtoken = randomUUID();
  await q.query(
    `INSERT INTO token (idtoken, idusuario, hash, expira) VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8))`,
    [idtoken, idusuario, hashToken(token), ttlHoras * 3600],
  );
  // Limpieza: los tokens de este usuario caducados hace más de una semana ya no sirven ni para auditar.
  await q.query(`DELETE FROM token WHERE idusuario = $1 AND expira < now() - interval '7 days'`, [idusuario]);
  return { token, idtoken };
};

/** La sesión del token, o null si no existe, está revocado, ha caducado o el usuario está de baja. */
export const autenticarToken = async (q: Consulta, token: string): Promise<SesionAutenticada | null> => {
  if (!FORMATO_TOKEN.test(token)) return null;
  const filas = await q.query<FilaUsuario & { idtoken: string }>(
    `SELECT t.idtoken, ${COLUMNAS_USUARIO}
       FROM token t JOIN usuario u ON u.idusuario = t.idusuario
      WHERE t.hash = $1 AND t.revocado IS NULL AND t.expira > now() AND u.activo`,
    [hashToken(token)],
  );
  const fila = filas[0];
  if (fila === undefined) return null;
  return { ...usuarioDeFila(fila), idtoken: fila.idtoken };
};

/** Token de la cabecera `Authorization: Bearer <token>`, o null. */
export const tokenDeCabecera = (cabecera: string | undefined): string | null => {
  const m = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(cabecera ?? '');
  return m?.[1] ?? null;
};

export const revocarToken = async (q: Consulta, idtoken: string): Promise<boolean> => {
  const filas = await q.query('UPDATE token SET revocado = now() WHERE idtoken = $1 AND revocado IS NULL RETURNING idtoken', [idtoken]);
  return filas.length > 0;
};

/** Revoca todos los tokens vivos del usuario; devuelve cuántos. */
export const revocarTokensUsuario = async (q: Consulta, idusuario: string): Promise<number> => {
  const filas = await q.query(
    'UPDATE token SET revocado = now() WHERE idusuario = $1 AND revocado IS NULL AND expira > now() RETURNING idtoken',
    [idusuario],
  );
  return filas.length;
};
