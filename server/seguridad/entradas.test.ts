/**
 * Fuzz de textos y fechas en cada método registrado (servidor completo sobre PGlite): un carácter nulo o
 * un sustituto UTF-16 suelto en cualquier texto de los parámetros (valores y claves) es -32602 con el
 * mensaje en español, nunca -32603 (que el cliente tomaría por transitorio y reintentaría para siempre,
 * reteniendo los cambios posteriores del mismo documento); una fecha o un instante que no lo son, error
 * de validación. Ninguna de estas llamadas escribe nada.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metodosRegistrados } from '../http/construir';
import { numero } from '../sync/registro';
import { entradaDe, envoltura } from './matriz';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

const SEMILLA = 20_261_124;
const MALOS = ['a\u0000b', '\u0000', '\ud800', 'fin\udbff', '\udc00inicio'];
const MENSAJE = /^Parámetros no válidos: El texto contiene caracteres no válidos en .+$/;

interface RespuestaRpc {
  result?: unknown;
  error?: { code: number; message: string };
}

/** Copias de `valor` con cada texto (uno a uno) sustituido por `malo`. */
const conTextoMalo = (valor: unknown, malo: string): unknown[] => {
  if (typeof valor === 'string') return [malo];
  if (Array.isArray(valor)) return valor.flatMap((v, i) => conTextoMalo(v, malo).map((x) => valor.map((y, j) => (i === j ? x : y))));
  if (typeof valor === 'object' && valor !== null) {
    const entradas = Object.entries(valor);
    return entradas.flatMap(([k, v]) => conTextoMalo(v, malo).map((x) => ({ ...Object.fromEntries(entradas), [k]: x })));
  }
  return [];
};

