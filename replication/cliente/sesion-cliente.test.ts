import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '../errores';
import { usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';
import { CLAVE_SESION, crearSesionCliente, REFRESCO_TOKEN_MS, type Almacen } from './sesion-cliente';

const almacenEnMemoria = (): Almacen & { datos: Map<string, string> } => {
  const datos = new Map<string, string>();
  return { datos, getItem: (k) => datos.get(k) ?? null, setItem: (k, v) => void datos.set(k, v), removeItem: (k) => void datos.delete(k) };
};

afterEach(() => {
  vi.useRealTimers();
});

const preparar = (online = true) => {
  const servidor = new ServidorFalso(usuarioPrueba());
  const almacen = almacenEnMemoria();
  let ahora = Date.parse('2026-11-22T10:00:00.000Z');
  const sesion = crearSesionCliente({
    baseUrl: 'http://servidor.prueba', fetch: servidor.fetch, almacen, online: () => online, ventana: null, comprobarCadaMs: 20, ahora: () => ahora,
  });
  return { servidor, almacen, sesion, avanzar: (ms: number) => (ahora += ms) };
};

describe('sesión del dispositivo', () => {
  it('entra con usuario y contraseña (multipart) y guarda la sesión en vigia.sesion', async () => {
    const { sesion, almacen } = preparar();
    const s = await sesion.iniciarSesion('tecnico', 'demo1234');
    expect(s.usuario.login).toBe('tecnico');
    expect(s.desde).toBe('2026-11-22T10:00:00.000Z');
    expect(JSON.parse(almacen.datos.get(CLAVE_SESION) ?? 'null')).toEqual(s);
    expect(sesion.leerSesion()).toEqual(s);
  });

  it('credenciales malas, sin internet o sin servidor: mensajes en español', async () => {
    await expect(preparar().sesion.iniciarSesion('tecnico', 'mala')).rejects.toThrow('Usuario o contraseña incorrectos');
    const sinRed = preparar(false);
    sinRed.servidor.desconectado = true;
    await expect(sinRed.sesion.iniciarSesion('tecnico', 'demo1234')).rejects.toThrow(MENSAJES.sinInternet);
    const sinServidor = preparar(true);
    sinServidor.servidor.desconectado = true;
    await expect(sinServidor.sesion.iniciarSesion('tecnico', 'demo1234')).rejects.toThrow(MENSAJES.sinServidor);
  });

  it('cerrar sesión avisa al servidor y olvida la sesión', async () => {
    const { sesion, servidor, almacen } = preparar();
    await sesion.iniciarSesion('tecnico', 'demo1234');
    await sesion.cerrarSesion();
    expect(servidor.metodos()).toContain('sesion.cerrar');
    expect(almacen.datos.has(CLAVE_SESION)).toBe(false);
    expect(sesion.leerSesion()).toBeNull();
  });

  it('sin conexión, cerrar sesión no llama al servidor y también olvida la sesión', async () => {
    const { servidor, almacen } = preparar();
    const offline = crearSesionCliente({ baseUrl: 'http://servidor.prueba', fetch: servidor.fetch, almacen, online: () => false, ventana: null });
    await offline.iniciarSesion('tecnico', 'demo1234');
    await offline.cerrarSesion();
    expect(servidor.metodos()).not.toContain('sesion.cerrar');
    expect(offline.leerSesion()).toBeNull();
  });

  it('refresca el token cada 15 minutos con conexión y avisa del nuevo', async () => {
    const { sesion, servidor, avanzar } = preparar();
    const primera = await sesion.iniciarSesion('tecnico', 'demo1234');
    const vistas: (string | null)[] = [];
    const dejar = sesion.seguirSesion((s) => vistas.push(s?.token ?? null));
    await new Promise((r) => setTimeout(r, 60));
    expect(servidor.metodos()).not.toContain('token.refrescar');
    avanzar(REFRESCO_TOKEN_MS);
    await vi.waitFor(() => expect(servidor.metodos()).toContain('token.refrescar'), { timeout: 2000 });
    await vi.waitFor(() => expect(sesion.leerSesion()?.token).not.toBe(primera.token), { timeout: 2000 });
    expect(vistas.at(-1)).toBe(sesion.leerSesion()?.token);
    expect(sesion.leerSesion()?.desde).not.toBe(primera.desde);
    dejar();
  });
});
