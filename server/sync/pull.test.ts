import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { claveDe, colecciones, type Coleccion } from '../../schemas';
import type { DocPull } from '../../replication/metodos';
import { etiquetarDocumentos } from './ambito-datos';
import { podarRegistro } from './poda';
import { codificarCursor, documentos, pull } from './pull';
import { BAJO_DEMANDA_POR_PADRE, enConjunto, etiquetasUsuario, HISTORIA_BAJO_DEMANDA, mesesVentana, VENTANA_HISTORIA } from './ambito';
import { administrador, conjuntoT1, llamante, permisosTodos, supervisorD1, tecnico1, tecnico2, tecnico3, usuarioPrueba } from './prueba/datos';
import { baseCargada, type BasePrueba, BASES, cargarPorTx, contar, descargar, mutar } from './prueba/entorno';
import { numero, tabla } from './registro';
import type { Llamante } from './tipos';
import { sellarCambios } from './sellador';
import { crearTxSql } from './tx-sql';
import type { Db } from '../db/tipos';
import type { Doc } from '../../replication/tx';

const claves = (m: Map<string, unknown>): string[] => [...m.keys()].sort();
const k = (x: DocPull): string => `${x.coleccion}:${String(x.doc[claveDe(x.coleccion)])}`;
const conjunto = (porColeccion: Partial<Record<Coleccion, string[]>>): string[] =>
  colecciones.flatMap((c) => (porColeccion[c] ?? []).map((id) => `${c}:${id}`)).sort();

/** Lo que el servidor dice que pertenece al usuario ahora mismo (para comparar con lo descargado). */
const esperadoDe = async (db: Db, quien: Llamante): Promise<Map<string, Doc>> => {
  const conjunto = { etiquetas: etiquetasUsuario(quien.usuario, quien.ambito), meses: mesesVentana(VENTANA_HISTORIA[quien.ambito]) };
  const m = new Map<string, Doc>();
  for (const c of colecciones) {
    const filas = await db.query<{ id: string; doc: Doc; ambito: string[] }>(`select id, doc, ambito from ${tabla(c)}`);
    for (const f of filas) if (enConjunto(f.ambito, conjunto)) m.set(`${c}:${f.id}`, f.doc);
  }
  return m;
};

