/**
 * Contrato de Db igual en PGlite (memoria) y en PostgreSQL real: consultas, varias sentencias, tipos,
 * transacciones (commit, rollback, serialización), uso indebido dentro de una transacción y LISTEN/NOTIFY.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirDb } from './abrir';
import { BACKENDS } from './backends-prueba';
import type { Db } from './tipos';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Espera a que `cond()` se cumpla (o falla al cabo de `ms`). */
const hasta = async (cond: () => boolean, ms = 5_000): Promise<void> => {
  const limite = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > limite) throw new Error('La condición no se ha cumplido a tiempo');
    await esperar(20);
  }
};

describe.each(BACKENDS)('Db sobre $nombre', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await backend.abrir();
    await db.query('CREATE TABLE cosa (id text PRIMARY KEY, n int8, doc jsonb, dia date, t timestamptz DEFAULT now())');
  });
  afterAll(async () => {
    await db.cerrar();
  });

  it('tipo declara el backend', () => {
    expect(db.tipo).toBe(backend.nombre);
  });

  it('consulta con parámetros y lee los tipos igual en los dos backends', async () => {
    await db.query('INSERT INTO cosa (id, n, doc, dia) VALUES ($1, $2, $3::jsonb, $4)', ['a', 9_007_199_254_740_000, JSON.stringify({ x: [1, 'dos'], y: null }), '2024-02-29']);
    const [fila] = await db.query<{ id: string; n: unknown; doc: unknown; dia: unknown; t: unknown }>('SELECT * FROM cosa WHERE id = $1', ['a']);
    expect(fila?.n).toBe(9_007_199_254_740_000);
    expect(fila?.doc).toEqual({ x: [1, 'dos'], y: null });
    expect(fila?.dia).toBe('2024-02-29');
    expect(fila?.t).toBeInstanceOf(Date);
    const [grande] = await db.query<{ g: unknown }>("SELECT '9223372036854775807'::int8 AS g");
    expect(grande?.g).toBe(9_223_372_036_854_775_807n);
  });

  it('sin parámetros admite varias sentencias y devuelve las filas de la última', async () => {
    const filas = await db.query<{ total: number }>("INSERT INTO cosa (id) VALUES ('m1'); INSERT INTO cosa (id) VALUES ('m2'); SELECT count(*)::int AS total FROM cosa WHERE id LIKE 'm%'");
    expect(filas).toEqual([{ total: 2 }]);
  });

  it('transaccion confirma lo escrito y devuelve el resultado de la función', async () => {
    const r = await db.transaccion(async (q) => {
      await q.query('INSERT INTO cosa (id) VALUES ($1)', ['t1']);
      return (await q.query<{ c: number }>("SELECT count(*)::int AS c FROM cosa WHERE id = 't1'"))[0]?.c;
    });
    expect(r).toBe(1);
    expect(await db.query("SELECT id FROM cosa WHERE id = 't1'")).toHaveLength(1);
  });

  it('transaccion deshace todo si la función lanza', async () => {
    await expect(db.transaccion(async (q) => {
      await q.query('INSERT INTO cosa (id) VALUES ($1)', ['r1']);
      throw new Error('falla a propósito');
    })).rejects.toThrow('falla a propósito');
    expect(await db.query("SELECT id FROM cosa WHERE id = 'r1'")).toHaveLength(0);
  });

  it('transaccion deshace todo si una sentencia falla', async () => {
    await expect(db.transaccion(async (q) => {
      await q.query('INSERT INTO cosa (id) VALUES ($1)', ['r2']);
      await q.query('INSERT INTO cosa (id) VALUES ($1)', ['r2']);
    })).rejects.toThrow();
    expect(await db.query("SELECT id FROM cosa WHERE id = 'r2'")).toHaveLength(0);
    // La conexión sigue sirviendo después del fallo.
    expect(await db.query('SELECT 1 AS uno')).toEqual([{ uno: 1 }]);
  });

  it('usar la Db (y no la Consulta) dentro de una transacción falla en vez de bloquearse', async () => {
    await expect(db.transaccion(async () => db.query('SELECT 1'))).rejects.toThrow(/dentro de una transacción/);
    await expect(db.transaccion(async () => db.transaccion(async () => 1))).rejects.toThrow(/dentro de una transacción/);
  });

  it('transacciones concurrentes no pierden escrituras', async () => {
    await db.query("INSERT INTO cosa (id, n) VALUES ('contador', 0)");
    await Promise.all(Array.from({ length: 10 }, () => db.transaccion(async (q) => {
      await q.query("SELECT n FROM cosa WHERE id = 'contador' FOR UPDATE");
      await q.query("UPDATE cosa SET n = n + 1 WHERE id = 'contador'");
    })));
    expect(await db.query("SELECT n FROM cosa WHERE id = 'contador'")).toEqual([{ n: 10 }]);
  });

  it('escuchar recibe lo notificado (también un NOTIFY dentro de una transacción, al confirmar) y deja de recibir al parar', async () => {
    const recibidos: string[] = [];
    const parar = await db.escuchar('aviso_prueba', (p) => recibidos.push(p));
    await db.notificar('aviso_prueba', 'uno');
    await hasta(() => recibidos.length === 1);
    await db.transaccion(async (q) => {
      await q.query("SELECT pg_notify('aviso_prueba', 'dos')");
      await esperar(50);
      expect(recibidos).toEqual(['uno']);
    });
    await hasta(() => recibidos.length === 2);
    expect(recibidos).toEqual(['uno', 'dos']);
    await parar();
    await db.notificar('aviso_prueba', 'tres');
    await esperar(200);
    expect(recibidos).toEqual(['uno', 'dos']);
  });

  it('dos oyentes del mismo canal reciben los dos; parar uno no para el otro', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const pararA = await db.escuchar('aviso_doble', (p) => a.push(p));
    const pararB = await db.escuchar('aviso_doble', (p) => b.push(p));
    await db.notificar('aviso_doble', 'x');
    await hasta(() => a.length === 1 && b.length === 1);
    await pararA();
    await db.notificar('aviso_doble', 'y');
    await hasta(() => b.length === 2);
    expect(a).toEqual(['x']);
    await pararB();
  });

  it('rechaza nombres de canal que no son identificadores simples', async () => {
    await expect(db.escuchar('canal; DROP TABLE cosa', () => undefined)).rejects.toThrow(/canal no válido/);
    await expect(db.notificar('Canal-Raro', 'x')).rejects.toThrow(/canal no válido/);
  });
});

