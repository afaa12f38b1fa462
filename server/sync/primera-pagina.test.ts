import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { prioridadDe } from './prioridad';
import { LIMITE_PRIMERA_PAGINA, pull } from './pull';
import { administrador, llamante, tecnico1, usuarioPrueba } from './prueba/datos';
import type { Consulta, Db, Fila } from '../db/tipos';
import { BASES, type BasePrueba, cargarPorTx } from './prueba/entorno';
import { sellarCambios } from './sellador';
import { crearTxSql } from './tx-sql';

/** Más clientes de los que caben en la primera página: la pantalla inicial de la oficina ocupa varias. */
const CLIENTES = 2 * LIMITE_PRIMERA_PAGINA + 600;
const PEDIDO = LIMITE_PRIMERA_PAGINA + 500;
/** La oficina con todas las apps (sin ellas no hay pantalla inicial ni prioridad). */
const oficina = llamante({ ...usuarioPrueba('UOF', { idtecnico: 'T1', idcomercial: 'CM1', idvigilante: 'V1', idempleado: 'E5', iddelegacion: 'D1' }), idalmacen: 'A1' }, 'todo');

describe.each(BASES)('primera página de la foto ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db);
    await base.db.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null, comprobarReferencias: false });
      for (let i = 0; i < CLIENTES; i += 1) {
        const doc = { idcliente: `CX${String(i).padStart(5, '0')}`, codigo: `X${i}`, nombre: `Cliente extra ${i}`, nif: null, email: null, iddelegacion: 'D1', observaciones: null, estado: 1 } satisfies DocDe<'cliente'>;
        await tx.put('cliente', doc);
      }
    });
    await sellarCambios(base.db);
  });
  afterAll(async () => {
    await base.cerrar();
  });

  it('quien tiene etiquetas lee la foto por el índice de ámbito (sin recorridos secuenciales); la oficina, por los índices de la ventana sin JIT', async () => {
    const inicios: (string | undefined)[] = [];
    const consultas: string[] = [];
    const espia: Db = Object.assign(Object.create(base.db) as Db, {
      transaccion: <T>(fn: (q: Consulta, inicial: readonly Fila[]) => Promise<T>, inicio?: string, fin?: (r: T) => string | undefined): Promise<T> => {
        inicios.push(inicio);
        return base.db.transaccion((q, inicial) => fn({ query: (sql, params) => (consultas.push(sql), q.query(sql, params)) }, inicial), inicio, fin);
      },
      query: base.db.query.bind(base.db),
    });
    const tecnico = await pull(espia, { checkpoint: 0, cursor: null }, tecnico1);
    expect(tecnico.documentos.length).toBeGreaterThan(0);
    expect(inicios).toEqual(['set local enable_seqscan = off']);
    inicios.length = 0;
    consultas.length = 0;
    // La oficina: lo que no es catálogo, por vigia_abierto / vigia_meses (los índices de la migración 169, decisión 92).
    let cursor: string | null = null;
    do {
      const r = await pull(espia, { checkpoint: 0, cursor, limite: 500 }, administrador);
      cursor = r.cursor;
    } while (cursor !== null);
    expect(new Set(inicios)).toEqual(new Set(['set local jit = off']));
    const deParte = consultas.filter((sql) => sql.includes(` from "partetrabajo" where `));
    expect(deParte.length).toBeGreaterThan(0);
    expect(deParte.every((sql) => sql.includes('vigia_abierto(ambito) or vigia_meses(ambito) &&'))).toBe(true);
    const deArticulo = consultas.filter((sql) => sql.includes(` from "articulo" where `));
    expect(deArticulo.length).toBeGreaterThan(0);
    expect(deArticulo.every((sql) => !sql.includes('vigia_abierto'))).toBe(true);
  });

  it('no pasa de LIMITE_PRIMERA_PAGINA aunque se pidan más, y trae solo lo de las pantallas iniciales; las siguientes, lo pedido', async () => {
    const { orden, iniciales: n } = prioridadDe(oficina.usuario);
    expect(n).toBeGreaterThan(0);
    const iniciales = new Set(orden.slice(0, n));
    const primera = await pull(base.db, { checkpoint: 0, cursor: null, limite: PEDIDO }, oficina);
    expect(primera.documentos).toHaveLength(LIMITE_PRIMERA_PAGINA);
    expect(primera.documentos.every((d) => iniciales.has(d.coleccion))).toBe(true);
    const segunda = await pull(base.db, { checkpoint: 0, cursor: primera.cursor, limite: PEDIDO }, oficina);
    expect(segunda.documentos).toHaveLength(PEDIDO);
    expect(segunda.documentos.every((d) => iniciales.has(d.coleccion))).toBe(true);
    // La tercera acaba con las pantallas iniciales aunque quepa más: lo demás empieza en la cuarta.
    const tercera = await pull(base.db, { checkpoint: 0, cursor: segunda.cursor, limite: PEDIDO }, oficina);
    expect(tercera.documentos.length).toBeLessThan(PEDIDO);
    expect(tercera.documentos.every((d) => iniciales.has(d.coleccion))).toBe(true);
    const cuarta = await pull(base.db, { checkpoint: 0, cursor: tercera.cursor, limite: PEDIDO }, oficina);
    expect(cuarta.documentos.some((d) => iniciales.has(d.coleccion))).toBe(false);
  });
});
