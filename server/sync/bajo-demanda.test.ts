/**
 * La historia de la oficina bajo demanda (issue 32, punto 3; decisión 78), en PGlite y PostgreSQL: de las
 * rondas realizadas (y sus lecturas) la oficina solo baja lo que está en curso, salvo que una pantalla las
 * tenga suscritas; suscritas bajan en la foto, siguen vivas por el registro y sync.historial con
 * `coleccion` trae su ventana y nada más; al dejar la suscripción, sync.desalojar quita solo esa familia.
 * El vigilante, que no es oficina, las baja como siempre.
 */
import { describe, expect, it } from 'vitest';
import { claveDe } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { familiaHistoria, HISTORIA_BAJO_DEMANDA, mesesVentana, VENTANA_HISTORIA } from './ambito';
import { desalojar, historial } from './historial';
import { pull } from './pull';
import { administrador, vigilante1 } from './prueba/datos';
import { baseCargada, BASES, descargar, errorDe, mutar } from './prueba/entorno';

const ids = (docs: readonly { coleccion: string; doc: Doc }[]): string[] =>
  docs.map((d) => `${d.coleccion}:${String(d.doc[claveDe(d.coleccion as 'rondarealizada')])}`).sort();

const RONDA_HECHA = ['rondarealizada:RRH', 'rondacheck:RCH1'];
const PARTE_NOVEDAD = ['partenovedad:PNV1', 'novedad:NV1'];

describe('qué es bajo demanda (ambito.ts)', () => {
  it('la oficina, las rondas realizadas con sus lecturas y los partes de novedad con sus novedades; los demás ámbitos, nada', () => {
    expect(HISTORIA_BAJO_DEMANDA.todo).toEqual(['rondarealizada', 'partenovedad']);
    expect(familiaHistoria('partenovedad')).toEqual(['partenovedad', 'novedad']);
    expect(HISTORIA_BAJO_DEMANDA.propio).toEqual([]);
    expect(HISTORIA_BAJO_DEMANDA.delegacion).toEqual([]);
    expect(familiaHistoria('rondarealizada')).toEqual(['rondarealizada', 'rondacheck']);
  });
});

