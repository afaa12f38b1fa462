/**
 * Los enlaces de firma: un token aleatorio por destinatario (32 bytes en base64url) que solo viaja en su
 * correo; la base guarda su SHA-256 (`sobre_token`), como los tokens de sesión. Un token vale para leer y
 * firmar el documento de su sobre y nada más; reenviar revoca los anteriores del destinatario, cancelar
 * todos los del sobre, y firmar lo marca usado.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Consulta } from '../db/tipos';

/** 32 bytes en base64url: 43 caracteres. */
const FORMA_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const esFormaDeToken = (token: string): boolean => FORMA_TOKEN.test(token);

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const nuevoToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};

export interface TokenNuevo {
  idsobre: string;
  iddestinatario_sobre: string;
  /** ISO 8601. */
  caduca: string;
}

/** Crea el token de un destinatario y lo devuelve en claro (solo para su correo). */
export const guardarToken = async (q: Consulta, t: TokenNuevo): Promise<string> => {
  const { token, hash } = nuevoToken();
  await q.query('insert into sobre_token (hash, idsobre, iddestinatario_sobre, caduca) values ($1, $2, $3, $4::timestamptz)', [
    hash, t.idsobre, t.iddestinatario_sobre, t.caduca,
  ]);
  return token;
};

/** Revoca los tokens sin usar de un sobre (o solo los de un destinatario). */
export const revocarTokens = async (q: Consulta, idsobre: string, iddestinatario_sobre?: string): Promise<void> => {
  await q.query(
    `update sobre_token set revocado = true
      where idsobre = $1 and usado is null and not revocado and ($2::text is null or iddestinatario_sobre = $2)`,
    [idsobre, iddestinatario_sobre ?? null],
  );
};

export interface FilaToken {
  idsobre: string;
  iddestinatario_sobre: string;
  caduca: string;
  caducado: boolean;
  usado: boolean;
  revocado: boolean;
}

/** El token por su hash (`bloquear`: for update, para firmar), o null si no existe. */
export const leerToken = async (q: Consulta, hash: string, bloquear = false): Promise<FilaToken | null> => {
  const [f] = await q.query<{ idsobre: string; iddestinatario_sobre: string; caduca: unknown; caducado: boolean; usado: boolean; revocado: boolean }>(
    `select idsobre, iddestinatario_sobre, caduca, caduca <= now() as caducado, usado is not null as usado, revocado
       from sobre_token where hash = $1${bloquear ? ' for update' : ''}`,
    [hash],
  );
  if (!f) return null;
  const caduca = f.caduca instanceof Date ? f.caduca : new Date(String(f.caduca));
  return { ...f, caduca: caduca.toISOString() };
};

export const marcarUsado = async (q: Consulta, hash: string): Promise<void> => {
  await q.query('update sobre_token set usado = now() where hash = $1', [hash]);
};
