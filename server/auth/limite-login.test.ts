/**
 * Límite de intentos de inicio de sesión en PGlite y en PostgreSQL real: tras LIMITE_LOGIN.fallosPorLogin
 * fallos de un usuario, o LIMITE_LOGIN.fallosPorIp desde una dirección, POST /token/ responde 429 con el
 * mensaje en español aunque la contraseña sea la buena; entrar bien reinicia el contador del usuario;
 * los intentos bloqueados no alargan el bloqueo; pasada la ventana se vuelve a poder entrar; y los
 * inicios de sesión correctos, por muchos que sean, nunca se limitan.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, PASSWORD_PRUEBA, USUARIO_ADMIN, USUARIO_TECNICO, type AppPrueba } from '../http/app-prueba';
import { LIMITE_LOGIN, mensajeDemasiadosIntentos } from './limite-login';

const CREDENCIALES = { error: 'Usuario o contraseña incorrectos' };
const TOPE = { error: mensajeDemasiadosIntentos(LIMITE_LOGIN.ventanaMinutos) };

describe('mensajeDemasiadosIntentos', () => {
  it('dice cuántos minutos esperar, en singular si es uno', () => {
    expect(mensajeDemasiadosIntentos(15)).toBe('Demasiados intentos de inicio de sesión. Vuelve a intentarlo en 15 minutos.');
    expect(mensajeDemasiadosIntentos(1)).toBe('Demasiados intentos de inicio de sesión. Vuelve a intentarlo en 1 minuto.');
  });
});

describe.each(BACKENDS)('límite de intentos de inicio de sesión sobre $nombre', (backend) => {
  let p: AppPrueba;
  const login = (username: string, password: string, ip = '10.0.0.1') =>
    p.app.inject({
      method: 'POST',
      url: '/token/',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
  const fallar = async (username: string, veces: number, ip?: string) => {
    for (let i = 0; i < veces; i++) expect((await login(username, `mala-${i}`, ip)).json()).toEqual(CREDENCIALES);
  };

  beforeAll(async () => {
    p = await montarAppPrueba(backend);
  });
  afterAll(async () => {
    await p.cerrar();
  });
  beforeEach(async () => {
    await p.db.query('DELETE FROM intento_login');
  });

  it(`tras ${LIMITE_LOGIN.fallosPorLogin} fallos el usuario recibe 429 aunque la contraseña sea buena; otro usuario sigue entrando`, async () => {
    await fallar(USUARIO_TECNICO.login, LIMITE_LOGIN.fallosPorLogin);
    for (const password of [PASSWORD_PRUEBA, 'otra-mala']) {
      const r = await login(USUARIO_TECNICO.login.toUpperCase(), password);
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual(TOPE);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan((LIMITE_LOGIN.ventanaMinutos - 1) * 60);
      expect(r.headers['cache-control']).toBe('no-store');
    }
    // Por multipart/form-data (lo que manda la app) también.
    const limite = '----vigiaLimite';
    const multipart = await p.app.inject({
      method: 'POST',
      url: '/token/',
      remoteAddress: '10.0.0.1',
      headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
      payload: `--${limite}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${USUARIO_TECNICO.login}\r\n--${limite}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${PASSWORD_PRUEBA}\r\n--${limite}--\r\n`,
    });
    expect(multipart.statusCode).toBe(429);
    expect((await login(USUARIO_ADMIN.login, PASSWORD_PRUEBA)).statusCode).toBe(200);
    const bloqueados = await p.db.query<{ n: number }>('SELECT count(*)::int AS n FROM intento_login WHERE bloqueado');
    expect(bloqueados[0]?.n).toBe(3);
  });

  it('un fallo menos que el límite no bloquea, y entrar bien pone el contador del usuario a cero', async () => {
    await fallar(USUARIO_TECNICO.login, LIMITE_LOGIN.fallosPorLogin - 1);
    expect((await login(USUARIO_TECNICO.login, PASSWORD_PRUEBA)).statusCode).toBe(200);
    await fallar(USUARIO_TECNICO.login, LIMITE_LOGIN.fallosPorLogin - 1);
    expect((await login(USUARIO_TECNICO.login, PASSWORD_PRUEBA)).statusCode).toBe(200);
    await fallar(USUARIO_TECNICO.login, LIMITE_LOGIN.fallosPorLogin);
    expect((await login(USUARIO_TECNICO.login, PASSWORD_PRUEBA)).statusCode).toBe(429);
  });

  it('cuenta también los usuarios que no existen (mismo 429, no revela cuáles existen)', async () => {
    await fallar('nadie', LIMITE_LOGIN.fallosPorLogin);
    const r = await login('nadie', 'lo-que-sea');
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual(TOPE);
  });

  it('pasada la ventana se puede volver a entrar; los intentos durante el bloqueo no lo alargan', async () => {
    await fallar(USUARIO_TECNICO.login, LIMITE_LOGIN.fallosPorLogin);
    await p.db.query(`UPDATE intento_login SET fecha = fecha - make_interval(mins => $1::int - 2)`, [LIMITE_LOGIN.ventanaMinutos]);
    const r = await login(USUARIO_TECNICO.login, PASSWORD_PRUEBA);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ error: mensajeDemasiadosIntentos(2) });
    await p.db.query(`UPDATE intento_login SET fecha = fecha - interval '3 minutes'`);
    expect((await login(USUARIO_TECNICO.login, PASSWORD_PRUEBA)).statusCode).toBe(200);
  });

  it(`tras ${LIMITE_LOGIN.fallosPorIp} fallos desde una dirección (de usuarios distintos) se bloquea esa dirección, no las demás`, async () => {
    for (let i = 0; i < LIMITE_LOGIN.fallosPorIp; i++) {
      expect((await login(`usuario-${i % 7}`, 'mala', '10.0.0.9')).statusCode).toBe(401);
    }
    const r = await login(USUARIO_ADMIN.login, PASSWORD_PRUEBA, '10.0.0.9');
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual(TOPE);
    expect((await login(USUARIO_ADMIN.login, PASSWORD_PRUEBA, '10.0.0.10')).statusCode).toBe(200);
  });

  it('los inicios de sesión correctos nunca se limitan (e2e y benchmarks entran muchas veces)', async () => {
    const veces = LIMITE_LOGIN.fallosPorIp + LIMITE_LOGIN.fallosPorLogin + 5;
    for (let i = 0; i < veces; i++) expect((await login(USUARIO_TECNICO.login, PASSWORD_PRUEBA)).statusCode).toBe(200);
  });
});
