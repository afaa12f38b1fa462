/**
 * `literal` (comun.ts): un texto cualquiera, con comillas, barras o saltos de línea, vuelve de PostgreSQL
 * tal cual y nunca cierra el literal (en PGlite y en PostgreSQL, también como `inicio` de una transacción).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './backends-prueba';
import { literal, literalTextos } from './comun';
import type { Db } from './tipos';

const TEXTOS = ["normal", "o'brien", "''", "\\", "a\\'b", "\\'; drop table token; --", "línea\nsalto", "ñ€😀", "\\x41", "E'x'"];

describe('literal', () => {
  it('dobla comillas y, si hay barras, usa la forma E con ellas dobladas', () => {
    expect(literal("o'brien")).toBe("'o''brien'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal('')).toBe("''");
  });
});

describe.each(BACKENDS)('literal en $nombre', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await backend.abrir();
  });
  afterAll(async () => {
    await db.cerrar();
  });

  it('cada texto vuelve igual, también en el inicio de una transacción', async () => {
    for (const t of TEXTOS) {
      const [fila] = await db.query<{ v: string }>(`select ${literal(t)} as v`);
      expect(fila?.v, t).toBe(t);
    }
    const leido = await db.transaccion(async (q) => (await q.query<{ v: string }>('select current_setting($1) as v', ['vigia.prueba']))[0]?.v,
      `select set_config('vigia.prueba', ${literal("\\'; select 1; --")}, true)`);
    expect(leido).toBe("\\'; select 1; --");
  });

  it('una lista de textos vuelve igual como text[] (comillas, barras, llaves, comas, vacía)', async () => {
    for (const lista of [TEXTOS, [], ['{a,b}', '"', 'NULL', ' espacio ', ''], ['delegacion:1', 'tecnico:2']]) {
      const [fila] = await db.query<{ v: string[] }>(`select ${literalTextos(lista)} as v`);
      expect(fila?.v, JSON.stringify(lista)).toEqual(lista);
    }
  });
});