describe('textos y fechas en cada método (servidor completo sobre PGlite)', () => {
  let s: ServidorDemo;
  let metodos: string[];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2 });
    for (const login of ['admin', 'tecnico']) tokens.set(login, await s.token(login));
    metodos = [...metodosRegistrados(s.servidor.app)].sort();
  }, 120_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  const llamar = async (metodo: string, params: unknown, login = 'admin'): Promise<{ estado: number; r: RespuestaRpc }> => {
    const res = await s.api({ jsonrpc: '2.0', id: 1, method: metodo, params }, tokens.get(login) ?? null);
    return { estado: res.statusCode, r: res.json<RespuestaRpc>() };
  };
  const ultimoSeq = async (): Promise<number> => {
    const [f] = await s.servidor.db.query<{ n: unknown }>('select coalesce(max(seq), 0) as n from cambio');
    return numero(f?.n);
  };

  it('cada método con un nulo o un sustituto suelto en cualquier texto (o clave): -32602 en español y nada escrito', async () => {
    const seqAntes = await ultimoSeq();
    const malas: string[] = [];
    let casos = 0;
    for (const metodo of metodos) {
      const entrada = entradaDe(metodo);
      const base: unknown = entrada?.params() ?? {};
      for (const malo of MALOS) {
        const variantes = [...conTextoMalo(base, malo), { ...(typeof base === 'object' && base !== null ? base : {}), [`cl${malo}ave`]: 1 }];
        for (const params of variantes) {
          casos += 1;
          const { estado, r } = await llamar(metodo, params);
          if (estado !== 200 || r.error?.code !== -32602 || !MENSAJE.test(r.error.message)) {
            malas.push(`${metodo} ${JSON.stringify(params).slice(0, 120)}: ${estado} ${r.error?.code ?? 'aceptado'} ${r.error?.message ?? ''}`);
          }
        }
      }
    }
    console.log(`Textos no válidos: ${casos} llamadas en ${metodos.length} métodos`);
    expect(malas.slice(0, 20)).toEqual([]);
    expect(await ultimoSeq()).toBe(seqAntes);
  }, 240_000);

  it('fast-check: JSON cualquiera con nulos y sustitutos a cualquier método nunca da -32603 ni 5xx', async () => {
    const texto = fc.oneof(fc.string(), fc.constantFrom(...MALOS), fc.string().map((x) => `${x}\u0000`), fc.string().map((x) => `\ud83d${x}`));
    const json = fc.letrec((tie) => ({
      valor: fc.oneof({ depthSize: 'small' }, texto, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('valor'), { maxLength: 4 }), fc.dictionary(texto, tie('valor'), { maxKeys: 4 })),
    })).valor;
    const malas: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...metodos), json, fc.boolean(), async (metodo, params, envuelto) => {
        const { estado, r } = await llamar(metodo, envuelto ? envoltura(params) : params, 'tecnico');
        if (estado >= 500 || r.error?.code === -32603) malas.push(`${metodo}: ${estado} ${JSON.stringify(r).slice(0, 200)}`);
      }),
      { numRuns: 1_500, seed: SEMILLA },
    );
    expect(malas).toEqual([]);
  }, 240_000);

  it('POST /token/ con un nulo o un sustituto suelto en el usuario o la contraseña: 4xx en español, nunca 5xx', async () => {
    for (const malo of MALOS) {
      for (const campos of [{ username: malo, password: 'demo1234' }, { username: 'tecnico', password: malo }]) {
        const res = await s.servidor.app.inject({
          method: 'POST', url: '/token/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(campos).toString(),
        });
        expect(res.statusCode, JSON.stringify(campos)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, JSON.stringify(campos)).toBeLessThan(500);
        expect(res.json<{ error?: string }>().error).toMatch(/^(Usuario o contraseña incorrectos|El texto contiene caracteres no válidos)$/);
      }
    }
  });

  it('fechas: creado, fechas e instantes de los documentos y de los parámetros tienen que serlo de verdad', async () => {
    const seqAntes = await ultimoSeq();
    const [fila] = await s.servidor.db.query<{ doc: Record<string, unknown> }>('select doc from partetrabajo order by id limit 1');
    const parte = fila?.doc ?? {};
    const id = String(parte.idparte_trabajo);
    const malas = ["' OR '1'='1", '2026-02-30T10:00:00Z', '2026-11-24T10:00:00', 'mañana', '2026-11-24 10:00'];

    for (const creado of malas) {
      const { r } = await llamar('parteTrabajo.updateSync', { idsync_upload: randomUUID(), creado, params: { id, cambios: { observaciones: 'x' } } });
      expect(r.error?.code, creado).toBe(-32602);
      expect(r.error?.message).toMatch(/creado: La fecha y hora no es válida/);
    }
    // Campos de fecha de los documentos (ajv con los formatos de schemas/comun.ts).
    const { r: fecha } = await llamar('parteTrabajo.updateSync', envoltura({ id, cambios: { ffijada: '2026-02-30' } }));
    expect(fecha.error?.code).toBe(-32010);
    expect(fecha.error?.message).toMatch(/ffijada: La fecha no es válida \(AAAA-MM-DD\)/);
    const { r: alta } = await llamar('parteTrabajo.insertSync', envoltura({ doc: { ...parte, idparte_trabajo: randomUUID(), fecha: "' OR '1'='1" } }));
    expect(alta.error?.code).toBe(-32010);
    expect(alta.error?.message).toMatch(/fecha: /);
    const { r: tiempo } = await llamar('tiempoTrabajado.insertSync', envoltura({
      doc: { idtiempo_trabajado: randomUUID(), idparte_trabajo: id, idtecnico: parte.idtecnico ?? '1', inicio: "' OR '1'='1", fin: null, minutos: null, observaciones: null, estado: 1 },
    }));
    expect(tiempo.error?.code).toBe(-32010);
    expect(tiempo.error?.message).toMatch(/inicio: La fecha y hora no es válida/);
    // Parámetros de fecha de otros métodos.
    for (const masAntiguo of malas) {
      const { r } = await llamar('sync.estado', { pendientes: 1, masAntiguo });
      expect(r.error?.code, masAntiguo).toBe(-32602);
    }
    const { r: bueno } = await llamar('sync.estado', { pendientes: 1, masAntiguo: '2026-11-24T10:00:00.000Z' });
    expect(bueno.error).toBeUndefined();
    expect(await ultimoSeq()).toBe(seqAntes);
  });
});
