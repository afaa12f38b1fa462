/**
 * Inicio de sesión (POST /token/), tokens (solo su sha256 en la base, caducidad, refresco, revocación) y
 * los métodos de sesión, en PGlite y en PostgreSQL real.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, PASSWORD_PRUEBA, USUARIO_ADMIN, USUARIO_TECNICO, type AppPrueba } from '../http/app-prueba';
import { hashPassword, verificarPassword } from './password';

const SESION_INVALIDADA = { jsonrpc: '2.0', id: null, error: { code: -32001, message: 'La sesión se ha invalidado desde el servidor' } };
const CREDENCIALES = { error: 'Usuario o contraseña incorrectos' };

/** Cuerpo multipart/form-data como el que manda el navegador. */
const multipart = (campos: Record<string, string>, fichero?: { campo: string; nombre: string; contenido: string }) => {
  const limite = '----vigiaPrueba7MA4YWxkTrZu0gW';
  let cuerpo = '';
  for (const [k, v] of Object.entries(campos)) cuerpo += `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  if (fichero) {
    cuerpo += `--${limite}\r\nContent-Disposition: form-data; name="${fichero.campo}"; filename="${fichero.nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n${fichero.contenido}\r\n`;
  }
  cuerpo += `--${limite}--\r\n`;
  return { payload: cuerpo, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
};

describe('contraseñas (scrypt)', () => {
  it('formato scrypt$N$r$p$sal$hash, sal distinta cada vez, y se comprueban bien', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verificarPassword('demo1234', a)).toBe(true);
    expect(await verificarPassword('demo1234', b)).toBe(true);
    expect(await verificarPassword('demo12345', a)).toBe(false);
    expect(await verificarPassword('', a)).toBe(false);
  });

  it('un hash guardado mal formado no valida nada (ni lanza)', async () => {
    for (const malo of ['', 'texto', 'bcrypt$1$2$3$abc$def', 'scrypt$0$8$1$abc$def', 'scrypt$16384$8$1$abc$', 'scrypt$99999999$8$1$abc$def']) {
      expect(await verificarPassword('demo1234', malo), malo).toBe(false);
    }
  });
});

