/**
 * La admisión de POST /api/ (admision.ts, issue 33): cuántas peticiones se procesan a la vez, la fila de
 * espera, el 503 con Retry-After y su mensaje en español antes de ejecutar nada, el turno de los
 * rechazados (orden, desplazamiento, turnos falsos o ajenos, Retry-After por su sitio, prórroga), las
 * cuentas por motivo y GET /salud/admision, la petición cuyo cliente se fue (no se procesa) y el lote que
 * deja de ejecutarse cuando su cliente se va.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKENDS } from '../db/backends-prueba';
import { contextoSinBase } from '../rpc/contexto-prueba';
import { crearDespachador } from '../rpc/servidor';
import { definirMetodo, type MetodoRpc } from '../rpc/tipos';
import { CODIGO_OCUPADO_SERVIDOR, crearAdmision, LIMITES_ADMISION, type Entrada, type LimitesAdmision } from './admision';
import { RUTA_CUENTAS_ADMISION } from './cuentas-admision';
import { montarAppPrueba, USUARIO_TECNICO, type AppPrueba } from './app-prueba';

const esperar = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const sinAbandono = (): boolean => false;
const sinAviso = (): void => undefined;

const dentro = (e: Entrada): (() => void) => {
  if (e.tipo !== 'dentro') throw new Error(`Esperaba entrar y fue ${e.tipo}`);
  return e.salir;
};

const lim = (o: Partial<LimitesAdmision>): LimitesAdmision => ({ ...LIMITES_ADMISION, ...o });

const rechazada = (e: Entrada): Extract<Entrada, { tipo: 'rechazada' }> => {
  if (e.tipo !== 'rechazada') throw new Error(`Esperaba un rechazo y fue ${e.tipo}`);
  return e;
};

/** El turno de un rechazo (siempre lo trae mientras no haya demasiados vivos). */
const turnoDe = (e: Entrada): string => {
  const t = rechazada(e).turno;
  if (t === null) throw new Error('El rechazo no trae turno');
  return t;
};

