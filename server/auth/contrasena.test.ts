/**
 * usuario.cambiarContrasena: comprueba la actual, exige 6 caracteres, guarda el hash scrypt nuevo y
 * revoca los demás tokens del usuario (el de la petición sigue valiendo), en PGlite y en PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, PASSWORD_PRUEBA, USUARIO_TECNICO, type AppPrueba } from '../http/app-prueba';
import { MENSAJES_CONTRASENA } from './contrasena';

describe.each(BACKENDS)('usuario.cambiarContrasena sobre $nombre', (backend) => {
  let p: AppPrueba;

  const rpc = async (token: string, params: unknown) => {
    const r = await p.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'usuario.cambiarContrasena', params }),
    });
    return { estado: r.statusCode, cuerpo: r.json() };
  };
  const loginHttp = (password: string) =>
    p.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: USUARIO_TECNICO.login, password }).toString(),
    });
  const hashGuardado = async (): Promise<string> => {
    const [f] = await p.db.query<{ hash: string }>('SELECT hash FROM usuario WHERE idusuario = $1', [USUARIO_TECNICO.idusuario]);
    if (!f) throw new Error('sin usuario');
    return f.hash;
  };

  beforeAll(async () => {
    p = await montarAppPrueba(backend);
  });
  afterAll(async () => {
    await p.cerrar();
  });

  it('rechaza una contraseña actual incorrecta o una nueva corta sin tocar nada', async () => {
    const token = await p.token(USUARIO_TECNICO.login);
    const antes = await hashGuardado();
    const mala = await rpc(token, { actual: 'no-es-esta', nueva: 'nueva-123' });
    expect(mala.cuerpo.error).toEqual({ code: -32014, message: MENSAJES_CONTRASENA.actualIncorrecta });
    const corta = await rpc(token, { actual: PASSWORD_PRUEBA, nueva: '12345' });
    expect(corta.cuerpo.error).toEqual({ code: -32010, message: 'La contraseña debe tener al menos 6 caracteres' });
    const sinParams = await rpc(token, {});
    expect(sinParams.cuerpo.error.code).toBe(-32602);
    expect(await hashGuardado()).toBe(antes);
    expect((await loginHttp(PASSWORD_PRUEBA)).statusCode).toBe(200);
  });

  it('cambia la contraseña (scrypt), revoca las otras sesiones y mantiene la de la petición', async () => {
    const actual = await p.token(USUARIO_TECNICO.login);
    const otra = await p.token(USUARIO_TECNICO.login);
    const admin = await p.token('jefa');
    const r = await rpc(actual, { actual: PASSWORD_PRUEBA, nueva: 'otra-clave-7' });
    expect(r.estado).toBe(200);
    expect(r.cuerpo.result.cambiada).toBe(true);
    expect(r.cuerpo.result.revocados).toBeGreaterThanOrEqual(1);
    expect(await hashGuardado()).toMatch(/^scrypt\$/);

    const conOtra = await p.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { authorization: `Bearer ${otra}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'parametro.select' }),
    });
    expect(conOtra.statusCode).toBe(403);
    const conActual = await rpc(actual, { actual: 'otra-clave-7', nueva: 'tercera-clave' });
    expect(conActual.estado).toBe(200);
    // Los tokens de otro usuario no se tocan.
    expect((await rpc(admin, { actual: 'mala', nueva: 'xxxxxxx' })).estado).toBe(200);

    expect((await loginHttp(PASSWORD_PRUEBA)).statusCode).toBe(401);
    expect((await loginHttp('otra-clave-7')).statusCode).toBe(401);
    expect((await loginHttp('tercera-clave')).statusCode).toBe(200);
  });
});
