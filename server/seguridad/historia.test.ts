/**
 * La historia bajo demanda vista como la atacaría otro usuario (issue 32): con la demo de seis meses de
 * historia, cada usuario pide con sync.historial cada mes (de nueve meses antes a tres después de hoy, también
 * los que su reloj no tendría que pedir) sin colección y con cada colección, bajo demanda o no; pide la
 * descarga entera con todos esos meses y todas las colecciones suscritas; y pide desalojar todos esos meses
 * sin conservar ninguno. Nada de lo que recibe (ni un documento, ni el id de uno que desalojar) puede ser de
 * fuera de su ámbito, de una colección que no puede ver o de un registro cuyos adjuntos no puede ver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colecciones, entidades, esColeccion, type Coleccion } from '../../schemas';
import type { RespuestaSyncDesalojar, RespuestaSyncHistorial, RespuestaSyncPull } from '../../replication/metodos';
import { puede } from '../../replication/sesion';
import type { Doc } from '../../replication/tx';
import { coleccionDeIdtabla, cortan, HISTORIA_BAJO_DEMANDA, heredaPorIdtabla } from '../sync/ambito';
import { tabla } from '../sync/registro';
import type { UsuarioDemo } from '../seed/tipos';
import { etiquetasEsperadas } from './matriz';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

interface RespuestaRpc {
  result?: unknown;
  error?: { code: number; message: string };
}

/**
 * De nueve meses antes a tres después del mes de hoy (AAAA-MM), del más viejo al más nuevo: toda la historia
 * de la demo, meses sin nada y meses que ningún reloj bien puesto pediría.
 */
const mesesAlrededor = (hoy: Date): string[] =>
  Array.from({ length: 13 }, (_, i) => {
    const d = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth() - 9 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });

describe('la historia bajo demanda no da nada de fuera (demo con seis meses de historia)', () => {
  let s: ServidorDemo;
  const tokens = new Map<string, string>();
  /** Por 'coleccion:id': las etiquetas y el documento de cada fila de la base. */
  const filas = new Map<string, { ambito: string[]; doc: Doc }>();
  const meses = mesesAlrededor(new Date());

  const llamar = async (login: string, metodo: string, params: unknown): Promise<RespuestaRpc> => {
    const r = await s.api({ jsonrpc: '2.0', id: 1, method: metodo, params }, tokens.get(login) ?? null);
    expect(r.statusCode).toBe(200);
    return r.json<RespuestaRpc>();
  };

  /** Lo que `u` puede ver: su colección, el registro del que cuelga (idtabla) y sus etiquetas. */
  const puedeVer = (u: UsuarioDemo, c: Coleccion, id: string): boolean => {
    const f = filas.get(`${c}:${id}`);
    if (!f) return false;
    const padre = heredaPorIdtabla(c) ? coleccionDeIdtabla(f.doc.idtabla) : null;
    return puede(u, entidades[c].objeto, 'visualizar') && (padre === null || puede(u, entidades[padre].objeto, 'visualizar'))
      && cortan(f.ambito, etiquetasEsperadas(u));
  };
  const idDe = (c: Coleccion, doc: Record<string, unknown>): string => String(doc[entidades[c].clave]);

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2, anios: 0.5 });
    for (const u of s.usuarios) tokens.set(u.login, await s.token(u.login));
    for (const c of colecciones) {
      for (const f of await s.servidor.db.query<{ id: string; doc: Doc; ambito: string[] }>(`select id, doc, ambito from ${tabla(c)}`)) {
        filas.set(`${c}:${f.id}`, { ambito: f.ambito, doc: f.doc });
      }
    }
  }, 240_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  it('sync.historial: cada usuario × cada mes × sin colección y con cada una, solo lo que puede ver', async () => {
    const malas: string[] = [];
    const recibidos = new Map<string, number>();
    const pedidas: (string | undefined)[] = [undefined, ...colecciones];
    for (const u of s.usuarios) {
      let n = 0;
      for (const [i, mes] of meses.entries()) {
        // Las colecciones que no son bajo demanda para nadie se rechazan igual cualquier mes: basta uno.
        for (const coleccion of i === 0 ? pedidas : pedidas.filter((c) => c === undefined || HISTORIA_BAJO_DEMANDA.todo.some((x) => x === c))) {
          let cursor: string | null = null;
          for (let pagina = 0; ; pagina++) {
            if (pagina > 200) throw new Error(`sync.historial de ${u.login} ${mes} no termina`);
            const r = await llamar(u.login, 'sync.historial', { mes, ...(coleccion ? { coleccion } : {}), cursor, limite: 500 });
            if (r.error) {
              // Pedir aparte una colección que no es bajo demanda para él: rechazado en español, sin nada de sus datos.
              const aparte = coleccion !== undefined && !HISTORIA_BAJO_DEMANDA[u.ambito].some((c) => c === coleccion);
              if (!aparte) throw new Error(`sync.historial de ${u.login} ${mes} ${coleccion ?? ''}: ${JSON.stringify(r.error)}`);
              if (!/no se trae aparte/.test(r.error.message)) malas.push(`${u.login} ${mes} ${coleccion}: ${r.error.message}`);
              break;
            }
            const p = r.result as RespuestaSyncHistorial;
            for (const d of p.documentos) {
              n += 1;
              if (!esColeccion(d.coleccion)) malas.push(`${u.login}: colección desconocida ${d.coleccion}`);
              else if (!puedeVer(u, d.coleccion, idDe(d.coleccion, d.doc))) malas.push(`${u.login} ${mes} ${coleccion ?? '(todo)'}: ${d.coleccion}:${idDe(d.coleccion, d.doc)}`);
            }
            cursor = p.cursor;
            if (!cursor) break;
          }
        }
      }
      recibidos.set(u.login, n);
    }
    expect(malas.slice(0, 30)).toEqual([]);
    // La prueba ataca de verdad: hay historia fuera de la ventana y la reciben quienes la tienen en su ámbito.
    expect(recibidos.get('admin') ?? 0).toBeGreaterThan(0);
    expect(recibidos.get('tecnico') ?? 0).toBeGreaterThan(0);
  }, 600_000);

  it('sync.pull desde cero con todos los meses en `historial` y todo suscrito: solo lo que puede ver', async () => {
    const malas: string[] = [];
    for (const u of s.usuarios) {
      let params: { checkpoint: number; cursor: string | null } = { checkpoint: 0, cursor: null };
      for (let pagina = 0; ; pagina++) {
        if (pagina > 1000) throw new Error(`sync.pull de ${u.login} no termina`);
        const r = await llamar(u.login, 'sync.pull', { ...params, limite: 1000, historial: meses, suscripciones: colecciones });
        if (r.error) throw new Error(`sync.pull de ${u.login}: ${JSON.stringify(r.error)}`);
        const p = r.result as RespuestaSyncPull;
        for (const d of p.documentos) {
          if (!puedeVer(u, d.coleccion, idDe(d.coleccion, d.doc))) malas.push(`${u.login}: ${d.coleccion}:${idDe(d.coleccion, d.doc)}`);
        }
        if (!p.hayMas) break;
        params = { checkpoint: p.checkpoint, cursor: p.cursor };
      }
    }
    expect(malas.slice(0, 30)).toEqual([]);
  }, 600_000);

  it('sync.desalojar de todos los meses sin conservar ninguno: solo ids de lo que puede ver', async () => {
    const malas: string[] = [];
    let total = 0;
    for (const u of s.usuarios) {
      let cursor: string | null = null;
      for (let pagina = 0; ; pagina++) {
        if (pagina > 1000) throw new Error(`sync.desalojar de ${u.login} no termina`);
        const r = await llamar(u.login, 'sync.desalojar', { meses: meses, historial: [], suscripciones: [], cursor });
        if (r.error) throw new Error(`sync.desalojar de ${u.login}: ${JSON.stringify(r.error)}`);
        const p = r.result as RespuestaSyncDesalojar;
        total += p.eliminados.length;
        for (const e of p.eliminados) {
          if (!esColeccion(e.coleccion) || !puedeVer(u, e.coleccion, e.id)) malas.push(`${u.login}: ${e.coleccion}:${e.id} ${JSON.stringify(filas.get(`${e.coleccion}:${e.id}`))}`);
        }
        cursor = p.cursor;
        if (!cursor) break;
      }
    }
    expect(malas.slice(0, 30)).toEqual([]);
    expect(total).toBeGreaterThan(0);
  }, 600_000);
});
