/**
 * Límite de intentos de inicio de sesión (fuerza bruta), contado en `intento_login`:
 *  - por usuario: LIMITE_LOGIN.fallosPorLogin fallos en la ventana, contando solo los posteriores a su
 *    último inicio de sesión correcto (entrar bien pone el contador a cero);
 *  - por dirección: LIMITE_LOGIN.fallosPorIp fallos en la ventana desde la misma IP (entrar bien no lo
 *    reinicia: si no, bastaría una cuenta propia para probar contraseñas de otras sin límite).
 * Pasado el límite, POST /token/ responde 429 con 'Demasiados intentos...' aunque la contraseña sea la
 * buena, hasta que el fallo más antiguo de los que cuentan sale de la ventana. Los intentos rechazados
 * por el límite se anotan con `bloqueado` y no cuentan (si contaran, cada intento alargaría el bloqueo).
 * Solo cuentan los fallos: los inicios de sesión correctos (e2e, benchmarks) nunca se limitan.
 */
import type { Consulta } from '../db/tipos';

export const LIMITE_LOGIN = {
  /** Ventana en la que se cuentan los fallos. */
  ventanaMinutos: 15,
  /** Fallos seguidos de un mismo usuario (login, sin distinguir mayúsculas). */
  fallosPorLogin: 5,
  /** Fallos desde una misma dirección IP, de cualquier usuario. */
  fallosPorIp: 20,
} as const;

export interface LimitesLogin {
  ventanaMinutos: number;
  fallosPorLogin: number;
  fallosPorIp: number;
}

export const mensajeDemasiadosIntentos = (minutos: number): string =>
  `Demasiados intentos de inicio de sesión. Vuelve a intentarlo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;

/**
 * Segundos que faltan para que el usuario o la dirección puedan volver a intentarlo, o null si no están
 * bloqueados. El bloqueo dura hasta que el N-ésimo fallo más reciente (N = límite) sale de la ventana.
 */
export const segundosBloqueo = async (q: Consulta, login: string, ip: string, l: LimitesLogin = LIMITE_LOGIN): Promise<number | null> => {
  const filas = await q.query<{ segundos: unknown }>(
    `SELECT max(s)::float8 AS segundos FROM (
       (SELECT extract(epoch FROM (i.fecha + make_interval(mins => $3::int) - now())) AS s
          FROM intento_login i
         WHERE lower(i.login) = lower($1) AND NOT i.correcto AND NOT i.bloqueado
           AND i.fecha > now() - make_interval(mins => $3::int)
           AND i.idintento > coalesce((SELECT max(c.idintento) FROM intento_login c WHERE lower(c.login) = lower($1) AND c.correcto), 0)
         ORDER BY i.idintento DESC OFFSET $4::int - 1 LIMIT 1)
       UNION ALL
       (SELECT extract(epoch FROM (i.fecha + make_interval(mins => $3::int) - now())) AS s
          FROM intento_login i
         WHERE i.ip = $2 AND NOT i.correcto AND NOT i.bloqueado
           AND i.fecha > now() - make_interval(mins => $3::int)
         ORDER BY i.idintento DESC OFFSET $5::int - 1 LIMIT 1)
     ) x`,
    [login, ip, l.ventanaMinutos, l.fallosPorLogin, l.fallosPorIp],
  );
  const s = Number(filas[0]?.segundos);
  return Number.isFinite(s) && s > 0 ? s : null;
};

export const anotarIntento = async (q: Consulta, i: { login: string; ip: string; correcto: boolean; bloqueado?: boolean }): Promise<void> => {
  await q.query('INSERT INTO intento_login (login, ip, correcto, bloqueado) VALUES ($1, $2, $3, $4)', [i.login, i.ip, i.correcto, i.bloqueado === true]);
};
