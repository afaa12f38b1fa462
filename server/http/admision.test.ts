/**
 * La admisión de POST /api/ (admision.ts, issue 33): cuántas peticiones se procesan a la vez, la fila de
 * espera, el 503 con Retry-After y su mensaje en español antes de ejecutar nada, la petición cuyo cliente
 * se fue (no se procesa) y el lote que deja de ejecutarse cuando su cliente se va.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKENDS } from '../db/backends-prueba';
import { contextoSinBase } from '../rpc/contexto-prueba';
import { crearDespachador } from '../rpc/servidor';
import { definirMetodo, type MetodoRpc } from '../rpc/tipos';
import { CODIGO_OCUPADO_SERVIDOR, crearAdmision, type Entrada } from './admision';
import { montarAppPrueba, USUARIO_TECNICO, type AppPrueba } from './app-prueba';

const esperar = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const sinAbandono = (): boolean => false;
const sinAviso = (): void => undefined;

const dentro = (e: Entrada): (() => void) => {
  if (e.tipo !== 'dentro') throw new Error(`Esperaba entrar y fue ${e.tipo}`);
  return e.salir;
};

describe('crearAdmision', () => {
  it('el Retry-After crece con los que esperan fuera: muchos rechazos seguidos piden esperar más', async () => {
    let t = 0;
    const a = crearAdmision({ aLaVez: 1, enEspera: 0, esperaMaximaMs: 1000, esperaBase: 50 }, () => null, () => t);
    const salir = dentro(await a.entrar(sinAbandono, sinAviso));
    // Una petición de 2 s: la media pasa de 200 ms a 380 ms.
    t = 2_000;
    salir();
    dentro(await a.entrar(sinAbandono, sinAviso));
    const esperas: number[] = [];
    for (let i = 0; i < 400; i++) {
      const e = await a.entrar(sinAbandono, sinAviso);
      if (e.tipo !== 'rechazada') throw new Error('Esperaba un rechazo');
      esperas.push(e.reintentarTrasS);
      t += 20;
    }
    expect(esperas[0]).toBe(1);
    expect(esperas.at(-1)).toBeGreaterThan(esperas[0] ?? 0);
    expect(Math.max(...esperas)).toBeLessThanOrEqual(60);
  });

  it('procesa `aLaVez`, pone en fila hasta `enEspera` y rechaza el resto al momento con un Retry-After de 1 a 60 s', async () => {
    const a = crearAdmision({ aLaVez: 2, enEspera: 1, esperaMaximaMs: 60_000, esperaBase: 50 });
    const s1 = dentro(await a.entrar(sinAbandono, sinAviso));
    dentro(await a.entrar(sinAbandono, sinAviso));
    let tercera: Entrada | null = null;
    const enFila = a.entrar(sinAbandono, sinAviso).then((e) => (tercera = e));
    const cuarta = await a.entrar(sinAbandono, sinAviso);
    expect(cuarta).toMatchObject({ tipo: 'rechazada', motivo: 'fila llena' });
    if (cuarta.tipo !== 'rechazada') throw new Error('inalcanzable');
    expect(cuarta.reintentarTrasS).toBeGreaterThanOrEqual(1);
    expect(cuarta.reintentarTrasS).toBeLessThanOrEqual(60);
    expect(a.cuentas()).toEqual({ enCurso: 2, enEspera: 1, rechazadas: 1, abandonadas: 0 });
    await esperar(5);
    expect(tercera, 'la de la fila espera a que salga una').toBeNull();
    s1();
    s1(); // salir dos veces no libera dos turnos
    expect((await enFila).tipo).toBe('dentro');
    expect(a.cuentas()).toMatchObject({ enCurso: 2, enEspera: 0 });
  });

  it('la petición cuyo cliente se fue mientras esperaba no se procesa: su turno pasa a la siguiente', async () => {
    const a = crearAdmision({ aLaVez: 1, enEspera: 5, esperaMaximaMs: 60_000, esperaBase: 50 });
    const salir = dentro(await a.entrar(sinAbandono, sinAviso));
    let ida = false;
    const primera = a.entrar(() => ida, sinAviso);
    let avisar = (): void => undefined;
    const segunda = a.entrar(sinAbandono, (fn) => {
      avisar = fn;
    });
    let avisarTercera = (): void => undefined;
    const tercera = a.entrar(sinAbandono, (fn) => {
      avisarTercera = fn;
    });
    // La tercera se va (conexión cerrada) mientras espera: sale de la fila al momento.
    avisarTercera();
    expect(await tercera).toEqual({ tipo: 'abandonada' });
    ida = true;
    salir();
    expect(await primera).toEqual({ tipo: 'abandonada' });
    expect((await segunda).tipo).toBe('dentro');
    avisar(); // ya dentro: avisar de que se fue no cambia nada
    expect(a.cuentas()).toEqual({ enCurso: 1, enEspera: 0, rechazadas: 0, abandonadas: 2 });
  });

  it('la que espera más de `esperaMaximaMs` sale con 503; con la base atrasada, 503 aunque haya sitio', async () => {
    const a = crearAdmision({ aLaVez: 1, enEspera: 5, esperaMaximaMs: 30, esperaBase: 50 });
    dentro(await a.entrar(sinAbandono, sinAviso));
    expect(await a.entrar(sinAbandono, sinAviso)).toMatchObject({ tipo: 'rechazada', motivo: 'espera agotada' });
    let esperando = 51;
    const b = crearAdmision({ aLaVez: 10, enEspera: 10, esperaMaximaMs: 1000, esperaBase: 50 }, () => ({ esperandoConexion: esperando, ocupadas: 10 }));
    expect(await b.entrar(sinAbandono, sinAviso)).toMatchObject({ tipo: 'rechazada', motivo: 'base atrasada' });
    esperando = 50;
    expect((await b.entrar(sinAbandono, sinAviso)).tipo).toBe('dentro');
  });
});

describe('despachador: un lote cuyo cliente se fue deja de ejecutarse', () => {
  it('las llamadas que quedan no se ejecutan', async () => {
    const hechas: string[] = [];
    const d = crearDespachador([
      definirMetodo({ nombre: 'prueba.hacer', params: z.object({ v: z.string() }), ejecutar: async (p) => hechas.push(p.v) }),
    ]);
    const lote = ['a', 'b', 'c'].map((v, i) => ({ jsonrpc: '2.0', id: i, method: 'prueba.hacer', params: { v } }));
    const salida = await d.procesar(lote, contextoSinBase, () => hechas.length >= 1);
    expect(salida).toBeNull();
    expect(hechas).toEqual(['a']);
    expect(await d.procesar(lote, contextoSinBase, () => true)).toBeNull();
    expect(hechas).toEqual(['a']);
  });
});

describe('POST /api/ con el proceso ocupado: 503 con Retry-After antes de ejecutar nada', () => {
  let p: AppPrueba;
  let token = '';
  let soltar = (): void => undefined;
  let empezada = (): void => undefined;
  const ejecutadas: string[] = [];
  const metodos: MetodoRpc[] = [
    definirMetodo({
      nombre: 'prueba.retener',
      params: z.object({}),
      ejecutar: async () => {
        empezada();
        await new Promise<void>((r) => {
          soltar = r;
        });
        return 'soltada';
      },
    }),
    definirMetodo({ nombre: 'prueba.anotar', params: z.object({ v: z.string() }), ejecutar: async (q) => ejecutadas.push(q.v) }),
  ];

  beforeAll(async () => {
    const pglite = BACKENDS.find((b) => b.nombre === 'pglite');
    if (!pglite) throw new Error('Sin backend PGlite');
    p = await montarAppPrueba(pglite, { metodos, admision: { aLaVez: 1, enEspera: 0 } });
    token = await p.token(USUARIO_TECNICO.login);
  });
  afterAll(async () => {
    await p?.cerrar();
  });

  const post = (cuerpo: unknown) =>
    p.app.inject({ method: 'POST', url: '/api/', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify(cuerpo) });

  it('rechaza la que no cabe con 503, Retry-After y el error -32023 en español, sin ejecutarla; luego entra', async () => {
    const dentroYa = new Promise<void>((r) => {
      empezada = r;
    });
    const retenida = post({ jsonrpc: '2.0', id: 1, method: 'prueba.retener', params: {} });
    await dentroYa;
    const r = await post([{ jsonrpc: '2.0', id: 'x', method: 'prueba.anotar', params: { v: 'rechazada' } }]);
    expect(r.statusCode).toBe(503);
    expect(r.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(r.headers['cache-control']).toBe('no-store');
    const cuerpo: unknown = r.json();
    expect(cuerpo).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: CODIGO_OCUPADO_SERVIDOR } });
    expect(JSON.stringify(cuerpo)).toContain(`dentro de ${String(r.headers['retry-after'])} s`);
    expect(ejecutadas).toEqual([]);
    soltar();
    expect((await retenida).json()).toMatchObject({ result: 'soltada' });
    const otra = await post([{ jsonrpc: '2.0', id: 'x', method: 'prueba.anotar', params: { v: 'repetida' } }]);
    expect(otra.statusCode).toBe(200);
    expect(ejecutadas).toEqual(['repetida']);
  });
});
