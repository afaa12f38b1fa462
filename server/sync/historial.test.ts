import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claveDe, colecciones, type DocDe } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { baseEtiqueta, calcularEtiquetas, enConjunto, etiquetasUsuario, filtroConjunto, MESES_FUTUROS, mesEtiqueta, mesesVentana, VENTANA_HISTORIA, type ConjuntoDescarga } from './ambito';
import { desalojar, historial } from './historial';
import { documentos, pull } from './pull';
import { administrador, documentosPrueba, tecnico1, tecnico2 } from './prueba/datos';
import { BASES, cargarPorTx, comprobarInvariante, descargar, type BasePrueba } from './prueba/entorno';
import { tabla } from './registro';
import { sellarCambios } from './sellador';
import { crearTxSql } from './tx-sql';
import type { Llamante } from './tipos';

const MS_DIA = 86_400_000;
/** Un parte de T1 cerrado hace medio año: historia de un mes que no está en ninguna ventana. */
const haceMedioAnio = new Date(Date.now() - 180 * MS_DIA).toISOString();
const MES_VIEJO = haceMedioAnio.slice(0, 7);

const conHistoria = () => {
  const docs = documentosPrueba();
  const pt1 = docs.partetrabajo.find((p) => p.idparte_trabajo === 'PT1');
  const lp1 = docs.lpartetrabajo.find((l) => l.idparte_trabajo === 'PT1');
  if (!pt1 || !lp1) throw new Error('Faltan PT1 o su línea en los datos de prueba');
  const viejo: DocDe<'partetrabajo'> = { ...pt1, idparte_trabajo: 'PT9', numero: 'P-9', fecha: haceMedioAnio.slice(0, 10), estado: 2, fecha_desc: 'x|PT9', actualizado: haceMedioAnio };
  docs.partetrabajo.push(viejo);
  docs.lpartetrabajo.push({ ...lp1, idlparte_trabajo: 'LP9', idparte_trabajo: 'PT9' });
  return docs;
};

const ids = (docs: readonly { coleccion: string; doc: Doc }[]): string[] =>
  docs.map((d) => `${d.coleccion}:${String(d.doc[claveDe(d.coleccion as 'partetrabajo')])}`).sort();

/** Toda la historia de un mes para un usuario, siguiendo el cursor. */
const historiaDe = async (db: BasePrueba['db'], quien: Llamante, mes: string, limite?: number): Promise<string[]> => {
  const vistos: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const r = await historial(db, { mes, cursor, limite }, quien);
    vistos.push(...ids(r.documentos));
    cursor = r.cursor;
    if (cursor === null) return vistos.sort();
  }
  throw new Error('La historia no termina');
};

describe('el mes de historia en las etiquetas (ambito.ts)', () => {
  it('la ventana son los meses que tocan los últimos días', () => {
    // Y los MESES_FUTUROS siguientes (lo fechado más adelante que ya es historia).
    const futuros = (desde: string): string[] => mesesVentana(0, new Date(`${desde}-15T12:00:00Z`)).slice(1);
    expect(futuros('2026-01')).toHaveLength(MESES_FUTUROS);
    expect(futuros('2026-01').at(-1)).toBe('2027-01');
    expect(mesesVentana(60, new Date('2026-01-15T12:00:00Z'))).toEqual(['2025-11', '2025-12', '2026-01', ...futuros('2026-01')]);
    expect(mesesVentana(31, new Date('2026-03-31T12:00:00Z'))).toEqual(['2026-02', '2026-03', ...futuros('2026-03')]);
    expect(mesesVentana(0, new Date('2026-03-31T12:00:00Z'))).toEqual(['2026-03', ...futuros('2026-03')]);
  });

  it('un parte cerrado lleva el mes en todas sus etiquetas; abierto, ninguno; la base y el mes se leen de vuelta', () => {
    const pt = documentosPrueba().partetrabajo[0] ?? {};
    const entorno = { padre: null, reunidas: [] };
    expect(calcularEtiquetas('partetrabajo', pt, entorno)).toEqual(['delegacion:D1', 'tecnico:T1']);
    const cerrado = calcularEtiquetas('partetrabajo', { ...pt, estado: 2, fecha: '2024-05-02', actualizado: '2024-05-03T10:00:00.000Z' }, entorno);
    expect(cerrado).toEqual(['delegacion:D1@2024-05', 'tecnico:T1@2024-05']);
    expect(cerrado.map(baseEtiqueta)).toEqual(['delegacion:D1', 'tecnico:T1']);
    expect(cerrado.map(mesEtiqueta)).toEqual(['2024-05', '2024-05']);
    // Cuenta el mes en que se cerró (su último cambio), sea antes o después de su fecha.
    expect(calcularEtiquetas('partetrabajo', { ...pt, estado: 2, fecha: '2024-05-02', actualizado: '2024-08-01T10:00:00.000Z' }, entorno)).toEqual(['delegacion:D1@2024-08', 'tecnico:T1@2024-08']);
    expect(calcularEtiquetas('partetrabajo', { ...pt, estado: 2, fecha: '2024-09-02', actualizado: '2024-08-30T10:00:00.000Z' }, entorno)).toEqual(['delegacion:D1@2024-08', 'tecnico:T1@2024-08']);
    // Sus líneas toman el mes del padre; lo global de un catálogo no lleva mes nunca.
    expect(calcularEtiquetas('lpartetrabajo', { idparte_trabajo: 'PT1' }, { padre: cerrado, reunidas: [] })).toEqual(cerrado);
    expect(baseEtiqueta('global')).toBe('global');
    expect(mesEtiqueta('tecnico:T1')).toBeNull();
  });

  it('en el conjunto: lo abierto siempre, la historia solo de sus meses; el permiso (cortan) no mira el mes', () => {
    const c: ConjuntoDescarga = { etiquetas: ['global', 'tecnico:T1'], meses: ['2026-10', '2026-11'] };
    expect(enConjunto(['tecnico:T1'], c)).toBe(true);
    expect(enConjunto(['tecnico:T1@2026-11'], c)).toBe(true);
    expect(enConjunto(['tecnico:T1@2024-05'], c)).toBe(false);
    expect(enConjunto(['tecnico:T2@2026-11'], c)).toBe(false);
    expect(enConjunto(['tecnico:T1'], { ...c, soloHistoria: true })).toBe(false);
    const todo: ConjuntoDescarga = { etiquetas: null, meses: ['2026-11'] };
    expect(enConjunto([], todo)).toBe(true);
    expect(enConjunto(['delegacion:D1@2024-05'], todo)).toBe(false);
    expect(enConjunto(['delegacion:D1@2024-05', 'tecnico:T1'], todo)).toBe(true);
  });
});