describe.each(BASES)('sync.pull ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('la primera descarga de un técnico trae su conjunto de trabajo y los catálogos, y nada de otro técnico', async () => {
    const d = await descargar(base.db, tecnico1, 0, 4);
    expect(claves(d.docs)).toEqual(conjunto(conjuntoT1));
    expect(d.docs.has('partetrabajo:PT2')).toBe(false);
    expect(d.checkpoint).toBe(await contar(base.db, 'select max(seq) as n from cambio'));
  });

  it('foto por páginas: cada documento exactamente una vez, y el cursor lleva a la última página', async () => {
    // La oficina lo ve todo con la historia bajo demanda suscrita (decisión 78) y lo de todos los sistemas (decisiones 90 y 91).
    const sistemas = (await base.db.query<{ id: string }>('select id from sistema')).map((f) => f.id);
    const d = await descargar(base.db, administrador, 0, 3, [...HISTORIA_BAJO_DEMANDA.todo], BAJO_DEMANDA_POR_PADRE.todo.map((coleccion) => ({ coleccion, ids: sistemas })));
    const vistos = d.paginas.flatMap((p) => p.documentos.map(k));
    const total = await contar(base.db, `select ${colecciones.map((c) => `(select count(*) from ${tabla(c)})`).join(' + ')} as n`);
    expect(vistos).toHaveLength(total);
    expect(new Set(vistos).size).toBe(total);
    expect(d.paginas.every((p, i) => (i < d.paginas.length - 1 ? p.cursor !== null && p.checkpoint === 0 : p.cursor === null))).toBe(true);
    expect(d.paginas.every((p) => p.documentos.length <= 3)).toBe(true);
  });

  it('la foto del técnico baja primero lo de su pantalla inicial (partes y clientes) y después lo demás, cada documento una vez', async () => {
    const d = await descargar(base.db, tecnico1, 0, 2);
    const orden = d.paginas.flatMap((p) => p.documentos.map((x) => x.coleccion));
    const primeros = new Set(['partetrabajo', 'cliente']);
    const ultimoPrimero = orden.findLastIndex((c) => primeros.has(c));
    const primeroResto = orden.findIndex((c) => !primeros.has(c));
    expect(ultimoPrimero).toBeGreaterThan(0);
    expect(primeroResto).toBeGreaterThan(ultimoPrimero);
    expect(claves(d.docs)).toEqual(conjunto(conjuntoT1));
    expect(orden).toHaveLength(d.docs.size);
  });

  it('la primera página acaba con lo de la pantalla inicial aunque quepa más: el dispositivo lo escribe y lo enseña antes que el resto', async () => {
    const primera = await pull(base.db, { checkpoint: 0, cursor: null, limite: 10_000 }, tecnico1);
    const deLaPrimera = new Set(primera.documentos.map((x) => x.coleccion));
    expect(primera.documentos.length).toBeGreaterThan(0);
    expect([...deLaPrimera].sort()).toEqual(['cliente', 'partetrabajo']);
    expect(primera.cursor).not.toBeNull();
    const segunda = await pull(base.db, { checkpoint: 0, cursor: primera.cursor, limite: 10_000 }, tecnico1);
    expect(segunda.cursor).toBeNull();
    expect(segunda.documentos.some((x) => x.coleccion === 'partetrabajo' || x.coleccion === 'cliente')).toBe(false);
    expect([...primera.documentos, ...segunda.documentos].map(k).sort()).toEqual(conjunto(conjuntoT1));
  });

  it('un cursor de antes de la prioridad sigue en el orden de colecciones; si las apps cambian a mitad, se vuelve a empezar', async () => {
    const primera = await pull(base.db, { checkpoint: 0, cursor: null, limite: 2 }, tecnico1);
    const leido: unknown = JSON.parse(Buffer.from(primera.cursor ?? '', 'base64url').toString('utf8'));
    const { s, v, p } = z.object({ s: z.number(), v: z.string(), p: z.string() }).parse(leido);
    expect(p).toBe('1');

    const vistos: Coleccion[] = [];
    const docs = new Set<string>();
    let cursor: string | null = codificarCursor({ s, v, c: 0, u: '' });
    while (cursor !== null) {
      const r = await pull(base.db, { checkpoint: 0, cursor, limite: 2 }, tecnico1);
      for (const x of r.documentos) {
        vistos.push(x.coleccion);
        docs.add(k(x));
      }
      cursor = r.cursor;
    }
    expect([...docs].sort()).toEqual(conjunto(conjuntoT1));
    const indices = vistos.map((c) => colecciones.indexOf(c));
    expect(indices).toEqual([...indices].sort((a, b) => a - b));

    const otraClave = await pull(base.db, { checkpoint: 0, cursor: codificarCursor({ s, v, c: 1, u: '', p: '01' }), limite: 2 }, tecnico1);
    expect(otraClave.resincronizar).toBe(true);
    await expect(pull(base.db, { checkpoint: 0, cursor: codificarCursor({ s, v, c: 1, u: '', p: '9' }) }, tecnico1)).rejects.toThrow('El cursor de sincronización no es válido');
  });

  it('el supervisor de delegación recibe su delegación; sin permiso de visualizar no llega la colección', async () => {
    const sup = await descargar(base.db, supervisorD1);
    expect(sup.docs.has('partetrabajo:PT1') && sup.docs.has('partetrabajo:PT2') && sup.docs.has('cliente:C2')).toBe(true);
    expect(sup.docs.has('partetrabajo:PT3') || sup.docs.has('cliente:C3') || sup.docs.has('telefono:TEL3')).toBe(false);

    const permisos = permisosTodos();
    permisos.parte_trabajo = { visualizar: false, insertar: true, editar: true, borrar: true };
    const ciego = llamante(usuarioPrueba('UC', { idtecnico: 'T1', permisos }), 'propio');
    const d = await descargar(base.db, ciego);
    expect([...d.docs.keys()].some((k) => k.startsWith('partetrabajo:'))).toBe(false);
    expect(d.docs.has('lpartetrabajo:LP1')).toBe(true);
  });

  it('los cambios hechos durante la foto llegan después por el registro; lo que no cambia llega una vez', async () => {
    const { db } = base;
    const primera = await pull(db, { checkpoint: 0, limite: 5 }, tecnico1);
    expect(primera.cursor).not.toBeNull();
    expect(primera.documentos.map(k)).toContain('partetrabajo:PT1');
    await mutar(db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'durante la foto' } });
    await mutar(db, tecnico1, 'telefono.updateSync', { id: 'TEL1', cambios: { numero: '699999999' } });
    await mutar(db, tecnico1, 'tiempoTrabajado.insertSync', {
      doc: { idtiempo_trabajado: 'TT2', idparte_trabajo: 'PT1', idtecnico: 'T1', inicio: '2026-11-21T08:00:00.000Z', fin: null, minutos: null, observaciones: null, estado: 1 },
    });
    const docs = new Map(primera.documentos.map((x) => [k(x), x.doc]));
    const vistos: string[] = [...docs.keys()];
    let { checkpoint, cursor } = primera;
    for (;;) {
      const r = await pull(db, { checkpoint, cursor, limite: 5 }, tecnico1);
      for (const x of r.documentos) {
        vistos.push(k(x));
        docs.set(k(x), x.doc);
      }
      for (const e of r.eliminados) docs.delete(`${e.coleccion}:${e.id}`);
      checkpoint = r.checkpoint;
      cursor = r.cursor;
      if (!r.hayMas) break;
    }
    const veces = (clave: string): number => vistos.filter((v) => v === clave).length;
    // PT1 ya había bajado en la foto con su versión vieja: la nueva llega por el registro.
    expect(veces('partetrabajo:PT1')).toBe(2);
    expect(veces('telefono:TEL1')).toBe(1);
    expect(veces('tiempotrabajado:TT2')).toBe(1);
    for (const clave of conjunto(conjuntoT1).filter((c) => c !== 'partetrabajo:PT1')) expect(veces(clave), clave).toBe(1);
    expect(docs.get('partetrabajo:PT1')?.observaciones).toBe('durante la foto');
    expect(docs.get('telefono:TEL1')?.numero).toBe('699999999');
    expect(docs).toEqual(await esperadoDe(db, tecnico1));
  });

  it('reasignar un parte (updateSync idtecnico) lo saca del técnico viejo con todo lo que cuelga de él y lo da al nuevo', async () => {
    const { db } = base;
    const t1 = await descargar(db, tecnico1);
    const t2 = await descargar(db, tecnico2);
    await mutar(db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { idtecnico: 'T2' } });

    const r1 = await descargar(db, tecnico1, t1.checkpoint);
    const siguen = conjunto({
      delegacion: ['D1', 'D2'], empleado: ['E1', 'E2', 'E3', 'E4', 'E5'], vigilante: ['V1'], tecnico: ['T1', 'T2', 'T3', 'T4'], almacen: ['A1', 'A2'], articulo: ['AR1', 'AR2'], parametro: ['P1'],
      plantillaarticulo: ['PL1'], lplantillaarticulo: ['LPL1'], stock: ['A1-AR1'], movimientostock: ['MV1'], caja: ['CJ1'], movimientocaja: ['MC1'],
      gradoanomalia: ['GA1', 'GA2'], tanomaliachecklistot: ['TA1'], plantillapresupuesto: ['PLP1'], lplantillapresupuesto: ['LPLP1'],
    });
    const seVan = conjunto(conjuntoT1).filter((k) => !siguen.includes(k));
    expect([...r1.eliminados].sort()).toEqual(expect.arrayContaining(seVan));
    expect(seVan).toContain('partetrabajo:PT1');
    expect(seVan).toEqual(expect.arrayContaining(['lpartetrabajo:LP1', 'ordentrabajo:O1', 'lordentrabajo:LO1', 'sistema:S1', 'cliente:C1', 'telefono:TEL1', 'fichero:F1', 'fichero:F3']));
    const final1 = new Map([...t1.docs, ...r1.docs]);
    for (const k of r1.eliminados) final1.delete(k);
    expect(claves(final1)).toEqual(claves(await esperadoDe(db, tecnico1)));

    const r2 = await descargar(db, tecnico2, t2.checkpoint);
    expect(claves(r2.docs)).toEqual(expect.arrayContaining(seVan));
    expect(r2.docs.get('partetrabajo:PT1')?.idtecnico).toBe('T2');
    const final2 = new Map([...t2.docs, ...r2.docs]);
    for (const k of r2.eliminados) final2.delete(k);
    expect(final2).toEqual(await esperadoDe(db, tecnico2));
  });

  it('finalizarOt opción 4 pasa el parte a otro técnico: entra en su descarga y sale de la del viejo', async () => {
    const { db } = base;
    const t2 = await descargar(db, tecnico2);
    const t3 = await descargar(db, tecnico3);
    const sup = await descargar(db, supervisorD1);
    expect(t2.docs.has('partetrabajo:PT2')).toBe(true);
    expect(t3.docs.has('partetrabajo:PT2')).toBe(false);

    await mutar(db, tecnico2, 'ordenTrabajo.finalizarOt', { idparte_trabajo: 'PT2', opcion: 4, idtecnico_destino: 'T3' });

    const r2 = await descargar(db, tecnico2, t2.checkpoint);
    expect(r2.eliminados).toEqual(new Set([
      'partetrabajo:PT2', 'lpartetrabajo:LP2', 'solicitudmaterial:SM1', 'ordentrabajo:O2', 'sistema:S2', 'cliente:C2', 'direccion:DIR2', 'fichero:F2',
      // La checklist del parte y lo que cuelga de ella (nietos del parte) se van con él.
      'checklistot:CK2', 'grupochecklistot:GCK2', 'preguntachecklistot:PCK3', 'accioncorrectoraot:ACO2',
    ]));
    const r3 = await descargar(db, tecnico3, t3.checkpoint);
    expect(claves(r3.docs)).toEqual([
      'accioncorrectoraot:ACO2', 'checklistot:CK2', 'cliente:C2', 'direccion:DIR2', 'fichero:F2', 'grupochecklistot:GCK2', 'lpartetrabajo:LP2', 'ordentrabajo:O2',
      'partetrabajo:PT2', 'preguntachecklistot:PCK3', 'sistema:S2', 'solicitudmaterial:SM1',
    ]);
    expect(r3.docs.get('partetrabajo:PT2')?.idtecnico).toBe('T3');
    expect(r3.eliminados.size).toBe(0);
    // El supervisor de la delegación lo sigue teniendo: le llega cambiado, no eliminado.
    const rs = await descargar(db, supervisorD1, sup.checkpoint);
    expect(rs.docs.get('partetrabajo:PT2')?.idtecnico).toBe('T3');
    expect(rs.eliminados.has('partetrabajo:PT2')).toBe(false);
  });

  it('las etiquetas guardadas coinciden con las reglas aplicadas al estado final', async () => {
    const { db } = base;
    const docs: Partial<Record<Coleccion, Doc[]>> = {};
    const guardadas = new Map<string, string[]>();
    for (const c of colecciones) {
      const filas = await db.query<{ id: string; doc: Doc; ambito: string[] }>(`select id, doc, ambito from ${tabla(c)}`);
      docs[c] = filas.map((f) => f.doc);
      for (const f of filas) guardadas.set(`${c}:${f.id}`, f.ambito);
    }
    const calculadas = etiquetarDocumentos(docs);
    for (const c of colecciones) for (const [id, e] of calculadas.get(c) ?? []) expect(guardadas.get(`${c}:${id}`), `${c}:${id}`).toEqual(e);
  });

  it('los números de secuencia crecen y el registro se pagina en orden', async () => {
    const { db } = base;
    const seqs = (await db.query<{ seq: unknown }>('select seq from cambio order by seq')).map((f) => numero(f.seq));
    expect(new Set(seqs).size).toBe(seqs.length);
    const filas = await db.query<{ seq: unknown; coleccion: Coleccion; id: string }>('select seq, coleccion, id from cambio order by seq');
    // Desde 0 sería la foto: el registro se sigue a partir del primer cambio.
    let checkpoint = numero(filas[0]?.seq);
    const checkpoints: number[] = [];
    for (;;) {
      const r = await pull(db, { checkpoint, limite: 7 }, administrador);
      expect(r.checkpoint).toBeGreaterThan(checkpoint);
      // Dentro de la página, cada documento va en la posición de su último cambio.
      const ultimoSeq = new Map<string, number>();
      for (const f of filas) if (numero(f.seq) > checkpoint && numero(f.seq) <= r.checkpoint) ultimoSeq.set(`${f.coleccion}:${f.id}`, numero(f.seq));
      const orden = r.documentos.map((x) => ultimoSeq.get(k(x)) ?? -1);
      expect(orden.every((n) => n > 0)).toBe(true);
      expect(orden).toEqual([...orden].sort((x, y) => x - y));
      checkpoints.push(r.checkpoint);
      checkpoint = r.checkpoint;
      if (!r.hayMas) break;
    }
    expect(checkpoints.at(-1)).toBe(seqs.at(-1));
    expect(checkpoints).toEqual([...checkpoints].sort((a, b) => a - b));
  });

  it('un cursor no válido es un error de validación en español', async () => {
    await expect(pull(base.db, { checkpoint: 0, cursor: 'basura' }, tecnico1)).rejects.toThrow('El cursor de sincronización no es válido');
    await expect(pull(base.db, { checkpoint: 0, cursor: codificarCursor({ s: 1, v: '1:1:', c: 999, u: '' }) }, tecnico1)).rejects.toThrow('El cursor de sincronización no es válido');
  });

  it('sync.documentos devuelve la versión actual de lo que está en el ámbito y da por eliminado lo demás', async () => {
    const refs: string[] = [];
    for (const c of colecciones) {
      for (const f of await base.db.query<{ id: string }>(`select id from ${tabla(c)} order by id`)) refs.push(`${c}:${f.id}`);
    }
    refs.push('cliente:NO-EXISTE');
    const esperado = await esperadoDe(base.db, tecnico1);
    const r = await documentos(base.db, { refs }, tecnico1);
    const enAmbito = refs.filter((ref) => esperado.has(ref));
    expect(enAmbito.length).toBeGreaterThan(0);
    expect(enAmbito.length).toBeLessThan(refs.length - 1);
    expect(r.documentos.map(k)).toEqual(enAmbito);
    for (const d of r.documentos) expect(d.doc).toEqual(esperado.get(k(d)));
    expect(r.eliminados.map((e) => `${e.coleccion}:${e.id}`)).toEqual(refs.filter((ref) => !esperado.has(ref)));
    await expect(documentos(base.db, { refs: ['noexiste:1'] }, tecnico1)).rejects.toThrow('Referencia de documento no válida: noexiste:1');
  });

  it('tras podar el registro, un checkpoint viejo pide resincronizar y la foto vuelve a funcionar', async () => {
    const { db } = base;
    const antes = await contar(db, 'select max(seq) as n from cambio');
    const r = await podarRegistro(db, -1);
    expect(r.hasta).toBe(antes);
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(0);
    const viejo = await pull(db, { checkpoint: 3 }, tecnico1);
    expect(viejo).toMatchObject({ resincronizar: true, documentos: [], eliminados: [] });
    const delFuturo = await pull(db, { checkpoint: antes + 1000 }, tecnico1);
    expect(delFuturo.resincronizar).toBe(true);
    const nueva = await descargar(db, tecnico1);
    expect(nueva.checkpoint).toBe(antes);
    expect(nueva.docs).toEqual(await esperadoDe(db, tecnico1));
    // Y se sigue desde ahí con normalidad (con un cambio hecho después de la poda: los de antes ya no se
    // pueden subir, poda.test.ts).
    const despues = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await mutar(db, administrador, 'parteTrabajo.updateSync', { id: 'PT2', cambios: { idtecnico: 'T1' } }, randomUUID(), despues);
    const sigue = await descargar(db, tecnico1, nueva.checkpoint);
    expect(sigue.docs.has('partetrabajo:PT2')).toBe(true);
  });
});