describe.each(BACKENDS)('sesión sobre $nombre', (backend) => {
  let p: AppPrueba;

  const login = (payload: string | Record<string, string>, tipo = 'application/x-www-form-urlencoded') =>
    p.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': tipo },
      payload: typeof payload === 'string' ? payload : new URLSearchParams(payload).toString(),
    });
  const rpc = (token: string, method: string, params?: unknown) =>
    p.app.inject({
      method: 'POST',
      url: '/api/',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  const expiraDe = async (token: string): Promise<number> => {
    const [f] = await p.db.query<{ ms: number }>('SELECT (extract(epoch FROM expira) * 1000)::float8 AS ms FROM token WHERE hash = $1', [createHash('sha256').update(token).digest('hex')]);
    if (f === undefined) throw new Error('Token no encontrado');
    return f.ms;
  };

  beforeAll(async () => {
    p = await montarAppPrueba(backend, { tokenTtlHoras: 2 });
  });
  afterAll(async () => {
    await p.cerrar();
  });

  it('multipart/form-data: devuelve el token y el usuario de la sesión', async () => {
    const r = await p.app.inject({ method: 'POST', url: '/token/', ...multipart({ username: 'ana.tecnica', password: PASSWORD_PRUEBA }) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const cuerpo = r.json();
    expect(cuerpo.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { password: _p, ambito: _a, ...usuario } = USUARIO_TECNICO;
    expect(cuerpo.usuario).toEqual(usuario);
  });

  it('en la base solo queda el sha256 del token, con la caducidad configurada (2 h)', async () => {
    const antes = Date.now();
    const r = await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA });
    const { token } = r.json();
    const filas = await p.db.query<{ hash: string }>('SELECT hash FROM token');
    expect(filas.some((f) => f.hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(filas.some((f) => f.hash.includes(token))).toBe(false);
    const expira = await expiraDe(token);
    expect(expira - antes).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(expira - antes).toBeLessThan(2 * 3600_000 + 60_000);
    // El dispositivo sabe hasta cuándo vale la sesión sin conexión (issue 30): la misma caducidad.
    expect(Math.abs(Date.parse(r.json().expira) - expira)).toBeLessThan(1);
  });

  it('x-www-form-urlencoded y JSON también valen; el usuario no distingue mayúsculas', async () => {
    expect((await login({ username: 'ANA.Tecnica', password: PASSWORD_PRUEBA })).statusCode).toBe(200);
    const json = await login(JSON.stringify({ username: 'jefa', password: PASSWORD_PRUEBA }), 'application/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().usuario.login).toBe('jefa');
  });

  it('con un navegador de verdad (fetch + FormData sobre HTTP)', async () => {
    const url = await p.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.set('username', 'ana.tecnica');
    form.set('password', PASSWORD_PRUEBA);
    const r = await fetch(`${url}/token/`, { method: 'POST', body: form });
    expect(r.status).toBe(200);
    const { token } = await r.json();
    const api = await fetch(`${url}/api/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'token.refrescar' }),
    });
    expect(api.status).toBe(200);
    expect((await api.json()).result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('401 con contraseña incorrecta, usuario desconocido o usuario de baja; queda anotado el intento', async () => {
    for (const cred of [{ username: 'ana.tecnica', password: 'otra-cosa' }, { username: 'nadie', password: PASSWORD_PRUEBA }]) {
      const r = await login(cred);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual(CREDENCIALES);
    }
    const multi = await p.app.inject({ method: 'POST', url: '/token/', ...multipart({ username: 'jefa', password: 'mala' }) });
    expect(multi.statusCode).toBe(401);
    expect(multi.json()).toEqual(CREDENCIALES);
    const intentos = await p.db.query<{ correcto: boolean }>("SELECT correcto FROM intento_login WHERE login = 'nadie'");
    expect(intentos).toEqual([{ correcto: false }]);

    await p.db.query("UPDATE usuario SET activo = false WHERE login = 'jefa'");
    try {
      const baja = await login({ username: 'jefa', password: PASSWORD_PRUEBA });
      expect(baja.statusCode).toBe(401);
      expect(baja.json()).toEqual(CREDENCIALES);
    } finally {
      await p.db.query("UPDATE usuario SET activo = true WHERE login = 'jefa'");
    }
  });

  it('400 con mensaje en español si faltan campos o el formulario no vale', async () => {
    const casos: [string | Record<string, string>, string, string][] = [
      [{}, 'application/x-www-form-urlencoded', 'Faltan el usuario y la contraseña'],
      [{ username: 'ana.tecnica' }, 'application/x-www-form-urlencoded', 'Falta la contraseña'],
      [{ username: '  ', password: 'x' }, 'application/x-www-form-urlencoded', 'Falta el usuario'],
      ['{"username": ', 'application/json', 'El formulario de inicio de sesión no es válido'],
      [{ username: 'u'.repeat(300), password: 'x' }, 'application/x-www-form-urlencoded', 'El usuario o la contraseña son demasiado largos'],
    ];
    for (const [cuerpo, tipo, mensaje] of casos) {
      const r = await login(cuerpo, tipo);
      expect(r.statusCode, mensaje).toBe(400);
      expect(r.json()).toEqual({ error: mensaje });
    }
    const conFichero = await p.app.inject({
      method: 'POST',
      url: '/token/',
      ...multipart({ username: 'ana.tecnica', password: PASSWORD_PRUEBA }, { campo: 'foto', nombre: 'a.jpg', contenido: 'xxxx' }),
    });
    expect(conFichero.statusCode).toBe(400);
    expect(conFichero.json()).toEqual({ error: 'El formulario de inicio de sesión no es válido' });
    const sinMultipart = await p.app.inject({ method: 'POST', url: '/token/', ...multipart({ username: 'ana.tecnica' }) });
    expect(sinMultipart.json()).toEqual({ error: 'Falta la contraseña' });
    const xml = await login('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'Tipo de contenido no admitido: envía el usuario y la contraseña como formulario' });
  });

  it('token.refrescar da un token nuevo con caducidad nueva; el anterior sigue valiendo', async () => {
    const viejo = (await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).json().token;
    await p.db.query("UPDATE token SET expira = expira - interval '1 hour' WHERE hash = $1", [createHash('sha256').update(viejo).digest('hex')]);
    const r = await rpc(viejo, 'token.refrescar');
    expect(r.statusCode).toBe(200);
    const nuevo: string = r.json().result.token;
    expect(nuevo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nuevo).not.toBe(viejo);
    expect(await expiraDe(nuevo)).toBeGreaterThan((await expiraDe(viejo)) + 3000_000);
    expect(Math.abs(Date.parse(r.json().result.expira) - (await expiraDe(nuevo)))).toBeLessThan(1);
    for (const t of [viejo, nuevo]) {
      const quien = await rpc(t, 'token.refrescar');
      expect(quien.statusCode).toBe(200);
    }
  });

  it('403 con un token caducado, aunque su sesión esté recordada (cache-sesiones.ts)', async () => {
    const token = (await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).json().token;
    await p.db.query("UPDATE token SET expira = now() + interval '1 second' WHERE hash = $1", [createHash('sha256').update(token).digest('hex')]);
    // Esta llamada deja la sesión recordada; el token caduca antes de que el recuerdo venza.
    expect((await rpc(token, 'parametro.select')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1_200));
    const r = await rpc(token, 'parametro.select');
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(SESION_INVALIDADA);
  });

  it('sesion.cerrar revoca solo el token de la petición (403 después)', async () => {
    const a = (await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).json().token;
    const b = (await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).json().token;
    expect((await rpc(a, 'sesion.cerrar')).json()).toEqual({ jsonrpc: '2.0', id: 1, result: { cerrada: true } });
    const r = await rpc(a, 'parametro.select');
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(SESION_INVALIDADA);
    expect((await rpc(b, 'parametro.select')).statusCode).toBe(200);
  });

  it('token.revocar exige usuario.editar, revoca todos los tokens del usuario y avisa si no existe', async () => {
    const tecnico1 = (await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).json().token;
    const tecnico2 = (await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).json().token;
    const jefa = (await login({ username: 'jefa', password: PASSWORD_PRUEBA })).json().token;

    const sinPermiso = await rpc(tecnico1, 'token.revocar', { idusuario: USUARIO_ADMIN.idusuario });
    expect(sinPermiso.json().error).toEqual({ code: -32011, message: 'No tienes permiso para cerrar las sesiones de otros usuarios' });
    expect((await rpc(jefa, 'parametro.select')).statusCode).toBe(200);

    const noExiste = await rpc(jefa, 'token.revocar', { idusuario: '999' });
    expect(noExiste.json().error).toEqual({ code: -32012, message: 'No existe el usuario 999' });
    expect((await rpc(jefa, 'token.revocar', {})).json().error.code).toBe(-32602);

    const r = await rpc(jefa, 'token.revocar', { idusuario: USUARIO_TECNICO.idusuario });
    expect(r.json().result.revocados).toBeGreaterThanOrEqual(2);
    for (const t of [tecnico1, tecnico2]) {
      const x = await rpc(t, 'parametro.select');
      expect(x.statusCode).toBe(403);
      expect(x.json()).toEqual(SESION_INVALIDADA);
    }
    expect((await rpc(jefa, 'parametro.select')).statusCode).toBe(200);
    // Vuelve a entrar sin problema.
    expect((await login({ username: 'ana.tecnica', password: PASSWORD_PRUEBA })).statusCode).toBe(200);
  });
});
