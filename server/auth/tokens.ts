/**
 * Tokens de sesión: 32 bytes aleatorios (base64url) que solo conoce el cliente; la base guarda su
 * sha256. Un token vale hasta su caducidad salvo que se revoque. Refrescar emite uno nuevo y deja el
 * anterior vivo hasta que caduque (otras pestañas pueden seguir usándolo).
 *
 * Revocar avisa por NOTIFY vigia_revocaciones (dentro de la misma transacción: solo sale si se
 * confirma) con los idtoken revocados; cada proceso cierra al momento los streams de esos tokens
 * (server/sync/stream.ts), sea cual sea el proceso que revocó. `tokensVigentes` es la comprobación
 * periódica de los streams abiertos (caducidad, baja del usuario, un aviso perdido).
 *
 * Autenticación ambigua: dos cabeceras Authorization (Node solo conserva la primera) o cabecera y
 * `?token=` a la vez se rechazan en vez de elegir una en silencio.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
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
  /** Hasta cuándo vale (ISO): el dispositivo lo dice en 'Listo para trabajar sin conexión' (issue 30). */
  expira: string;
}

export const emitirToken = async (q: Consulta, idusuario: string, ttlHoras: number): Promise<TokenEmitido> => {
  const token = randomBytes(32).toString('base64url');
  const idtoken = randomUUID();
  const filas = await q.query<{ expira_ms: unknown }>(
    `INSERT INTO token (idtoken, idusuario, hash, expira) VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8))
      RETURNING (extract(epoch from expira) * 1000)::float8 AS expira_ms`,
    [idtoken, idusuario, hashToken(token), ttlHoras * 3600],
  );
  const expiraMs = Number(filas[0]?.expira_ms);
  const expira = new Date(Number.isFinite(expiraMs) ? expiraMs : Date.now() + ttlHoras * 3600_000).toISOString();
  // Limpieza: los tokens de este usuario caducados hace más de una semana ya no sirven ni para auditar.
  await q.query(`DELETE FROM token WHERE idusuario = $1 AND expira < now() - interval '7 days'`, [idusuario]);
  return { token, idtoken, expira };
};

/** La sesión del token y cuándo caduca (ms desde 1970), o null si no existe, está revocado, ha caducado o el usuario está de baja. */
export const leerSesionToken = async (q: Consulta, token: string): Promise<{ sesion: SesionAutenticada; expiraMs: number } | null> => {
  if (!FORMATO_TOKEN.test(token)) return null;
  const filas = await q.query<FilaUsuario & { idtoken: string; expira_ms: unknown }>(
    `SELECT t.idtoken, (extract(epoch from t.expira) * 1000)::float8 AS expira_ms, ${COLUMNAS_USUARIO}
       FROM token t JOIN usuario u ON u.idusuario = t.idusuario
      WHERE t.hash = $1 AND t.revocado IS NULL AND t.expira > now() AND u.activo`,
    [hashToken(token)],
  );
  const fila = filas[0];
  if (fila === undefined) return null;
  const { expira_ms: expira, ...resto } = fila;
  return { sesion: { ...usuarioDeFila(resto), idtoken: fila.idtoken }, expiraMs: Number(expira) };
};

/** La sesión del token, o null si no existe, está revocado, ha caducado o el usuario está de baja. */
export const autenticarToken = async (q: Consulta, token: string): Promise<SesionAutenticada | null> =>
  (await leerSesionToken(q, token))?.sesion ?? null;

/** Token de la cabecera `Authorization: Bearer <token>`, o null. */
export const tokenDeCabecera = (cabecera: string | undefined): string | null => {
  const m = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(cabecera ?? '');
  return m?.[1] ?? null;
};

/** Canal NOTIFY de las revocaciones (payload: JSON con la lista de idtoken, o '*' = comprobar todos). */
export const CANAL_REVOCACIONES = 'vigia_revocaciones';
export const TODOS_LOS_TOKENS = '*';
const MAX_PAYLOAD = 7000;

