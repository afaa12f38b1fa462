/**
 * Lo bajo demanda por registro (issue 32, punto 3; decisión 90), en PGlite y PostgreSQL: la oficina (ámbito
 * 'todo') y la delegación no bajan el material de los sistemas sin suscribir el sistema; suscrito, baja solo el
 * suyo en la foto y por el registro (el de otro sistema que cambia llega como eliminado), y sync.historial con
 * `padre` trae su foto por páginas. Un sistema que no ve el usuario da lo mismo que uno sin material. El técnico
 * (ámbito propio) baja el de sus sistemas como siempre y no puede pedirlo aparte.
 */
import { describe, expect, it } from 'vitest';
import { claveDe, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { BAJO_DEMANDA_POR_PADRE, padrePorCampo } from './ambito';
import { historial } from './historial';
import { administrador, comercial3, supervisorD1, tecnico1 } from './prueba/datos';
import { baseCargada, BASES, descargar, errorDe, mutar } from './prueba/entorno';

const ids = (docs: readonly { coleccion: string; doc: Doc }[]): string[] =>
  docs.map((d) => `${d.coleccion}:${String(d.doc[claveDe(d.coleccion as 'materialsistema')])}`).sort();

const material = (id: string, idsistema: string) => ({
  idmaterial_sistema: id, idsistema, idarticulo: 'AR1', descripcion: `Detector ${id}`, numserie: null, ubicacion: null, fecha_instalacion: null, estado: 1,
});

describe('qué es bajo demanda por registro (ambito.ts)', () => {
  it('lo de cada sistema (material, revisiones, vías, cuotas, subsistemas, avisos), para la oficina y la delegación, unido a su sistema por idsistema; el ámbito propio, nada', () => {
    const deSistema: Coleccion[] = ['materialsistema', 'revisionsistema', 'viacomunicacion', 'cuotasistema', 'subsis', 'clienteaviso'];
    expect(BAJO_DEMANDA_POR_PADRE.todo).toEqual(deSistema);
    expect(BAJO_DEMANDA_POR_PADRE.delegacion).toEqual(deSistema);
    expect(BAJO_DEMANDA_POR_PADRE.propio).toEqual([]);
    for (const c of deSistema) expect(padrePorCampo(c), c).toEqual({ padre: 'sistema', campo: 'idsistema' });
  });
});

describe.each(BASES)('material de los sistemas bajo demanda ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('sin suscribir, la oficina no baja material; con un sistema suscrito, solo el suyo; el técnico, el de sus sistemas', async () => {
    const db = base.db;
    await mutar(db, administrador, 'materialSistema.insertSync', { doc: material('MS2', 'S1') });
    await mutar(db, administrador, 'materialSistema.insertSync', { doc: material('MS3', 'S3') });

    const sin = await descargar(db, administrador);
    expect(sin.paginas.at(-1)?.porPadre).toEqual(BAJO_DEMANDA_POR_PADRE.todo.map((coleccion) => ({ coleccion, campo: 'idsistema', padre: 'sistema' })));
    expect([...sin.docs.keys()].filter((k) => k.startsWith('materialsistema:'))).toEqual([]);
    expect(sin.docs.has('sistema:S1')).toBe(true);

    const con = await descargar(db, administrador, 0, undefined, undefined, [{ coleccion: 'materialsistema', ids: ['S1'] }]);
    expect([...con.docs.keys()].filter((k) => k.startsWith('materialsistema:')).sort()).toEqual(['materialsistema:MS1', 'materialsistema:MS2']);
    // Lo demás no cambia por suscribir un sistema.
    expect(con.docs.size).toBe(sin.docs.size + 2);

    // La delegación D1, igual: el material de S1 solo suscrito; el de S3 (D2) ni suscrito.
    const d1 = await descargar(db, supervisorD1, 0, undefined, undefined, [{ coleccion: 'materialsistema', ids: ['S1', 'S3'] }]);
    expect([...d1.docs.keys()].filter((k) => k.startsWith('materialsistema:')).sort()).toEqual(['materialsistema:MS1', 'materialsistema:MS2']);

    // El técnico baja el material de los sistemas de sus partes sin suscribir nada, y `padres` no le cambia nada.
    const t1 = await descargar(db, tecnico1);
    expect(t1.paginas.at(-1)?.porPadre).toEqual([]);
    expect(t1.docs.has('materialsistema:MS1')).toBe(true);
    const t1Con = await descargar(db, tecnico1, 0, undefined, undefined, [{ coleccion: 'materialsistema', ids: ['S3'] }]);
    expect(t1Con.docs.size).toBe(t1.docs.size);
    expect(t1Con.docs.has('materialsistema:MS3')).toBe(false);
  });

  it('las revisiones de los sistemas (y lo demás de cada sistema), igual: sin suscribir nada, ninguna; suscrito, solo las suyas', async () => {
    const db = base.db;
    const revision = (id: string, idsistema: string) => ({ idrevision_sistema: id, idsistema, fecha_prevista: '2026-12-15', estado: 1 });
    await mutar(db, administrador, 'revisionSistema.insertSync', { doc: revision('RVP1', 'S1') });
    await mutar(db, administrador, 'revisionSistema.insertSync', { doc: revision('RVP3', 'S3') });
    const sin = await descargar(db, administrador);
    for (const c of BAJO_DEMANDA_POR_PADRE.todo) expect([...sin.docs.keys()].filter((k) => k.startsWith(`${c}:`)), c).toEqual([]);
    const con = await descargar(db, administrador, 0, undefined, undefined, [{ coleccion: 'revisionsistema', ids: ['S1'] }]);
    const revisiones = [...con.docs].filter(([k]) => k.startsWith('revisionsistema:'));
    expect(revisiones.map(([k]) => k)).toContain('revisionsistema:RVP1');
    expect(revisiones.every(([, d]) => d.idsistema === 'S1')).toBe(true);
    expect([...con.docs.keys()].filter((k) => k.startsWith('materialsistema:'))).toEqual([]);
    const t1 = await descargar(db, tecnico1);
    expect(t1.docs.has('revisionsistema:RVP1')).toBe(true);
  });

  it('por el registro llega el cambio del material de un sistema suscrito; el de otro, como eliminado', async () => {
    const db = base.db;
    const padres = [{ coleccion: 'materialsistema', ids: ['S1'] }];
    const antes = await descargar(db, administrador, 0, undefined, undefined, padres);
    await mutar(db, administrador, 'materialSistema.updateSync', { id: 'MS1', cambios: { ubicacion: 'Pasillo' } });
    await mutar(db, administrador, 'materialSistema.updateSync', { id: 'MS3', cambios: { ubicacion: 'Almacén' } });
    const despues = await descargar(db, administrador, antes.checkpoint, undefined, undefined, padres);
    expect(despues.docs.get('materialsistema:MS1')).toMatchObject({ ubicacion: 'Pasillo' });
    expect(despues.docs.has('materialsistema:MS3')).toBe(false);
    expect(despues.eliminados.has('materialsistema:MS3')).toBe(true);
  });

  it('sync.historial con padre trae por páginas todo el material del sistema; de un sistema que no ve, lo mismo que de uno vacío', async () => {
    const db = base.db;
    const vistos: string[] = [];
    let cursor: string | null = null;
    let paginas = 0;
    do {
      const r = await historial(db, { coleccion: 'materialsistema', padre: 'S1', cursor, limite: 1 }, administrador);
      vistos.push(...ids(r.documentos));
      cursor = r.cursor;
      paginas++;
    } while (cursor !== null && paginas < 20);
    expect(vistos.sort()).toEqual(['materialsistema:MS1', 'materialsistema:MS2']);
    expect(paginas).toBeGreaterThan(1);

    // El comercial de D2 no ve S1: ni su material ni nada que distinga S1 de un sistema que no existe.
    const ajeno = await historial(db, { coleccion: 'materialsistema', padre: 'S1' }, comercial3);
    const inexistente = await historial(db, { coleccion: 'materialsistema', padre: 'NO-EXISTE' }, comercial3);
    expect(ajeno).toEqual(inexistente);
    expect(ajeno.documentos).toEqual([]);
    expect(ids((await historial(db, { coleccion: 'materialsistema', padre: 'S3' }, comercial3)).documentos)).toEqual(['materialsistema:MS3']);
  });

  it('lo que no es bajo demanda por registro, o un mes y un registro a la vez, o ninguno: rechazado en español', async () => {
    const db = base.db;
    expect((await errorDe(historial(db, { coleccion: 'materialsistema', padre: 'S1' }, tecnico1))).message).toBe('Eso no se trae aparte: ya está en el dispositivo');
    expect((await errorDe(historial(db, { coleccion: 'sistema', padre: 'S1' }, administrador))).message).toBe('Eso no se trae aparte: ya está en el dispositivo');
    expect((await errorDe(historial(db, { padre: 'S1' }, administrador))).message).toBe('Eso no se trae aparte: ya está en el dispositivo');
    expect((await errorDe(historial(db, { mes: '2026-01', coleccion: 'materialsistema', padre: 'S1' }, administrador))).message).toBe('Se pide un mes o un registro, no los dos');
    expect((await errorDe(historial(db, {}, administrador))).message).toBe('Falta el mes de historia que se pide');
  });
});
