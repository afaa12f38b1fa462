/**
 * Contrato de POST /api/ (JSON-RPC 2.0) en PGlite y en PostgreSQL real: errores del protocolo con sus
 * códigos y mensajes en español, lotes en orden y sin paralelismo, sesión (403), límite de tamaño (413)
 * y parametro.select. Los métodos de prueba se montan aquí; no depende de la sincronización.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ErrorNegocio, esRechazoDefinitivo } from '../../replication/errores';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, USUARIO_TECNICO, type AppPrueba } from '../http/app-prueba';
import { contextoSinBase } from './contexto-prueba';
import { crearDespachador } from './servidor';
import { definirMetodo, type ContextoRpc, type MetodoRpc } from './tipos';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Registro de las llamadas a prueba.anotar: orden y cuántas corren a la vez. */
const anotaciones: string[] = [];
let enCurso = 0;
let maxEnCurso = 0;

const metodosPrueba: MetodoRpc[] = [
  definirMetodo({
    nombre: 'prueba.eco',
    params: z.object({ texto: z.string().max(10), lista: z.array(z.number()).optional() }),
    ejecutar: async (p) => p,
  }),
  definirMetodo({
    nombre: 'prueba.anotar',
    params: z.object({ valor: z.string(), esperaMs: z.number().int().min(0).max(500) }),
    ejecutar: async (p) => {
      enCurso += 1;
      maxEnCurso = Math.max(maxEnCurso, enCurso);
      await esperar(p.esperaMs);
      anotaciones.push(p.valor);
      enCurso -= 1;
      return anotaciones.length;
    },
  }),
  definirMetodo({
    nombre: 'prueba.negocio',
    params: z.object({}).optional(),
    ejecutar: async () => {
      throw new ErrorNegocio('regla', 'El parte no está pendiente');
    },
  }),
  definirMetodo({
    nombre: 'prueba.rompe',
    params: z.object({}).optional(),
    ejecutar: async () => {
      throw new Error('detalle secreto del servidor');
    },
  }),
  definirMetodo({ nombre: 'prueba.nada', params: z.unknown(), ejecutar: async () => undefined }),
  definirMetodo({ nombre: 'prueba.bigint', params: z.unknown(), ejecutar: async () => ({ n: 1n }) }),
  definirMetodo({
    nombre: 'prueba.quien',
    params: z.unknown(),
    ejecutar: async (_p, ctx) => ({ login: ctx.usuario.login, ambito: ctx.ambito, tieneToken: ctx.idtoken.length > 0 }),
  }),
];

const LIMITE = 64 * 1024;
const SESION_INVALIDADA = { jsonrpc: '2.0', id: null, error: { code: -32001, message: 'La sesión se ha invalidado desde el servidor' } };

