import { describe, expect, it } from 'vitest';
import { MENSAJES } from '../errores';
import { definirMetodo, METODOS_EN_LINEA } from '../metodos-en-linea';
import { z } from '../zod';
import { crearClienteRpc, ErrorRespuesta, ErrorRpc, ErrorSesion, ErrorTransporte, leerRetryAfter, MENSAJE_RESPUESTA_NO_VALIDA, REINTENTAR_TRAS_MAXIMO_MS, type FuncionFetch } from './rpc';

/** Un método de prueba que acepta cualquier respuesta: las pruebas del transporte. */
const x = definirMetodo({ nombre: 'x', params: z.object({}).optional(), resultado: z.unknown() });
const syncPull = definirMetodo({ nombre: 'sync.pull', params: z.object({}).optional(), resultado: z.unknown() });

const responder = (cuerpo: unknown, status = 200): FuncionFetch => async () => new Response(JSON.stringify(cuerpo), { status });

const cliente = (fetch: FuncionFetch, online = true) => crearClienteRpc({ url: 'http://x/api/', token: () => 'tok', fetch, online: () => online });

describe('cliente JSON-RPC', () => {
  it('manda el token y el método; devuelve el resultado', async () => {
    let visto: { auth: string | null; cuerpo: unknown } | null = null;
    const rpc = cliente(async (_url, init) => {
      visto = { auth: new Headers(init?.headers).get('Authorization'), cuerpo: JSON.parse(String(init?.body)) };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 'parametro.select', result: [{ clave: 'a', valor: '1' }] }));
    });
    expect(await rpc.leer(METODOS_EN_LINEA.parametroSelect, { claves: ['a'] })).toEqual([{ clave: 'a', valor: '1' }]);
    expect(visto).toEqual({ auth: 'Bearer tok', cuerpo: { jsonrpc: '2.0', id: 'parametro.select', method: 'parametro.select', params: { claves: ['a'] } } });
  });

  it('los lotes vuelven como mapa por nombre, con los errores tipados', async () => {
    const rpc = cliente(responder([
      { jsonrpc: '2.0', id: 'b', error: { code: -32014, message: 'El parte no está pendiente' } },
      { jsonrpc: '2.0', id: 'a', result: { ok: 1 } },
      { jsonrpc: '2.0', id: 'c', error: { code: -32603, message: 'Error interno' } },
    ]));
    const r = await rpc.lote([{ nombre: 'a', metodo: 'm1' }, { nombre: 'b', metodo: 'm2' }, { nombre: 'c', metodo: 'm3' }]);
    expect(r.get('a')).toEqual({ ok: true, resultado: { ok: 1 } });
    const b = r.get('b');
    expect(b?.ok).toBe(false);
    if (b && !b.ok) {
      expect(b.error).toBeInstanceOf(ErrorRpc);
      expect(b.error.message).toBe('El parte no está pendiente');
      expect(b.error.definitivo).toBe(true);
    }
    const c = r.get('c');
    expect(c && !c.ok && c.error.definitivo).toBe(false);
  });

  it('403 es un error de sesión; 5xx y la red son transitorios con el mensaje que toca', async () => {
    await expect(cliente(responder({ jsonrpc: '2.0', id: null, error: { code: -32001, message: MENSAJES.sesionInvalidada } }, 403)).leer(x)).rejects.toBeInstanceOf(ErrorSesion);
    const e500 = await cliente(responder({ error: 'boom' }, 502)).leer(x).catch((e: unknown) => e);
    expect(e500).toBeInstanceOf(ErrorTransporte);
    expect(e500).toMatchObject({ message: MENSAJES.sinServidor, estadoHttp: 502 });
    const sinRed: FuncionFetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(cliente(sinRed, false).leer(x)).rejects.toThrow(MENSAJES.sinInternet);
    await expect(cliente(sinRed, true).leer(x)).rejects.toThrow(MENSAJES.sinServidor);
    await expect(cliente(responder('<html>', 200)).leer(x)).rejects.toBeInstanceOf(ErrorTransporte);
  });

  it('503 con Retry-After (el servidor ocupado): transitorio, con la espera pedida y el mensaje del servidor', async () => {
    const ocupado = (cabeceras: Record<string, string>): FuncionFetch => async () =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32023, message: 'El servidor está ocupado: dentro de 7 s' } }), { status: 503, headers: cabeceras });
    const e = await cliente(ocupado({ 'retry-after': '7' })).lote([{ nombre: 'a', metodo: 'm' }]).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ErrorTransporte);
    expect(e).toMatchObject({ estadoHttp: 503, reintentarTrasMs: 7_000, message: 'El servidor está ocupado: dentro de 7 s' });
    // Sin Retry-After, un 503 es uno más: espera creciente y el mensaje de siempre.
    expect(await cliente(ocupado({})).leer(x).catch((x: unknown) => x)).toMatchObject({ estadoHttp: 503, reintentarTrasMs: null, message: MENSAJES.sinServidor });
    expect(leerRetryAfter('0')).toBe(0);
    expect(leerRetryAfter(' 12 ')).toBe(12_000);
    expect(leerRetryAfter('999999')).toBe(REINTENTAR_TRAS_MAXIMO_MS);
    expect(leerRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30_000);
    expect(leerRetryAfter('pronto')).toBeNull();
    expect(leerRetryAfter(null)).toBeNull();
  });

  it('los rechazos por los límites del servidor (-32020 ocupado, -32021 demasiado grande) son transitorios: se reintentan', async () => {
    // Códigos de server/rpc/errores.ts (CODIGOS_RPC.ocupado y limitePeticion): fuera de los definitivos.
    const ocupado = await cliente(responder({ jsonrpc: '2.0', id: 'sync.pull', error: { code: -32020, message: 'Tienes demasiadas descargas en curso' } })).leer(syncPull).catch((x: unknown) => x);
    expect(ocupado).toBeInstanceOf(ErrorRpc);
    expect(ocupado).toMatchObject({ codigo: -32020, definitivo: false });
    const r = await cliente(responder([
      { jsonrpc: '2.0', id: 'a', result: 1 },
      { jsonrpc: '2.0', id: 'b', error: { code: -32021, message: 'La respuesta es demasiado grande: pide menos datos en cada petición' } },
    ])).lote([{ nombre: 'a', metodo: 'm' }, { nombre: 'b', metodo: 'm' }]);
    const b = r.get('b');
    expect(b && !b.ok && b.error.definitivo).toBe(false);
  });

  it('un error JSON-RPC de una llamada suelta se lanza como ErrorRpc con su código', async () => {
    const e = await cliente(responder({ jsonrpc: '2.0', id: 'x', error: { code: -32602, message: 'Parámetros no válidos' } }, 400)).leer(x).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ErrorRpc);
    expect(e).toMatchObject({ codigo: -32602, message: 'Parámetros no válidos', definitivo: true });
  });

  it('la respuesta se valida con el esquema declarado del método: otra forma es un ErrorRespuesta en español, transitorio', async () => {
    const pagina = { documentos: [], eliminados: [], checkpoint: 3, cursor: null, hayMas: false, resincronizar: false };
    const bien = await cliente(responder({ jsonrpc: '2.0', id: 'sync.pull', result: pagina })).leer(METODOS_EN_LINEA.syncPull, { checkpoint: 0 });
    expect(bien).toEqual(pagina);
    const mal = await cliente(responder({ jsonrpc: '2.0', id: 'sync.pull', result: { ...pagina, documentos: [{ coleccion: 'inventada', doc: {} }] } }))
      .leer(METODOS_EN_LINEA.syncPull, { checkpoint: 0 })
      .catch((e: unknown) => e);
    expect(mal).toBeInstanceOf(ErrorRespuesta);
    expect(mal).toBeInstanceOf(ErrorTransporte);
    expect(mal).toMatchObject({ message: `${MENSAJE_RESPUESTA_NO_VALIDA} (sync.pull, en documentos.0.coleccion)`, metodo: 'sync.pull' });
    const nulo = await cliente(responder({ jsonrpc: '2.0', id: 'sobre.enviar', result: null })).leer(METODOS_EN_LINEA.sobreEnviar, {
      idsobre: 's', idpresupuestocli: 'p', idfichero: 'f', asunto: 'A', destinatarios: [{ iddestinatario_sobre: 'd', nombre: 'N', email: 'n@x.es' }],
    }).catch((e: unknown) => e);
    expect(nulo).toMatchObject({ message: `${MENSAJE_RESPUESTA_NO_VALIDA} (sobre.enviar)` });
  });

  it('los parámetros que se pueden omitir no viajan; los demás van tal cual', async () => {
    const cuerpos: unknown[] = [];
    const rpc = cliente(async (_url, init) => {
      cuerpos.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 'token.refrescar', result: { token: 't2' } }));
    });
    expect(await rpc.leer(METODOS_EN_LINEA.tokenRefrescar)).toEqual({ token: 't2' });
    expect(cuerpos).toEqual([{ jsonrpc: '2.0', id: 'token.refrescar', method: 'token.refrescar' }]);
  });
});