export const codificarRevocados = (idtokens: readonly string[]): string => {
  const json = JSON.stringify(idtokens);
  return Buffer.byteLength(json, 'utf8') <= MAX_PAYLOAD ? json : TODOS_LOS_TOKENS;
};

/** Los idtoken revocados, '*' si no cupieron en el aviso (hay que comprobar todos), o null si no es un aviso. */
export const decodificarRevocados = (payload: string): readonly string[] | typeof TODOS_LOS_TOKENS | null => {
  if (payload === TODOS_LOS_TOKENS) return TODOS_LOS_TOKENS;
  try {
    const r = z.array(z.string()).safeParse(JSON.parse(payload));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
};

/** Quienes recuerdan sesiones en este proceso (cache-sesiones.ts): olvidan un token al revocarlo aquí. */
const olvidadores = new Set<(idtokens: readonly string[]) => void>();

/** Avisa a `olvidar` de cada revocación hecha en este proceso, al momento; devuelve cómo dejar de avisar. */
export const alRevocarEnEsteProceso = (olvidar: (idtokens: readonly string[]) => void): (() => void) => {
  olvidadores.add(olvidar);
  return () => olvidadores.delete(olvidar);
};

/** Revoca con `sql` (que devuelve los idtoken revocados) y avisa a los streams de todos los procesos. */
const revocar = async (q: Consulta, sql: string, params: readonly unknown[]): Promise<number> => {
  const filas = await q.query<{ idtoken: string }>(sql, params);
  if (filas.length > 0) {
    const idtokens = filas.map((f) => f.idtoken);
    // Olvidar de más no hace daño (si la transacción se deshace, la próxima llamada lee la base).
    for (const olvidar of olvidadores) olvidar(idtokens);
    await q.query('SELECT pg_notify($1, $2)', [CANAL_REVOCACIONES, codificarRevocados(idtokens)]);
  }
  return filas.length;
};

export const revocarToken = async (q: Consulta, idtoken: string): Promise<boolean> =>
  (await revocar(q, 'UPDATE token SET revocado = now() WHERE idtoken = $1 AND revocado IS NULL RETURNING idtoken', [idtoken])) > 0;

/** Revoca todos los tokens vivos del usuario (salvo `excepto`, el de la petición); devuelve cuántos. */
export const revocarTokensUsuario = async (q: Consulta, idusuario: string, excepto: string | null = null): Promise<number> =>
  revocar(
    q,
    `UPDATE token SET revocado = now()
      WHERE idusuario = $1 AND idtoken IS DISTINCT FROM $2 AND revocado IS NULL AND expira > now() RETURNING idtoken`,
    [idusuario, excepto],
  );

/** De estos idtoken, los que siguen valiendo (ni revocados, ni caducados, ni de un usuario de baja): una consulta. */
export const tokensVigentes = async (q: Consulta, idtokens: readonly string[]): Promise<Set<string>> => {
  if (idtokens.length === 0) return new Set();
  const filas = await q.query<{ idtoken: string }>(
    `SELECT t.idtoken FROM token t JOIN usuario u ON u.idusuario = t.idusuario
      WHERE t.idtoken = ANY($1::text[]) AND t.revocado IS NULL AND t.expira > now() AND u.activo`,
    [[...idtokens]],
  );
  return new Set(filas.map((f) => f.idtoken));
};

export const MENSAJE_AUTENTICACION_AMBIGUA = 'Petición rechazada: manda el token de sesión una sola vez (una cabecera Authorization o ?token=, no varias)';

/**
 * ¿Trae la petición más de una credencial? `rawHeaders` son las cabeceras tal cual llegaron (Node junta
 * o descarta las repetidas en `headers`); `tokenEnUrl` dice si además trae `?token=` (solo el stream lo lee).
 */
export const autenticacionAmbigua = (rawHeaders: readonly string[], tokenEnUrl = false): boolean => {
  let cabeceras = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'authorization') cabeceras += 1;
  return cabeceras > 1 || (cabeceras === 1 && tokenEnUrl);
};