describe.each(BASES)('historia bajo demanda de la oficina ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);
  const hoy = new Date().toISOString().slice(0, 7);
  const ventana = mesesVentana(VENTANA_HISTORIA.todo);

  it('sin suscribir, la oficina baja la ronda en curso y no la hecha; suscrita, las dos con sus lecturas', async () => {
    const db = base.db;
    // Una ronda hecha hoy (historia de este mes) y otra en curso.
    await mutar(db, vigilante1, 'ronda.iniciarSync', { idronda_realizada: 'RRH', idronda_programada: 'RP1' });
    await mutar(db, vigilante1, 'ronda.escanearSync', { idronda_check: 'RCH1', idronda_realizada: 'RRH', codigo: 'QR-PS1-01', lat: null, lng: null, precision: null });
    await mutar(db, vigilante1, 'ronda.cerrarSync', {
      idronda_realizada: 'RRH', motivo: 'Prueba', omitidos: [{ idronda_check: 'RCH2', idpunto_ronda: 'PRD2' }, { idronda_check: 'RCH3', idpunto_ronda: 'PRD3' }, { idronda_check: 'RCH4', idpunto_ronda: 'PRD4' }],
    });
    await mutar(db, vigilante1, 'ronda.iniciarSync', { idronda_realizada: 'RRC', idronda_programada: 'RP1' });

    const sin = await descargar(db, administrador);
    expect(sin.paginas.at(-1)?.bajoDemanda).toEqual(['rondarealizada', 'partenovedad']);
    expect(sin.docs.has('rondarealizada:RRC')).toBe(true);
    for (const ref of RONDA_HECHA) expect(sin.docs.has(ref), ref).toBe(false);
    // Los partes de novedad (historia desde que se escriben) tampoco, con sus novedades.
    for (const ref of PARTE_NOVEDAD) expect(sin.docs.has(ref), ref).toBe(false);
    // El resto de la historia de la ventana sí baja (no es bajo demanda).
    expect(sin.docs.has('presencia:PR1')).toBe(true);

    const con = await descargar(db, administrador, 0, undefined, ['rondarealizada']);
    for (const ref of [...RONDA_HECHA, 'rondarealizada:RRC']) expect(con.docs.has(ref), ref).toBe(true);
    // Cada suscripción trae su familia y no la otra.
    for (const ref of PARTE_NOVEDAD) expect(con.docs.has(ref), ref).toBe(false);
    const conPartes = await descargar(db, administrador, 0, undefined, ['partenovedad']);
    for (const ref of PARTE_NOVEDAD) expect(conPartes.docs.has(ref), ref).toBe(true);
    for (const ref of RONDA_HECHA) expect(conPartes.docs.has(ref), ref).toBe(false);
    // Suscribir una que no es bajo demanda no cambia nada.
    expect((await descargar(db, administrador, 0, undefined, ['partetrabajo'])).docs.size).toBe(sin.docs.size);

    // El vigilante no es oficina: baja su ronda hecha sin suscribir nada.
    const v1 = await descargar(db, vigilante1);
    expect(v1.paginas.at(-1)?.bajoDemanda).toEqual([]);
    for (const ref of RONDA_HECHA) expect(v1.docs.has(ref), ref).toBe(true);
  });

  it('sync.historial con la colección trae su ventana y solo su familia; una que no es bajo demanda, rechazada', async () => {
    const db = base.db;
    const vistos: string[] = [];
    for (const mes of ventana) {
      let cursor: string | null = null;
      do {
        const r = await historial(db, { mes, coleccion: 'rondarealizada', cursor, limite: 1 }, administrador);
        vistos.push(...ids(r.documentos));
        cursor = r.cursor;
      } while (cursor !== null);
    }
    expect(vistos).toEqual(expect.arrayContaining(RONDA_HECHA));
    expect(vistos.every((k) => k.startsWith('rondarealizada:') || k.startsWith('rondacheck:'))).toBe(true);
    // Lo que está en curso no es historia: ya lo tiene.
    expect(vistos).not.toContain('rondarealizada:RRC');
    const e = await errorDe(historial(db, { mes: hoy, coleccion: 'partetrabajo' }, administrador));
    expect(e.message).toMatch(/no se trae aparte/);
    const e2 = await errorDe(historial(db, { mes: hoy, coleccion: 'rondarealizada' }, vigilante1));
    expect(e2.message).toMatch(/no se trae aparte/);
  });

  it('por el registro: al acabar, la ronda sale de la oficina sin suscripción y llega a la que la tiene suscrita', async () => {
    const db = base.db;
    const desde = (await descargar(db, administrador)).checkpoint;
    await mutar(db, vigilante1, 'ronda.cerrarSync', {
      idronda_realizada: 'RRC', motivo: 'Prueba', omitidos: ['PRD1', 'PRD2', 'PRD3', 'PRD4'].map((p, i) => ({ idronda_check: `RCC${i}`, idpunto_ronda: p })),
    });
    const sin = await descargar(db, administrador, desde);
    expect(sin.docs.has('rondarealizada:RRC')).toBe(false);
    expect(sin.eliminados.has('rondarealizada:RRC')).toBe(true);
    const con = await descargar(db, administrador, desde, undefined, ['rondarealizada']);
    expect(con.docs.get('rondarealizada:RRC')?.situacion).toBe('incompleta');
    expect(con.docs.has('rondacheck:RCC0')).toBe(true);
    // Y en una sola página de sync.pull, las dos familias juntas con su filtro.
    const pagina = await pull(db, { checkpoint: desde, suscripciones: ['rondarealizada'], limite: 1000 }, administrador);
    expect(ids(pagina.documentos)).toContain('rondarealizada:RRC');
  });

  it('sync.desalojar sin la suscripción quita la ventana de esa familia y nada más; con ella, nada', async () => {
    const db = base.db;
    const quitar = async (suscripciones: string[]): Promise<string[]> => {
      const fuera: string[] = [];
      let cursor: string | null = null;
      do {
        const r = await desalojar(db, { meses: ventana, historial: [], suscripciones, cursor }, administrador);
        fuera.push(...r.eliminados.map((e) => `${e.coleccion}:${e.id}`));
        cursor = r.cursor;
      } while (cursor !== null);
      return fuera;
    };
    const fuera = await quitar([]);
    expect(fuera).toEqual(expect.arrayContaining([...RONDA_HECHA, 'rondarealizada:RRC', ...PARTE_NOVEDAD]));
    const familias = ['rondarealizada:', 'rondacheck:', 'partenovedad:', 'novedad:'];
    expect(fuera.every((k) => familias.some((f) => k.startsWith(f)))).toBe(true);
    // Con una suscrita, solo la otra.
    expect((await quitar(['rondarealizada'])).sort()).toEqual([...PARTE_NOVEDAD].sort());
    expect(await quitar(['rondarealizada', 'partenovedad'])).toEqual([]);
    // El vigilante tiene su ventana entera: nada que quitar.
    const r = await desalojar(db, { meses: ventana, historial: [], suscripciones: [] }, vigilante1);
    expect(r.eliminados).toEqual([]);
  });
});