describe('Db sobre postgres: la conexión de escucha', () => {
  const backend = BACKENDS.find((b) => b.nombre === 'postgres');
  let db: Db;
  beforeAll(async () => {
    if (backend === undefined) throw new Error('Falta el backend postgres');
    db = await backend.abrir();
  });
  afterAll(async () => {
    await db.cerrar();
  });

  it('se reconecta sola si el servidor la corta y vuelve a escuchar sus canales', async () => {
    const recibidos: string[] = [];
    await db.escuchar('aviso_reconexion', (p) => recibidos.push(p));
    const cortadas = await db.query<{ cortada: boolean }>(
      "SELECT pg_terminate_backend(pid) AS cortada FROM pg_stat_activity WHERE application_name = 'vigia-escucha' AND datname = current_database()",
    );
    expect(cortadas).toEqual([{ cortada: true }]);
    // Hasta que vuelva a escuchar, se notifica una y otra vez; luego ya no hace falta.
    const limite = Date.now() + 10_000;
    while (recibidos.length === 0 && Date.now() < limite) {
      await db.notificar('aviso_reconexion', 'hola');
      await esperar(100);
    }
    expect(recibidos[0]).toBe('hola');
  });

  it('muchos que empiezan y dejan de escuchar a la vez no apilan consultas en la conexión compartida', async () => {
    const avisos: string[] = [];
    const alAviso = (w: Error): void => {
      avisos.push(w.message);
    };
    process.on('warning', alAviso);
    try {
      const canales = Array.from({ length: 30 }, (_, i) => `aviso_a_la_vez_${i}`);
      const recibidos = new Set<string>();
      const paradas = await Promise.all(canales.map((c) => db.escuchar(c, (p) => recibidos.add(p))));
      for (const c of canales) await db.notificar(c, c);
      await hasta(() => recibidos.size === canales.length);
      await Promise.all([...paradas.map((parar) => parar()), ...canales.map((c) => db.escuchar(`${c}_b`, () => undefined))]);
      await esperar(50);
      // pg avisa con un DeprecationWarning al mandar una consulta mientras otra está en curso.
      expect(avisos.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', alAviso);
    }
  });
});

describe('abrirDb', () => {
  it('PGlite en disco conserva los datos al volver a abrir', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vigia-pglite-'));
    try {
      const a = await abrirDb({ dataDir: dir });
      expect(a.tipo).toBe('pglite');
      await a.query("CREATE TABLE t (x text); INSERT INTO t VALUES ('guardado')");
      await a.cerrar();
      const b = await abrirDb({ dataDir: dir });
      expect(await b.query('SELECT x FROM t')).toEqual([{ x: 'guardado' }]);
      await b.cerrar();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('con databaseUrl abre PostgreSQL, y falla con un mensaje claro si no puede conectar', async () => {
    await expect(abrirDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nada' })).rejects.toThrow(/No se puede conectar a PostgreSQL/);
  });
});
