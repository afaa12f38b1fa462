/**
 * Lo que cuelga de un registro y lo que no es de uno (issue 29, puntos 4 y 5), sobre la demo:
 *  - ficheros, notas, firmas, datos y correos (lo que cuelga por idtabla + id): para cada usuario de la
 *    demo y cada idtabla (un fichero con contenido en un registro de cada colección que lo tiene), sync.pull,
 *    sync.documentos y fichero.contenido dan exactamente los de su ámbito cuyo registro puede visualizar.
 *    Antes, `custodia` y `almacen` recibían los adjuntos de los presupuestos (PDF firmados con nombre, DNI,
 *    correo e IP de los firmantes) y fichero.contenido se los daba;
 *  - la posición de las lecturas de ronda: solo para el vigilante que las leyó y la supervisión;
 *  - el almacén de un movimiento de existencias: la furgoneta propia o un almacén de su delegación, no la
 *    furgoneta de un compañero ni el central de otra delegación (instalar y devolver material).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entidades, type Coleccion } from '../../schemas';
import type { DocPull, RespuestaSyncPull } from '../../replication/metodos';
import { puede } from '../../replication/sesion';
import type { Doc } from '../../replication/tx';
import { coleccionDeIdtabla, cortan, enConjunto, heredaPorIdtabla, mesesVentana, VENTANA_HISTORIA } from '../sync/ambito';
import { tabla } from '../sync/registro';
import { selladorDe } from '../sync/sellador';
import { crearTxSql } from '../sync/tx-sql';
import type { UsuarioDemo } from '../seed/tipos';
import { envoltura, etiquetasEsperadas } from './matriz';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

const CODIGO_PERMISO = -32011;
const colecciones = Object.keys(entidades).filter((c): c is Coleccion => c in entidades);
const colgantes = colecciones.filter(heredaPorIdtabla);

interface RespuestaRpc {
  result?: unknown;
  error?: { code: number; message: string };
}

const esPull = (x: unknown): x is RespuestaSyncPull => typeof x === 'object' && x !== null && 'documentos' in x;

describe('lo que cuelga de un registro, la posición de las rondas y el almacén de quien escribe (demo)', () => {
  let s: ServidorDemo;
  const tokens = new Map<string, string>();
  /** Lo que cada usuario baja con sync.pull desde cero. */
  const bajado = new Map<string, DocPull[]>();

  const llamar = async (login: string, metodo: string, params: unknown): Promise<RespuestaRpc> => {
    const r = await s.api({ jsonrpc: '2.0', id: 1, method: metodo, params }, tokens.get(login) ?? null);
    expect(r.statusCode).toBe(200);
    return r.json<RespuestaRpc>();
  };
  const usuario = (login: string): UsuarioDemo => {
    const u = s.usuarios.find((x) => x.login === login);
    if (!u) throw new Error(`Sin usuario ${login}`);
    return u;
  };

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 1 });
    // Un fichero con contenido en un registro de cada colección con idtabla: todas las idtabla tienen el suyo.
    await s.servidor.db.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      for (const c of colecciones) {
        const idtabla = entidades[c].idtabla;
        if (idtabla === null) continue;
        const [padre] = await q.query<{ id: string }>(`select id from ${tabla(c)} order by id limit 1`);
        if (!padre) continue;
        const idfichero = `fv-${c}`;
        await tx.put('fichero', { idfichero, idtabla, id: padre.id, nombre: `${c}.txt`, tipo: 'text/plain', tamano: 5, creado: '2026-11-20T10:00:00.000Z', estado: 1 });
        await tx.guardarContenido?.(idfichero, 'text/plain', Buffer.from('hola!').toString('base64'));
      }
    });
    await selladorDe(s.servidor.db).sellar();
    for (const u of s.usuarios) {
      tokens.set(u.login, await s.token(u.login));
      const docs: DocPull[] = [];
      let params: { checkpoint: number; cursor?: string | null } = { checkpoint: 0 };
      for (;;) {
        // Como si todas sus listas estuvieran abiertas: también la historia bajo demanda (decisión 78).
        const r = await llamar(u.login, 'sync.pull', { ...params, limite: 1000, suscripciones: colecciones });
        if (!esPull(r.result)) throw new Error(`sync.pull de ${u.login}: ${JSON.stringify(r.error)}`);
        docs.push(...r.result.documentos);
        if (!r.result.cursor) break;
        params = { checkpoint: r.result.checkpoint, cursor: r.result.cursor };
      }
      bajado.set(u.login, docs);
    }
  }, 240_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  /** Lo que debe ver: su colección y el objeto de su registro (idtabla), y sus etiquetas. */
  const debeVer = (u: UsuarioDemo, c: Coleccion, fila: { doc: Doc; ambito: string[] }): boolean => {
    const padre = coleccionDeIdtabla(fila.doc.idtabla);
    return puede(u, entidades[c].objeto, 'visualizar') && (padre === null || puede(u, entidades[padre].objeto, 'visualizar'))
      && cortan(fila.ambito, etiquetasEsperadas(u));
  };

  it('cada idtabla × cada usuario: sync.pull y sync.documentos dan lo que cuelga de los registros que puede visualizar, en su ámbito', async () => {
    const malas: string[] = [];
    const idtablas = new Set<number>();
    for (const c of colgantes) {
      const filas = await s.servidor.db.query<{ id: string; doc: Doc; ambito: string[] }>(`select id, doc, ambito from ${tabla(c)} order by id`);
      for (const f of filas) idtablas.add(Number(f.doc.idtabla));
      for (const u of s.usuarios) {
        const esperados = new Set(filas.filter((f) => debeVer(u, c, f)).map((f) => f.id));
        // sync.pull, además, solo lo abierto y la historia de los meses de su ventana (decisión 70).
        const conjunto = { etiquetas: etiquetasEsperadas(u), meses: mesesVentana(VENTANA_HISTORIA[u.ambito]) };
        const enPull = new Set(filas.filter((f) => esperados.has(f.id) && enConjunto(f.ambito, conjunto)).map((f) => f.id));
        const recibidos = new Set((bajado.get(u.login) ?? []).filter((d) => d.coleccion === c).map((d) => String(d.doc[entidades[c].clave])));
        for (const id of recibidos) if (!enPull.has(id)) malas.push(`pull: ${u.login} recibe ${c} ${id} (idtabla ${String(filas.find((f) => f.id === id)?.doc.idtabla)})`);
        for (const id of enPull) if (!recibidos.has(id)) malas.push(`pull: ${u.login} no recibe ${c} ${id}`);
        // sync.documentos, con todos los de la colección: los mismos.
        const refs = filas.slice(0, 400).map((f) => `${c}:${f.id}`);
        const r = await llamar(u.login, 'sync.documentos', { refs });
        const dados = (r.result as { documentos?: DocPull[] } | undefined)?.documentos ?? [];
        for (const d of dados) {
          const id = String(d.doc[entidades[c].clave]);
          if (!esperados.has(id)) malas.push(`sync.documentos: ${u.login} recibe ${c} ${id}`);
        }
        const cuantos = filas.slice(0, 400).filter((f) => esperados.has(f.id)).length;
        if (dados.length !== cuantos) malas.push(`sync.documentos: ${u.login} recibe ${dados.length} de ${c}, se esperaban ${cuantos}`);
      }
    }
    expect(malas.slice(0, 30)).toEqual([]);
    // Todas las idtabla del registro tienen al menos un fichero en la prueba.
    const conIdtabla = colecciones.flatMap((c) => (entidades[c].idtabla === null ? [] : [entidades[c].idtabla]));
    expect([...conIdtabla].filter((i) => !idtablas.has(i))).toEqual([]);
    // El caso del issue: custodia y almacén no reciben los adjuntos de los presupuestos.
    for (const login of ['custodia', 'almacen']) {
      expect((bajado.get(login) ?? []).filter((d) => d.coleccion === 'fichero' && d.doc.idtabla === entidades.presupuestocli.idtabla)).toEqual([]);
    }
  });

  it('fichero.contenido: cada idtabla × cada usuario, el contenido solo de lo que debe ver', async () => {
    const filas = await s.servidor.db.query<{ id: string; doc: Doc; ambito: string[] }>("select id, doc, ambito from fichero where id like 'fv-%' order by id");
    expect(filas.length).toBe(colecciones.filter((c) => entidades[c].idtabla !== null).length);
    const malas: string[] = [];
    for (const u of s.usuarios) {
      for (const f of filas) {
        const r = await llamar(u.login, 'fichero.contenido', { idfichero: f.id });
        const da = r.result !== undefined;
        if (da !== debeVer(u, 'fichero', f)) malas.push(`${u.login} ${f.id}: ${da ? 'da el contenido' : r.error?.message ?? ''}`);
        if (!da && r.error?.message !== 'El fichero no está disponible') malas.push(`${u.login} ${f.id}: ${r.error?.message ?? ''}`);
      }
    }
    expect(malas).toEqual([]);
  });

  it('la posición de una lectura de ronda: el vigilante que la leyó y la supervisión; los compañeros de sus puestos, no', async () => {
    const rondas = new Map((await s.servidor.db.query<{ id: string; v: string }>("select id, doc->>'idvigilante' as v from rondarealizada")).map((r) => [r.id, r.v]));
    const vigilante = usuario('vigilante');
    const lecturas = (bajado.get('vigilante') ?? []).filter((d) => d.coleccion === 'rondacheck');
    const ajenas = lecturas.filter((d) => rondas.get(String(d.doc.idronda_realizada)) !== vigilante.idvigilante);
    const propias = lecturas.filter((d) => rondas.get(String(d.doc.idronda_realizada)) === vigilante.idvigilante);
    expect(ajenas.length).toBeGreaterThan(0);
    expect(ajenas.filter((d) => d.doc.lat !== null || d.doc.lng !== null || d.doc.precision !== null)).toEqual([]);
    expect(propias.some((d) => typeof d.doc.lat === 'number')).toBe(true);
    // La supervisión (admin) las ve todas, con su posición.
    const delAdmin = (bajado.get('admin') ?? []).filter((d) => d.coleccion === 'rondacheck');
    const conPosicion = await s.servidor.db.query("select id from rondacheck where doc->'lat' <> 'null'::jsonb");
    expect(delAdmin.filter((d) => typeof d.doc.lat === 'number').length).toBe(conPosicion.length);
  });

  it('instalar y devolver material: de la furgoneta propia o a un almacén de su delegación; la de un compañero o el central de otra, permiso', async () => {
    const tecnico = usuario('tecnico');
    const almacenes = await s.servidor.db.query<{ doc: Doc }>('select doc from almacen order by id');
    const furgoneta = (idtecnico: string | null) => almacenes.find((a) => a.doc.tipo === 'vehiculo' && a.doc.idtecnico === idtecnico)?.doc;
    const central = (iddelegacion: string | null) => almacenes.find((a) => a.doc.tipo === 'central' && a.doc.iddelegacion === iddelegacion)?.doc;
    const propia = furgoneta(tecnico.idtecnico);
    const ajena = furgoneta(usuario('tecnico2').idtecnico);
    const suCentral = central(tecnico.iddelegacion);
    const otraCentral = almacenes.find((a) => a.doc.tipo === 'central' && a.doc.iddelegacion !== tecnico.iddelegacion)?.doc;
    expect(propia && ajena && suCentral && otraCentral).toBeTruthy();
    const [parte] = await s.servidor.db.query<{ id: string }>(
      "select id from partetrabajo where doc->>'idtecnico' = $1 and doc->>'estado' = '1' order by id limit 1",
      [tecnico.idtecnico],
    );
    const [articulo] = await s.servidor.db.query<{ id: string }>("select id from articulo where doc->>'estado' = '1' order by id limit 1");
    expect(parte && articulo).toBeTruthy();
    const idparte = String(parte?.id);
    const idarticulo = String(articulo?.id);
    const instalar = (idalmacen: unknown, idlinea: string) => llamar('tecnico', 'parteTrabajo.instalarMaterialSync', envoltura({
      idparte_trabajo: idparte, idlparte_trabajo: idlinea, idmovimiento_stock: randomUUID(), idarticulo, idalmacen: String(idalmacen), unidades: 1,
    }));
    for (const otro of [ajena, otraCentral]) {
      const r = await instalar(otro?.idalmacen, randomUUID());
      expect(r.error?.code, `instalar desde ${String(otro?.nombre)}`).toBe(CODIGO_PERMISO);
    }
    // De la suya sí; al borrar la línea, esa unidad sobra y se puede devolver.
    const linea = randomUUID();
    expect((await instalar(propia?.idalmacen, linea)).error).toBeUndefined();
    expect((await llamar('tecnico', 'lparteTrabajo.deleteSync', envoltura({ id: linea }))).error).toBeUndefined();
    const devolver = (idalmacen: unknown) => llamar('tecnico', 'parteTrabajo.devolverMaterialSync', envoltura({
      idparte_trabajo: idparte, idalmacen_destino: String(idalmacen), lineas: [{ idarticulo, unidades: 1, idmovimiento_stock: randomUUID() }],
    }));
    const existencias = async (idalmacen: unknown): Promise<number> => {
      const [f] = await s.servidor.db.query<{ u: unknown }>("select doc->'unidades' as u from stock where doc->>'idalmacen' = $1 and doc->>'idarticulo' = $2", [String(idalmacen), idarticulo]);
      return Number(f?.u ?? 0);
    };
    for (const otro of [ajena, otraCentral]) {
      const antes = await existencias(otro?.idalmacen);
      const r = await devolver(otro?.idalmacen);
      expect(r.error?.code, `devolver a ${String(otro?.nombre)}`).toBe(CODIGO_PERMISO);
      expect(await existencias(otro?.idalmacen)).toBe(antes);
    }
    const antes = await existencias(suCentral?.idalmacen);
    expect((await devolver(suCentral?.idalmacen)).error).toBeUndefined();
    expect(await existencias(suCentral?.idalmacen)).toBe(antes + 1);
  });
});