describe.each(BASES)('historia bajo demanda ($nombre)', ({ abrir }) => {
  let base: BasePrueba | null = null;
  const db = (): BasePrueba['db'] => {
    if (!base) throw new Error('sin base');
    return base.db;
  };
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db, conHistoria());
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('las etiquetas guardadas por la Tx son las de las reglas, con el mes de la historia', async () => {
    await comprobarInvariante(db());
    const [fila] = await db().query<{ ambito: string[] }>(`select ambito from ${tabla('lpartetrabajo')} where id = 'LP9'`);
    expect(fila?.ambito.every((e) => mesEtiqueta(e) === MES_VIEJO)).toBe(true);
  });

  it('la descarga no trae la historia fuera de la ventana; sync.historial la trae, solo a quien le toca, por páginas', async () => {
    const t1 = await descargar(db(), tecnico1);
    expect(t1.docs.has('partetrabajo:PT1')).toBe(true);
    expect(t1.docs.has('partetrabajo:PT9') || t1.docs.has('lpartetrabajo:LP9')).toBe(false);
    expect(t1.paginas.at(-1)?.ventana).toEqual(mesesVentana(VENTANA_HISTORIA.propio));

    const mes = await historiaDe(db(), tecnico1, MES_VIEJO);
    expect(mes).toEqual(expect.arrayContaining(['partetrabajo:PT9', 'lpartetrabajo:LP9']));
    expect(mes.some((k) => k === 'partetrabajo:PT1' || k.startsWith('articulo:'))).toBe(false);
    expect(await historiaDe(db(), tecnico1, MES_VIEJO, 1)).toEqual(mes);
    expect(await historiaDe(db(), tecnico2, MES_VIEJO)).toEqual([]);

    // La oficina ('todo') tampoco la baja sin pedirla, y la recibe al pedirla.
    const adm = await descargar(db(), administrador);
    expect(adm.docs.has('partetrabajo:PT9')).toBe(false);
    expect(adm.docs.has('partetrabajo:PT1')).toBe(true);
    expect(await historiaDe(db(), administrador, MES_VIEJO)).toEqual(expect.arrayContaining(['partetrabajo:PT9', 'lpartetrabajo:LP9']));
  });

  it('sigue viva por el registro mientras se pide en `historial`; sync.desalojar dice qué quitar al dejarla', async () => {
    const t1 = await descargar(db(), tecnico1);
    await db().transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      const pt9 = await tx.get('partetrabajo', 'PT9');
      if (!pt9) throw new Error('falta PT9');
      await tx.put('partetrabajo', { ...pt9, observaciones: 'Revisado por la oficina' });
    });
    await sellarCambios(db());
    const sin = await pull(db(), { checkpoint: t1.checkpoint }, tecnico1);
    expect(ids(sin.documentos)).not.toContain('partetrabajo:PT9');
    expect(sin.eliminados).toEqual([]);
    const con = await pull(db(), { checkpoint: t1.checkpoint, historial: [MES_VIEJO] }, tecnico1);
    expect(con.documentos.find((d) => d.coleccion === 'partetrabajo' && d.doc.idparte_trabajo === 'PT9')?.doc.observaciones).toBe('Revisado por la oficina');

    const fuera = await desalojar(db(), { meses: [MES_VIEJO], historial: [] }, tecnico1);
    expect(fuera.eliminados.map((e) => `${e.coleccion}:${e.id}`)).toEqual(expect.arrayContaining(['partetrabajo:PT9', 'lpartetrabajo:LP9']));
    expect(fuera.eliminados.some((e) => e.id === 'PT1')).toBe(false);
    expect((await desalojar(db(), { meses: [MES_VIEJO], historial: [MES_VIEJO] }, tecnico1)).eliminados).toEqual([]);
    // Un mes de la ventana de hoy no se desaloja aunque se pida.
    const hoy = new Date().toISOString().slice(0, 7);
    expect((await desalojar(db(), { meses: [hoy], historial: [] }, tecnico1)).eliminados).toEqual([]);
  });

  it('la historia sigue siendo suya: sync.documentos se la da a T1 y no a T2', async () => {
    expect(ids((await documentos(db(), { refs: ['partetrabajo:PT9'] }, tecnico1)).documentos)).toEqual(['partetrabajo:PT9']);
    expect((await documentos(db(), { refs: ['partetrabajo:PT9'] }, tecnico2)).eliminados).toEqual([{ coleccion: 'partetrabajo', id: 'PT9' }]);
  });

  it('un parte reabierto vuelve al conjunto por el registro; cerrado en un mes viejo, sale', async () => {
    const t1 = await descargar(db(), tecnico1);
    const cambiar = async (cambios: Partial<DocDe<'partetrabajo'>>, id: string): Promise<void> => {
      await db().transaccion(async (q) => {
        const tx = crearTxSql(q, { etiquetasUsuario: null });
        const pt = await tx.get('partetrabajo', id);
        if (!pt) throw new Error(`falta ${id}`);
        await tx.put('partetrabajo', { ...pt, ...cambios });
      });
      await sellarCambios(db());
    };
    await cambiar({ estado: 1 }, 'PT9');
    const dentro = await pull(db(), { checkpoint: t1.checkpoint }, tecnico1);
    expect(ids(dentro.documentos)).toEqual(expect.arrayContaining(['partetrabajo:PT9', 'lpartetrabajo:LP9']));
    await cambiar({ estado: 2 }, 'PT9');
    const fuera = await pull(db(), { checkpoint: dentro.checkpoint }, tecnico1);
    expect(fuera.eliminados).toEqual(expect.arrayContaining([{ coleccion: 'partetrabajo', id: 'PT9' }, { coleccion: 'lpartetrabajo', id: 'LP9' }]));
    await comprobarInvariante(db());
  });

  it('el filtro SQL de cada conjunto escoge lo mismo que enConjunto, fila a fila y en todas las colecciones (también por los índices de la ventana, decisión 92)', async () => {
    const mesHoy = new Date().toISOString().slice(0, 7);
    const conjuntos: ConjuntoDescarga[] = [
      { etiquetas: etiquetasUsuario(tecnico1.usuario, 'propio'), meses: [mesHoy] },
      { etiquetas: etiquetasUsuario(tecnico1.usuario, 'propio'), meses: [MES_VIEJO], soloHistoria: true },
      { etiquetas: null, meses: [mesHoy] },
      { etiquetas: null, meses: [MES_VIEJO], soloHistoria: true },
      { etiquetas: null, meses: [] },
    ];
    let comparadas = 0;
    for (const conjunto of conjuntos) {
      for (const c of colecciones) {
        const filas = await db().query<{ id: string; ambito: string[] }>(`select id, ambito from ${tabla(c)}`);
        const esperados = filas.filter((x) => enConjunto(x.ambito, conjunto)).map((x) => x.id).sort();
        for (const porIndices of [false, true]) {
          const f = filtroConjunto(conjunto, 1, 'ambito', porIndices);
          const sql = (await db().query<{ id: string }>(`select id from ${tabla(c)} where ${f.sql}`, f.params)).map((x) => x.id).sort();
          expect(sql, `${c} ${JSON.stringify(conjunto)}${porIndices ? ' por los índices' : ''}`).toEqual(esperados);
          comparadas += filas.length;
        }
      }
    }
    expect(comparadas).toBeGreaterThan(500);
  });
});