/**
 * Una transacción que escribe las observaciones de un parte y se queda abierta hasta `soltar()`: vuelve
 * cuando ya ha escrito (con la fila bloqueada y sin confirmar).
 */
const escribirYEsperar = async (db: Db, idparte: string, observaciones: string): Promise<{ soltar: () => void; terminada: Promise<void> }> => {
  let soltar: () => void = () => undefined;
  const puerta = new Promise<void>((r) => {
    soltar = r;
  });
  let escrito = false;
  const terminada = db.transaccion(async (q) => {
    const tx = crearTxSql(q, { etiquetasUsuario: null });
    const parte = await tx.get('partetrabajo', idparte);
    if (!parte) throw new Error(`Falta ${idparte}`);
    await tx.put('partetrabajo', { ...parte, observaciones });
    escrito = true;
    await puerta;
  });
  while (!escrito) await new Promise((r) => setTimeout(r, 10));
  return { soltar, terminada };
};

describe('orden de commit (PostgreSQL, dos conexiones)', () => {
  const pg = BASES.find((b) => b.nombre === 'postgres');
  let base: BasePrueba;
  beforeAll(async () => {
    if (!pg) throw new Error('Falta el backend postgres');
    base = await pg.abrir();
    await cargarPorTx(base.db);
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('sin cerrojo global: un escritor no espera a otro; el que se confirma antes se sella antes y el lector no se salta ninguno', async () => {
    const { db } = base;
    const otra = await base.otroProceso();
    if (!otra) throw new Error('Sin segundo proceso');
    const desde = await contar(db, 'select max(seq) as n from cambio');
    // A escribe PT1 y se queda abierta; B escribe PT3 (otra fila) desde otro proceso y se confirma sin esperar.
    const a = await escribirYEsperar(db, 'PT1', 'A');
    await otra.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      const parte = await tx.get('partetrabajo', 'PT3');
      if (!parte) throw new Error('Falta PT3');
      await tx.put('partetrabajo', { ...parte, observaciones: 'B' });
    });
    // Con seq en el momento de escribir, A tendría el número menor y, confirmada después, un lector que
    // ya pasó por el de B se la saltaría. Sellada tras el commit, A queda detrás de B.
    const seqB = await sellarCambios(otra);
    expect(seqB).toBeGreaterThan(desde);
    const mientras = await pull(db, { checkpoint: desde }, administrador);
    expect(mientras.documentos.map((d) => d.doc.idparte_trabajo)).toEqual(['PT3']);
    expect(mientras.checkpoint).toBe(seqB);
    a.soltar();
    await a.terminada;
    const seqA = await sellarCambios(db);
    expect(seqA).toBeGreaterThan(seqB);
    const despues = await pull(db, { checkpoint: mientras.checkpoint }, administrador);
    expect(despues.documentos.map((d) => d.doc.idparte_trabajo)).toEqual(['PT1']);
    expect(despues.documentos[0]?.doc.observaciones).toBe('A');
  });

  it('dos escrituras del mismo documento van una tras otra: la segunda lee lo que confirmó la primera', async () => {
    const { db } = base;
    const otra = await base.otroProceso();
    if (!otra) throw new Error('Sin segundo proceso');
    const a = await escribirYEsperar(db, 'PT2', 'primera');
    let leidoB: string | null | undefined;
    const b = otra.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      const parte = await tx.get('partetrabajo', 'PT2');
      if (!parte) throw new Error('Falta PT2');
      leidoB = parte.observaciones;
      await tx.put('partetrabajo', { ...parte, observaciones: `${parte.observaciones ?? ''} + segunda` });
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(leidoB, 'la segunda espera a la primera').toBeUndefined();
    a.soltar();
    await Promise.all([a.terminada, b]);
    expect(leidoB).toBe('primera');
    const [fila] = await db.query<{ doc: Doc }>(`select doc from ${tabla('partetrabajo')} where id = 'PT2'`);
    expect(fila?.doc.observaciones).toBe('primera + segunda');
  });
});