describe('crearAdmision', () => {
  it('el Retry-After crece con los que van delante: muchos rechazos seguidos piden esperar más, hasta el máximo', async () => {
    let t = 0;
    const a = crearAdmision(lim({ aLaVez: 1, enEspera: 0, esperaMaximaMs: 1000 }), () => null, () => t);
    const salir = dentro(await a.entrar(sinAbandono, sinAviso));
    // Una petición de 2 s: la media pasa de 200 ms a 380 ms.
    t = 2_000;
    salir();
    dentro(await a.entrar(sinAbandono, sinAviso));
    const esperas: number[] = [];
    for (let i = 0; i < 400; i++) {
      esperas.push(rechazada(await a.entrar(sinAbandono, sinAviso)).reintentarTrasS);
      t += 20;
    }
    expect(esperas[0]).toBe(1);
    expect(esperas.at(-1)).toBeGreaterThan(esperas[0] ?? 0);
    expect(Math.max(...esperas)).toBe(60);
    const b = crearAdmision(lim({ aLaVez: 1, enEspera: 0, retryAfterMaximoS: 5 }), () => null, () => t);
    dentro(await b.entrar(sinAbandono, sinAviso));
    for (let i = 0; i < 100; i++) await b.entrar(sinAbandono, sinAviso);
    expect(rechazada(await b.entrar(sinAbandono, sinAviso)).reintentarTrasS, 'el máximo se configura').toBe(5);
  });

  it('procesa `aLaVez`, pone en fila hasta `enEspera` y rechaza el resto al momento con un Retry-After de 1 a 60 s', async () => {
    const a = crearAdmision(lim({ aLaVez: 2, enEspera: 1, esperaMaximaMs: 60_000 }));
    const s1 = dentro(await a.entrar(sinAbandono, sinAviso));
    dentro(await a.entrar(sinAbandono, sinAviso));
    let tercera: Entrada | null = null;
    const enFila = a.entrar(sinAbandono, sinAviso).then((e) => (tercera = e));
    const cuarta = rechazada(await a.entrar(sinAbandono, sinAviso));
    expect(cuarta.motivo).toBe('fila llena');
    expect(cuarta.turno).toMatch(/^1\.[\w-]{22}$/);
    expect(cuarta.reintentarTrasS).toBeGreaterThanOrEqual(1);
    expect(cuarta.reintentarTrasS).toBeLessThanOrEqual(60);
    expect(a.cuentas()).toMatchObject({ enCurso: 2, enEspera: 1, rechazadas: 1, abandonadas: 0, porMotivo: { 'fila llena': 1 } });
    await esperar(5);
    expect(tercera, 'la de la fila espera a que salga una').toBeNull();
    s1();
    s1(); // salir dos veces no libera dos turnos
    expect((await enFila).tipo).toBe('dentro');
    expect(a.cuentas()).toMatchObject({ enCurso: 2, enEspera: 0 });
  });

  it('quien trae turno entra antes, por número, y desplaza de la fila llena a los que llegaron sin él', async () => {
    const a = crearAdmision(lim({ aLaVez: 1, enEspera: 2, esperaMaximaMs: 60_000 }));
    const salir = dentro(await a.entrar(sinAbandono, sinAviso));
    const orden: string[] = [];
    const x = a.entrar(sinAbandono, sinAviso).then((e) => (orden.push('x'), e));
    const w = a.entrar(sinAbandono, sinAviso).then((e) => (orden.push('w'), e));
    const tY = turnoDe(await a.entrar(sinAbandono, sinAviso));
    const tZ = turnoDe(await a.entrar(sinAbandono, sinAviso));
    // Vuelven en desorden (Z antes que Y): cada uno desplaza al último sin turno, y la fila les ordena por número.
    const z = a.entrar(sinAbandono, sinAviso, tZ).then((e) => (orden.push('z'), e));
    const y = a.entrar(sinAbandono, sinAviso, tY).then((e) => (orden.push('y'), e));
    const ew = rechazada(await w);
    const ex = rechazada(await x);
    expect([ew.motivo, ex.motivo]).toEqual(['desplazada', 'desplazada']);
    expect(orden).toEqual(['w', 'x']);
    // Los desplazados reciben turno después de los de Y y Z.
    expect(Number(turnoDe(ew).split('.')[0])).toBeGreaterThan(Number(tZ.split('.')[0]));
    salir();
    const ey = await y;
    expect(ey.tipo).toBe('dentro');
    expect(orden).toEqual(['w', 'x', 'y']);
    // Aún hay turnos vivos: Y recibe el suyo de vuelta para el resto de su ciclo (la prórroga).
    if (ey.tipo !== 'dentro') throw new Error('inalcanzable');
    expect(ey.turno).toBe(tY);
    ey.salir();
    const ez = await z;
    expect(orden).toEqual(['w', 'x', 'y', 'z']);
    expect(ez).toMatchObject({ tipo: 'dentro', turno: tZ });
    expect(a.cuentas()).toMatchObject({ porMotivo: { 'fila llena': 2, desplazada: 2 }, turnos: { emitidos: 4, respetados: 2, ajenos: 0 } });
  });

  it('un turno de otro proceso, inventado, ya atendido o ya en uso es una llegada nueva: no adelanta a nadie', async () => {
    let t = 0;
    const a = crearAdmision(lim({ aLaVez: 1, enEspera: 1, esperaMaximaMs: 60_000 }), () => null, () => t);
    const otro = crearAdmision(lim({ aLaVez: 1, enEspera: 0 }));
    dentro(await otro.entrar(sinAbandono, sinAviso));
    const ajeno = turnoDe(await otro.entrar(sinAbandono, sinAviso));
    const salir = dentro(await a.entrar(sinAbandono, sinAviso));
    const enFila = a.entrar(sinAbandono, sinAviso);
    const propio = turnoDe(await a.entrar(sinAbandono, sinAviso));
    expect(propio.split('.')[0], 'el mismo número en los dos procesos').toBe(ajeno.split('.')[0]);
    // De otro proceso (otra firma): con la fila llena, rechazado como cualquier llegada nueva, sin desplazar a nadie.
    expect(rechazada(await a.entrar(sinAbandono, sinAviso, ajeno)).motivo).toBe('fila llena');
    // Inventados: un número que el proceso no dio, otra firma, basura.
    const [, firma] = propio.split('.');
    for (const falso of [`${Number(propio.split('.')[0]) - 1}.${firma ?? ''}`, `0.${firma ?? ''}`, '1', 'x'.repeat(500)]) {
      expect(rechazada(await a.entrar(sinAbandono, sinAviso, falso)).motivo).toBe('fila llena');
    }
    expect(a.cuentas().porMotivo.desplazada).toBe(0);
    // El propio sí: desplaza a la de la fila (que llegó sin turno).
    const conTurno = a.entrar(sinAbandono, sinAviso, propio);
    expect(rechazada(await enFila).motivo).toBe('desplazada');
    // El mismo turno en otra petición mientras el primero espera: llegada nueva (no entra en la fila llena),
    // pero el rechazo le devuelve ese mismo turno, no uno de detrás.
    expect(rechazada(await a.entrar(sinAbandono, sinAviso, propio))).toMatchObject({ motivo: 'fila llena', turno: propio });
    salir();
    const e = await conTurno;
    if (e.tipo !== 'dentro') throw new Error('Esperaba entrar');
    expect(e.turno, 'con otros turnos vivos, prórroga').toBe(propio);
    e.salir();
    // La prórroga vale 10 s tras la respuesta y 20 s desde que entró: pasado eso, ya no ordena.
    t = 25_000;
    const c0 = a.cuentas().turnos.ajenos;
    expect((await a.entrar(sinAbandono, sinAviso, propio)).tipo).toBe('dentro');
    expect(a.cuentas().turnos.ajenos).toBe(c0 + 1);
    expect(a.cuentas().turnos.ajenos).toBe(7);
  });

  it('el Retry-After de un turno dice su sitio: los turnos vivos con número menor × la duración media / aLaVez', async () => {
    let t = 0;
    const a = crearAdmision(lim({ aLaVez: 2, enEspera: 0, esperaMaximaMs: 60_000 }), () => null, () => t);
    const s = dentro(await a.entrar(sinAbandono, sinAviso));
    // Una petición de 10 s: la media pasa de 200 ms a 1.180 ms; 0,59 s por sitio con 2 a la vez.
    t = 10_000;
    s();
    dentro(await a.entrar(sinAbandono, sinAviso));
    dentro(await a.entrar(sinAbandono, sinAviso));
    const turnos: string[] = [];
    const esperas: number[] = [];
    for (let i = 0; i < 20; i++) {
      const e = rechazada(await a.entrar(sinAbandono, sinAviso));
      turnos.push(turnoDe(e));
      esperas.push(e.reintentarTrasS);
    }
    expect(esperas[0]).toBe(1);
    expect(esperas[19]).toBe(Math.ceil(20 * 0.59));
    // El décimo vuelve antes de tiempo: 9 turnos delante, ceil(10 × 0,59) = 6 s, y conserva su número.
    const decimo = rechazada(await a.entrar(sinAbandono, sinAviso, turnos[9]));
    expect(decimo).toMatchObject({ motivo: 'fila llena', reintentarTrasS: 6, turno: turnos[9] });
    // Uno nuevo va detrás de los 20: ceil(21 × 0,59) = 13 s.
    expect(rechazada(await a.entrar(sinAbandono, sinAviso)).reintentarTrasS).toBe(13);
    // El más antiguo de los vivos no se rechaza por la fila llena (aquí de 0): espera en ella su vez.
    let primero: Entrada | null = null;
    const p = a.entrar(sinAbandono, sinAviso, turnos[0]).then((e) => (primero = e));
    await esperar(5);
    expect(primero).toBeNull();
    expect(a.cuentas()).toMatchObject({ enEspera: 1, turnos: { emitidos: 21, vivos: 21 } });
    // Un turno que no vuelve caduca (el doble de su Retry-After más 30 s) y deja de contar delante.
    t += 60_000;
    // Solo queda delante el primero (en la fila): ceil(2 × 0,59) = 2 s.
    expect(rechazada(await a.entrar(sinAbandono, sinAviso)).reintentarTrasS).toBe(2);
    expect(a.cuentas().turnos.vivos).toBe(2);
    void p;
  });

  it('la petición cuyo cliente se fue mientras esperaba no se procesa: su turno pasa a la siguiente', async () => {
    const a = crearAdmision(lim({ aLaVez: 1, enEspera: 5, esperaMaximaMs: 60_000 }));
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
    expect(a.cuentas()).toMatchObject({ enCurso: 1, enEspera: 0, rechazadas: 0, abandonadas: 2 });
  });

  it('la que espera más de `esperaMaximaMs` sale con 503; con la base atrasada, 503 aunque haya sitio', async () => {
    const a = crearAdmision(lim({ aLaVez: 1, enEspera: 5, esperaMaximaMs: 30 }));
    dentro(await a.entrar(sinAbandono, sinAviso));
    expect(await a.entrar(sinAbandono, sinAviso)).toMatchObject({ tipo: 'rechazada', motivo: 'espera agotada' });
    let esperando = 51;
    const b = crearAdmision(lim({ aLaVez: 10, enEspera: 10, esperaMaximaMs: 1000 }), () => ({ esperandoConexion: esperando, ocupadas: 10 }));
    expect(await b.entrar(sinAbandono, sinAviso)).toMatchObject({ tipo: 'rechazada', motivo: 'base atrasada' });
    esperando = 50;
    expect((await b.entrar(sinAbandono, sinAviso)).tipo).toBe('dentro');
    expect(a.cuentas().porMotivo).toEqual({ 'fila llena': 0, 'base atrasada': 0, 'espera agotada': 1, desplazada: 0 });
    expect(b.cuentas().porMotivo).toEqual({ 'fila llena': 0, 'base atrasada': 1, 'espera agotada': 0, desplazada: 0 });
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

  const post = (cuerpo: unknown, turno = '') =>
    p.app.inject({
      method: 'POST', url: '/api/', payload: JSON.stringify(cuerpo),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(turno === '' ? {} : { 'vigia-turno': turno }) },
    });

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
    const turno = r.headers['vigia-turno'];
    expect(turno).toMatch(/^\d+\.[\w-]{22}$/);
    soltar();
    expect((await retenida).json()).toMatchObject({ result: 'soltada' });
    const otra = await post([{ jsonrpc: '2.0', id: 'x', method: 'prueba.anotar', params: { v: 'repetida' } }], typeof turno === 'string' ? turno : '');
    expect(otra.statusCode).toBe(200);
    expect(otra.headers['vigia-turno'], 'sin nadie más a quien ordenar, el turno termina').toBeUndefined();
    expect(ejecutadas).toEqual(['repetida']);
    // Las cuentas del proceso, solo desde la propia máquina y sin proxy delante.
    const cuentas = await p.app.inject({ method: 'GET', url: RUTA_CUENTAS_ADMISION });
    expect(cuentas.statusCode).toBe(200);
    expect(cuentas.json()).toMatchObject({ rechazadas: 1, porMotivo: { 'fila llena': 1 }, turnos: { emitidos: 1, respetados: 1, ajenos: 0 } });
    expect((await p.app.inject({ method: 'GET', url: RUTA_CUENTAS_ADMISION, remoteAddress: '10.0.0.7' })).statusCode).toBe(404);
    expect((await p.app.inject({ method: 'GET', url: RUTA_CUENTAS_ADMISION, headers: { 'x-forwarded-for': '10.0.0.7' } })).statusCode).toBe(404);
  });
});