describe.each(BACKENDS)('POST /api/ sobre $nombre', (backend) => {
  let p: AppPrueba;
  let token: string;

  const api = (payload: string, opciones: { token?: string | null; tipo?: string | null; url?: string } = {}) => {
    const headers: Record<string, string> = {};
    const t = opciones.token === undefined ? token : opciones.token;
    if (t !== null) headers.authorization = `Bearer ${t}`;
    const tipo = opciones.tipo === undefined ? 'application/json' : opciones.tipo;
    if (tipo !== null) headers['content-type'] = tipo;
    return p.app.inject({ method: 'POST', url: opciones.url ?? '/api/', headers, payload });
  };
  const llamar = async (cuerpo: unknown) => {
    const r = await api(JSON.stringify(cuerpo));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    return r.json();
  };

  beforeAll(async () => {
    p = await montarAppPrueba(backend, { metodos: metodosPrueba, limiteApiBytes: LIMITE });
    token = await p.token(USUARIO_TECNICO.login);
  });
  afterAll(async () => {
    await p.cerrar();
  });

  it('una llamada correcta devuelve su resultado con el mismo id, y el contexto trae la sesión', async () => {
    expect(await llamar({ jsonrpc: '2.0', id: 7, method: 'prueba.eco', params: { texto: 'hola' } }))
      .toEqual({ jsonrpc: '2.0', id: 7, result: { texto: 'hola' } });
    expect(await llamar({ jsonrpc: '2.0', id: 'a', method: 'prueba.quien' }))
      .toEqual({ jsonrpc: '2.0', id: 'a', result: { login: 'ana.tecnica', ambito: 'propio', tieneToken: true } });
  });

  it('también responde en /api sin barra final', async () => {
    const r = await api(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prueba.eco', params: { texto: 'x' } }), { url: '/api' });
    expect(r.json()).toEqual({ jsonrpc: '2.0', id: 1, result: { texto: 'x' } });
  });

  it('-32700 con JSON mal formado o cuerpo vacío', async () => {
    for (const cuerpo of ['{"jsonrpc": "2.0", "method": ', 'hola', '']) {
      const r = await api(cuerpo);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'JSON mal formado' } });
    }
  });

  it('-32600 con lo que no es una petición JSON-RPC, y con un lote vacío', async () => {
    const noValida = (id: string | number | null) => ({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Petición JSON-RPC no válida' } });
    expect(await llamar(5)).toEqual(noValida(null));
    expect(await llamar('texto')).toEqual(noValida(null));
    expect(await llamar(null)).toEqual(noValida(null));
    expect(await llamar([])).toEqual(noValida(null));
    expect(await llamar({ id: 1, method: 'prueba.eco' })).toEqual(noValida(1));
    expect(await llamar({ jsonrpc: '1.0', id: 2, method: 'prueba.eco' })).toEqual(noValida(2));
    expect(await llamar({ jsonrpc: '2.0', id: 3, method: 42 })).toEqual(noValida(3));
    expect(await llamar({ jsonrpc: '2.0', id: { raro: true }, method: 'prueba.eco' })).toEqual(noValida(null));
    expect(await llamar({ jsonrpc: '2.0', id: 4, method: 'prueba.eco', params: 'texto' })).toEqual(noValida(4));
  });

  it('-32601 con un método que no existe, con su nombre', async () => {
    expect(await llamar({ jsonrpc: '2.0', id: 9, method: 'no.existe' }))
      .toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32601, message: 'Método no encontrado: no.existe' } });
  });

  it('-32602 con parámetros que no pasan el esquema: resumen en español con la ruta de cada campo', async () => {
    const r = await llamar({ jsonrpc: '2.0', id: 10, method: 'prueba.eco', params: { texto: 'demasiado largo', lista: [1, 'dos'] } });
    expect(r.error.code).toBe(-32602);
    expect(r.error.message).toBe(
      'Parámetros no válidos: texto: Demasiado grande: se esperaba que texto tuviera <=10 caracteres; lista[1]: Entrada inválida: se esperaba número, recibido texto',
    );
    const sin = await llamar({ jsonrpc: '2.0', id: 11, method: 'prueba.eco' });
    expect(sin.error).toEqual({ code: -32602, message: 'Parámetros no válidos: Entrada inválida: se esperaba objeto, recibido indefinido' });
  });

  it('ErrorNegocio llega con su código y su mensaje', async () => {
    expect(await llamar({ jsonrpc: '2.0', id: 12, method: 'prueba.negocio' }))
      .toEqual({ jsonrpc: '2.0', id: 12, error: { code: -32014, message: 'El parte no está pendiente' } });
  });

  it('-32603 sin detalles ante un fallo interno o un resultado que no se puede serializar; el servidor sigue', async () => {
    const r = await api(JSON.stringify([
      { jsonrpc: '2.0', id: 13, method: 'prueba.bigint' },
      { jsonrpc: '2.0', id: 14, method: 'prueba.nada' },
      { jsonrpc: '2.0', id: 15, method: 'prueba.rompe' },
    ]));
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('secreto');
    expect(r.body).not.toContain('at ');
    expect(r.json()).toEqual([
      { jsonrpc: '2.0', id: 13, error: { code: -32603, message: 'Error interno del servidor' } },
      { jsonrpc: '2.0', id: 14, result: null },
      { jsonrpc: '2.0', id: 15, error: { code: -32603, message: 'Error interno del servidor' } },
    ]);
    expect(await llamar({ jsonrpc: '2.0', id: 16, method: 'prueba.eco', params: { texto: 'sigo' } })).toEqual({ jsonrpc: '2.0', id: 16, result: { texto: 'sigo' } });
  });

  it('tras un fallo interno, lo que sigue en el lote no se ejecuta (-32022, transitorio): un cambio posterior no adelanta al que falló', async () => {
    anotaciones.length = 0;
    const r = await llamar([
      { jsonrpc: '2.0', id: 1, method: 'prueba.anotar', params: { valor: 'antes', esperaMs: 0 } },
      { jsonrpc: '2.0', id: 2, method: 'prueba.negocio' },
      { jsonrpc: '2.0', id: 3, method: 'prueba.anotar', params: { valor: 'tras el rechazo', esperaMs: 0 } },
      { jsonrpc: '2.0', id: 4, method: 'prueba.rompe' },
      { jsonrpc: '2.0', id: 5, method: 'prueba.anotar', params: { valor: 'después', esperaMs: 0 } },
      { jsonrpc: '2.0', method: 'prueba.anotar', params: { valor: 'notificación', esperaMs: 0 } },
      { jsonrpc: '2.0', id: 6, method: 'prueba.eco', params: { texto: 'tampoco' } },
    ]);
    const interrumpida = (id: number) => ({
      jsonrpc: '2.0', id,
      error: { code: -32022, message: 'No se ha ejecutado porque una llamada anterior del mismo lote falló en el servidor; se volverá a intentar' },
    });
    expect(r).toEqual([
      { jsonrpc: '2.0', id: 1, result: 1 },
      { jsonrpc: '2.0', id: 2, error: { code: -32014, message: 'El parte no está pendiente' } },
      { jsonrpc: '2.0', id: 3, result: 2 },
      { jsonrpc: '2.0', id: 4, error: { code: -32603, message: 'Error interno del servidor' } },
      interrumpida(5),
      interrumpida(6),
    ]);
    // Un rechazo de negocio es definitivo y el lote sigue; tras el fallo interno no se ejecutó nada.
    expect(anotaciones).toEqual(['antes', 'tras el rechazo']);
    expect(esRechazoDefinitivo(-32022)).toBe(false);
    // La petición siguiente se ejecuta entera.
    expect(await llamar({ jsonrpc: '2.0', id: 7, method: 'prueba.eco', params: { texto: 'sigo' } })).toEqual({ jsonrpc: '2.0', id: 7, result: { texto: 'sigo' } });
  });

  it('un lote que mezcla llamadas buenas y malas: cada una independiente, en orden, sin respuesta para las notificaciones', async () => {
    const r = await llamar([
      { jsonrpc: '2.0', id: 1, method: 'prueba.eco', params: { texto: 'uno' } },
      { jsonrpc: '2.0', id: 2, method: 'no.existe' },
      { jsonrpc: '2.0', method: 'prueba.eco', params: { texto: 'notificación' } },
      { jsonrpc: '2.0', id: 3, method: 'prueba.eco', params: { texto: 12 } },
      7,
      { jsonrpc: '2.0', id: 4, method: 'prueba.negocio' },
      { jsonrpc: '2.0', method: 'no.existe.tampoco' },
      { jsonrpc: '2.0', id: 5, method: 'prueba.eco', params: { texto: 'cinco' } },
    ]);
    expect(r).toEqual([
      { jsonrpc: '2.0', id: 1, result: { texto: 'uno' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Método no encontrado: no.existe' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Parámetros no válidos: texto: Entrada inválida: se esperaba texto, recibido número' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Petición JSON-RPC no válida' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32014, message: 'El parte no está pendiente' } },
      { jsonrpc: '2.0', id: 5, result: { texto: 'cinco' } },
    ]);
  });

  it('un lote se procesa en orden, una llamada detrás de otra (nunca en paralelo)', async () => {
    anotaciones.length = 0;
    maxEnCurso = 0;
    const r = await llamar([
      { jsonrpc: '2.0', id: 'a', method: 'prueba.anotar', params: { valor: 'a', esperaMs: 120 } },
      { jsonrpc: '2.0', id: 'b', method: 'prueba.anotar', params: { valor: 'b', esperaMs: 0 } },
      { jsonrpc: '2.0', method: 'prueba.anotar', params: { valor: 'c', esperaMs: 60 } },
      { jsonrpc: '2.0', id: 'd', method: 'prueba.anotar', params: { valor: 'd', esperaMs: 0 } },
    ]);
    expect(anotaciones).toEqual(['a', 'b', 'c', 'd']);
    expect(maxEnCurso).toBe(1);
    expect(r).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 1 },
      { jsonrpc: '2.0', id: 'b', result: 2 },
      { jsonrpc: '2.0', id: 'd', result: 4 },
    ]);
  });

  it('un lote de una sola llamada responde con una lista de una; solo notificaciones: 204 sin cuerpo', async () => {
    expect(await llamar([{ jsonrpc: '2.0', id: 1, method: 'prueba.eco', params: { texto: 'x' } }]))
      .toEqual([{ jsonrpc: '2.0', id: 1, result: { texto: 'x' } }]);
    const r = await api(JSON.stringify([{ jsonrpc: '2.0', method: 'prueba.eco', params: { texto: 'x' } }, { jsonrpc: '2.0', method: 'no.existe' }]));
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    const una = await api(JSON.stringify({ jsonrpc: '2.0', method: 'prueba.rompe' }));
    expect(una.statusCode).toBe(204);
  });

  it('tipo de contenido equivocado: -32600 con mensaje en español (nunca 500)', async () => {
    const esperado = { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'La petición JSON-RPC debe enviarse con Content-Type: application/json' } };
    const cuerpo = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prueba.eco', params: { texto: 'x' } });
    for (const tipo of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null, 'no es un tipo']) {
      const r = await api(cuerpo, { tipo });
      expect(r.statusCode, String(tipo)).toBe(200);
      expect(r.json(), String(tipo)).toEqual(esperado);
    }
    const conCharset = await api(cuerpo, { tipo: 'application/json; charset=utf-8' });
    expect(conCharset.json()).toEqual({ jsonrpc: '2.0', id: 1, result: { texto: 'x' } });
  });

  it('un cuerpo por encima del límite: HTTP 413 con un error JSON-RPC en español', async () => {
    const grande = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prueba.eco', params: { texto: 'x'.repeat(LIMITE) } });
    const r = await api(grande);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'La petición es demasiado grande' } });
    expect(await llamar({ jsonrpc: '2.0', id: 2, method: 'prueba.eco', params: { texto: 'sigo' } })).toEqual({ jsonrpc: '2.0', id: 2, result: { texto: 'sigo' } });
  });

  it('403 con -32001 sin token, con una cabecera mal formada o con un token desconocido', async () => {
    const cuerpo = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prueba.eco', params: { texto: 'x' } });
    for (const t of [null, '', 'x'.repeat(43), 'A'.repeat(43), `${token}x`]) {
      const r = await api(cuerpo, { token: t });
      expect(r.statusCode, String(t)).toBe(403);
      expect(r.json(), String(t)).toEqual(SESION_INVALIDADA);
    }
    const basic = await p.app.inject({ method: 'POST', url: '/api/', headers: { authorization: `Basic ${token}`, 'content-type': 'application/json' }, payload: cuerpo });
    expect(basic.statusCode).toBe(403);
    expect(basic.json()).toEqual(SESION_INVALIDADA);
  });

  it('parametro.select devuelve todos los parámetros, o los de las claves pedidas', async () => {
    await p.db.query(
      `INSERT INTO parametro (id, doc, ambito)
       SELECT e->>'idparametro', e, ARRAY['*'] FROM jsonb_array_elements($1::jsonb) e`,
      [JSON.stringify([
        { idparametro: '1', clave: 'EMPRESA', valor: 'Seguridad Ibérica' },
        { idparametro: '2', clave: 'IVA', valor: '21' },
        { idparametro: '3', clave: 'MONEDA', valor: 'EUR' },
      ])],
    );
    expect((await llamar({ jsonrpc: '2.0', id: 1, method: 'parametro.select' })).result).toEqual([
      { clave: 'EMPRESA', valor: 'Seguridad Ibérica' },
      { clave: 'IVA', valor: '21' },
      { clave: 'MONEDA', valor: 'EUR' },
    ]);
    expect((await llamar({ jsonrpc: '2.0', id: 2, method: 'parametro.select', params: { claves: ['MONEDA', 'IVA', 'NO_EXISTE'] } })).result).toEqual([
      { clave: 'IVA', valor: '21' },
      { clave: 'MONEDA', valor: 'EUR' },
    ]);
    expect((await llamar({ jsonrpc: '2.0', id: 3, method: 'parametro.select', params: { claves: 'IVA' } })).error.code).toBe(-32602);
  });
});

describe('crearDespachador', () => {
  const ctx = contextoSinBase;

  it('registra los fallos internos con el nombre del método, y no los de negocio ni los de parámetros', async () => {
    const registrarError = vi.fn();
    const d = crearDespachador(metodosPrueba, { registrarError });
    await d.procesar([
      { jsonrpc: '2.0', id: 1, method: 'prueba.negocio' },
      { jsonrpc: '2.0', id: 2, method: 'prueba.eco', params: {} },
      { jsonrpc: '2.0', id: 3, method: 'prueba.rompe' },
    ], ctx);
    expect(registrarError).toHaveBeenCalledTimes(1);
    expect(registrarError).toHaveBeenCalledWith(expect.objectContaining({ message: 'detalle secreto del servidor' }), 'prueba.rompe');
  });

  it('rechaza dos métodos con el mismo nombre', () => {
    expect(() => crearDespachador([...metodosPrueba, metodosPrueba[0] as MetodoRpc])).toThrow('Método RPC repetido: prueba.eco');
  });

  describe('límites por petición', () => {
    let ejecutadas = 0;
    /** Barreras de prueba.lenta: cada llamada espera hasta que se la suelta. */
    const esperando: (() => void)[] = [];
    const metodosLimites: MetodoRpc[] = [
      definirMetodo({
        nombre: 'prueba.bloque',
        params: z.object({ bytes: z.number().int().min(0) }),
        ejecutar: async (p) => {
          ejecutadas += 1;
          return 'x'.repeat(p.bytes);
        },
        pesado: true,
      }),
      definirMetodo({
        nombre: 'prueba.cuota',
        params: z.object({ bytes: z.number().int().min(0) }),
        ejecutar: async (p) => {
          ejecutadas += 1;
          return 'x'.repeat(p.bytes);
        },
        pesado: true,
        porPeticion: { llamadas: 3, bytes: 250 },
      }),
      definirMetodo({
        nombre: 'prueba.lenta',
        params: z.object({}),
        ejecutar: async () => {
          ejecutadas += 1;
          await new Promise<void>((r) => esperando.push(r));
          return 'hecho';
        },
        pesado: true,
      }),
      definirMetodo({
        nombre: 'prueba.ligera',
        params: z.object({}),
        ejecutar: async () => {
          ejecutadas += 1;
          return 'ok';
        },
      }),
    ];
    const limites = { llamadasPorLote: 5, bytesRespuesta: 1000, pesadasPorUsuario: 2 };
    const llamada = (id: number, method: string, params: unknown = {}) => ({ jsonrpc: '2.0', id, method, params });
    const procesar = async (d: ReturnType<typeof crearDespachador>, cuerpo: unknown, c: ContextoRpc = ctx): Promise<unknown> => {
      const r = await d.procesar(cuerpo, c);
      return r === null ? null : JSON.parse(r.toString('utf8'));
    };
    const grande = (id: number) => ({ jsonrpc: '2.0', id, error: { code: -32021, message: 'La respuesta es demasiado grande: pide menos datos en cada petición' } });

    it('un lote con más llamadas que el límite se rechaza entero (-32600) sin ejecutar ninguna', async () => {
      const d = crearDespachador(metodosLimites, { limites });
      ejecutadas = 0;
      const seis = Array.from({ length: 6 }, (_, i) => llamada(i, 'prueba.ligera'));
      expect(await procesar(d, seis)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Demasiadas llamadas en un lote: como máximo 5 por petición' } });
      expect(ejecutadas).toBe(0);
      expect(await procesar(d, seis.slice(1))).toHaveLength(5);
      expect(ejecutadas).toBe(5);
    });

    it('gastado el presupuesto de bytes, las llamadas que quedan no se ejecutan; la que sola no cabe, tampoco se devuelve', async () => {
      const d = crearDespachador(metodosLimites, { limites: { ...limites, llamadasPorLote: 10 } });
      ejecutadas = 0;
      const r = await procesar(d, [
        llamada(1, 'prueba.bloque', { bytes: 400 }),
        llamada(2, 'prueba.bloque', { bytes: 400 }),
        llamada(3, 'prueba.bloque', { bytes: 400 }),
        llamada(4, 'prueba.ligera'),
        { jsonrpc: '2.0', method: 'prueba.ligera', params: {} },
        llamada(5, 'prueba.bloque', { bytes: 1 }),
      ]);
      expect(r).toEqual([
        { jsonrpc: '2.0', id: 1, result: 'x'.repeat(400) },
        { jsonrpc: '2.0', id: 2, result: 'x'.repeat(400) },
        grande(3), grande(4), grande(5),
      ]);
      expect(ejecutadas).toBe(3);
      // Una llamada suelta cuyo resultado solo ya no cabe; la petición siguiente empieza con el presupuesto entero.
      expect(await procesar(d, llamada(6, 'prueba.bloque', { bytes: 2000 }))).toEqual(grande(6));
      expect(await procesar(d, llamada(7, 'prueba.bloque', { bytes: 900 }))).toEqual({ jsonrpc: '2.0', id: 7, result: 'x'.repeat(900) });
    });

    it('un resultado que no cabe en una cadena (RangeError al serializar) es el error de respuesta grande, no un 500', async () => {
      const d = crearDespachador([
        definirMetodo({
          nombre: 'prueba.enorme',
          params: z.unknown(),
          ejecutar: async () => ({ toJSON: () => { throw new RangeError('Invalid string length'); } }),
        }),
      ], { limites });
      expect(await procesar(d, [llamada(1, 'prueba.enorme'), llamada(2, 'prueba.enorme')])).toEqual([grande(1), grande(2)]);
    });

    it('la cuota por petición de un método: resultados y bytes; el primero se sirve aunque pase de los bytes; los errores no cuentan', async () => {
      const d = crearDespachador(metodosLimites, { limites });
      const cuota = (id: number) => ({ jsonrpc: '2.0', id, error: { code: -32021, message: 'Demasiadas llamadas a prueba.cuota en una sola petición: como máximo 3 y 250 bytes; pide el resto en otra petición' } });
      ejecutadas = 0;
      const porLlamadas = await procesar(d, [1, 2, 3, 4].map((i) => llamada(i, 'prueba.cuota', { bytes: 10 })));
      expect(porLlamadas).toEqual([
        { jsonrpc: '2.0', id: 1, result: 'x'.repeat(10) },
        { jsonrpc: '2.0', id: 2, result: 'x'.repeat(10) },
        { jsonrpc: '2.0', id: 3, result: 'x'.repeat(10) },
        cuota(4),
      ]);
      expect(ejecutadas).toBe(3);
      ejecutadas = 0;
      const porBytes = await procesar(d, [
        llamada(1, 'prueba.cuota', { bytes: 300 }),
        llamada(2, 'prueba.cuota', { bytes: 10 }),
        llamada(3, 'prueba.ligera'),
      ]);
      expect(porBytes).toEqual([{ jsonrpc: '2.0', id: 1, result: 'x'.repeat(300) }, cuota(2), { jsonrpc: '2.0', id: 3, result: 'ok' }]);
      expect(ejecutadas).toBe(2);
      ejecutadas = 0;
      const alPasarse = await procesar(d, [1, 2, 3].map((i) => llamada(i, 'prueba.cuota', { bytes: 100 })));
      expect(alPasarse).toEqual([{ jsonrpc: '2.0', id: 1, result: 'x'.repeat(100) }, cuota(2), cuota(3)]);
      expect(ejecutadas).toBe(2);
      // Los errores no devuelven datos: no gastan la cuota.
      const conErrores = await procesar(crearDespachador(metodosLimites, { limites: { ...limites, llamadasPorLote: 10 } }), [
        ...[1, 2, 3, 4].map((i) => llamada(i, 'prueba.cuota', { bytes: 'no' })),
        ...[5, 6, 7].map((i) => llamada(i, 'prueba.cuota', { bytes: 1 })),
      ]);
      expect(Array.isArray(conErrores) && conErrores.map((x: { error?: { code: number } }) => x.error?.code ?? 'ok')).toEqual([-32602, -32602, -32602, -32602, 'ok', 'ok', 'ok']);
    });

    it('una lectura pesada como notificación no se ejecuta; una ligera, sí', async () => {
      const d = crearDespachador(metodosLimites, { limites });
      ejecutadas = 0;
      expect(await procesar(d, [{ jsonrpc: '2.0', method: 'prueba.bloque', params: { bytes: 5 } }, { jsonrpc: '2.0', method: 'prueba.ligera', params: {} }])).toBeNull();
      expect(ejecutadas).toBe(1);
    });

    it('peticiones con lecturas pesadas en curso por usuario: la de más se rechaza al momento (-32020); otro usuario y las ligeras siguen', async () => {
      const d = crearDespachador(metodosLimites, { limites });
      const otro: ContextoRpc = { ...ctx, usuario: { ...ctx.usuario, idusuario: `${ctx.usuario.idusuario}-otro` } };
      ejecutadas = 0;
      const primera = procesar(d, llamada(1, 'prueba.lenta'));
      const segunda = procesar(d, [llamada(2, 'prueba.lenta')]);
      await vi.waitFor(() => expect(esperando).toHaveLength(2));
      expect(await procesar(d, [llamada(3, 'prueba.lenta'), llamada(4, 'prueba.ligera')])).toEqual([
        { jsonrpc: '2.0', id: 3, error: { code: -32020, message: 'Tienes demasiadas descargas en curso (como máximo 2 a la vez): vuelve a intentarlo en unos segundos' } },
        { jsonrpc: '2.0', id: 4, result: 'ok' },
      ]);
      const deOtro = procesar(d, llamada(5, 'prueba.lenta'), otro);
      await vi.waitFor(() => expect(esperando).toHaveLength(3));
      for (const soltar of esperando.splice(0)) soltar();
      expect(await primera).toEqual({ jsonrpc: '2.0', id: 1, result: 'hecho' });
      expect(await segunda).toEqual([{ jsonrpc: '2.0', id: 2, result: 'hecho' }]);
      expect(await deOtro).toEqual({ jsonrpc: '2.0', id: 5, result: 'hecho' });
      // Terminadas (también las que fallan), los huecos quedan libres.
      expect(await procesar(d, llamada(6, 'prueba.bloque', { bytes: 'no' }))).toMatchObject({ id: 6, error: { code: -32602 } });
      const otra = procesar(d, llamada(7, 'prueba.lenta'));
      const yOtra = procesar(d, llamada(8, 'prueba.lenta'));
      await vi.waitFor(() => expect(esperando).toHaveLength(2));
      for (const soltar of esperando.splice(0)) soltar();
      expect([await otra, await yOtra]).toEqual([{ jsonrpc: '2.0', id: 7, result: 'hecho' }, { jsonrpc: '2.0', id: 8, result: 'hecho' }]);
      expect(ejecutadas).toBe(6); // 1, 2, 4, 5, 7 y 8: la 3 no llegó a ejecutarse
    });
  });
});
