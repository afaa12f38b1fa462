/**
 * Recalcular las etiquetas de ámbito guardadas cuando cambian las reglas (issue 32: el mes de la historia,
 * decisión 70). Al arrancar, si la base tiene una versión de etiquetas anterior a VERSION_ETIQUETAS, calcula
 * las etiquetas de cada documento con las reglas de hoy y reescribe las filas que cambian, cada una con su
 * cambio en el registro (etiquetas de antes y de después): el dispositivo que tenía un documento que ya no
 * baja lo recibe en `eliminados`. Una transacción con un cerrojo propio: dos procesos que arrancan a la vez
 * lo hacen una sola vez.
 *
 * Por tandas, sin la base en memoria (decisión 83): una empresa de verdad con años de historia tiene más
 * documentos de los que caben en el montón de Node. Las colecciones se recorren en el orden de sus
 * dependencias (quien hereda o reúne, después de aquello de lo que depende; plan de reetiquetar-plan.ts),
 * cada una por tandas de su clave. De lo ya recorrido solo se guarda lo que otra colección necesita: las
 * etiquetas que cada padre da a sus herederos (de los padres por idtabla, solo los que algo referencia),
 * las propias de lo que otros toman o reúnen y la unión de lo que cada documento reúne de sus hijos. El
 * resultado es el de ambito-datos.ts con todo en memoria (lo comprueba reetiquetar.test.ts).
 */
import type { Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import type { Consulta, Db } from '../db/tipos';
import { calcularEtiquetas, etiquetasParaHerederos, etiquetasPropias, mismasEtiquetas, padreDe, texto, unionEtiquetas } from './ambito';
import { planReetiquetar } from './reetiquetar-plan';
import { anotarCambios, tabla } from './registro';
import { sellarCambios } from './sellador';

/**
 * 1: las etiquetas de siempre; 2: con el mes de la historia; 3: los movimientos de caja también son historia;
 * 4: las existencias, de la delegación de su almacén (decisión 88).
 */
export const VERSION_ETIQUETAS = 4;
const CERROJO_REETIQUETAR = 0x7669676962;
/** Documentos por tanda: lo que se tiene a la vez de una colección. */
export const TANDA_REETIQUETAR = 2000;

/** Recorre una colección por tandas de su clave, dentro de la transacción. */
const recorrer = async (q: Consulta, c: Coleccion, tanda: number, porTanda: (filas: readonly { id: string; doc: Doc; ambito: string[] }[]) => Promise<void>): Promise<void> => {
  let desde: string | null = null;
  for (;;) {
    const filas: { id: string; doc: Doc; ambito: string[] }[] =
      desde === null
        ? await q.query(`select id, doc, ambito from ${tabla(c)} order by id limit $1`, [tanda])
        : await q.query(`select id, doc, ambito from ${tabla(c)} where id > $1 order by id limit $2`, [desde, tanda]);
    if (filas.length === 0) return;
    await porTanda(filas);
    desde = filas[filas.length - 1]?.id ?? null;
    if (filas.length < tanda) return;
  }
};

/**
 * Una copia propia de un texto sacado de un documento, para guardarlo como clave: V8 puede dar los textos de
 * JSON.parse como trozos del JSON entero, y guardar el id de un millón de partes guardaría sus documentos.
 */
const copia = (s: string): string => Buffer.from(s, 'utf8').toString('utf8');

/**
 * Etiquetas y listas de etiquetas compartidas: cada etiqueta distinta se guarda una vez (una copia propia) y
 * cada lista distinta también (miles de documentos llevan las mismas). Solo para listas que no cambian: la
 * unión que un documento va reuniendo de sus hijos crece, y guardar cada paso sería guardarlos todos.
 */
const compartidas = (): { etiqueta: (e: string) => string; lista: (e: readonly string[]) => readonly string[] } => {
  const etiquetas = new Map<string, string>();
  const listas = new Map<string, readonly string[]>();
  const etiqueta = (e: string): string => {
    const ya = etiquetas.get(e);
    if (ya !== undefined) return ya;
    const propia = copia(e);
    etiquetas.set(propia, propia);
    return propia;
  };
  return {
    etiqueta,
    lista: (e) => {
      const k = e.join('\u0000');
      const ya = listas.get(k);
      if (ya) return ya;
      const propia = e.map(etiqueta);
      listas.set(copia(k), propia);
      return propia;
    },
  };
};

/** Tras cada colección: cuál, cuántas van de cuántas y cuántas filas lleva reescritas. */
export type ProgresoReetiquetar = (p: { coleccion: Coleccion; hechas: number; total: number; reescritas: number }) => void;

/**
 * Recalcula las etiquetas de todas las filas y reescribe las que cambian (con su cambio en el registro).
 * Devuelve cuántas reescribió. No mira la versión: lo llama reetiquetarSiHaceFalta.
 */
export const reetiquetarTodo = async (q: Consulta, tanda = TANDA_REETIQUETAR, progreso?: ProgresoReetiquetar): Promise<number> => {
  const plan = planReetiquetar();
  const { etiqueta, lista: comun } = compartidas();
  /** Lo que cada documento de una colección da a sus herederos (sus etiquetas o las de `paraHerederos`). */
  const daAHerederos = new Map<Coleccion, Map<string, readonly string[]>>();
  /** Las propias de los documentos que otros toman (tomaPropias). */
  const propias = new Map<Coleccion, Map<string, readonly string[]>>();
  /** Por colección y documento, la unión ordenada de lo que reúne de quienes lo referencian (reune, reunePropias). */
  const reunidas = new Map<Coleccion, Map<string, readonly string[]>>();
  /** De los padres por idtabla, los ids que algún heredero referencia. */
  const referenciados = new Map<Coleccion, Set<string>>();

  const reunir = (c: Coleccion, id: string | null, etiquetas: readonly string[]): void => {
    if (id === null || etiquetas.length === 0) return;
    let dePadres = reunidas.get(c);
    if (!dePadres) reunidas.set(c, (dePadres = new Map()));
    const antes = dePadres.get(id);
    if (antes && etiquetas.every((e) => antes.includes(e))) return;
    const nuevas = etiquetas.map(etiqueta);
    dePadres.set(antes ? id : copia(id), antes ? unionEtiquetas(antes, nuevas) : [...new Set(nuevas)].sort());
  };

  // Antes de nada, lo que solo depende de los campos de un documento: las propias que otros toman o reúnen
  // y qué padres por idtabla referencian los herederos.
  for (const c of plan.previas) {
    const tomadas = plan.tomadas.has(c);
    const reunidoresPropios = plan.reunidoresPropios.get(c) ?? [];
    const porIdtabla = plan.herederosPorIdtabla.has(c);
    await recorrer(q, c, tanda, async (filas) => {
      for (const { id, doc } of filas) {
        if (tomadas || reunidoresPropios.length > 0) {
          const p = comun(etiquetasPropias(c, doc));
          if (tomadas) {
            let m = propias.get(c);
            if (!m) propias.set(c, (m = new Map()));
            m.set(id, p);
          }
          for (const v of reunidoresPropios) reunir(v.coleccion, texto(doc[v.campo]), p);
        }
        if (porIdtabla) {
          const padre = padreDe(c, doc);
          if (padre) {
            let s = referenciados.get(padre.coleccion);
            if (!s) referenciados.set(padre.coleccion, (s = new Set()));
            if (!s.has(padre.id)) s.add(copia(padre.id));
          }
        }
      }
    });
  }

  let reescritas = 0;
  for (const c of plan.orden) {
    const guardarParaHerederos = plan.conHerederos.get(c);
    const reunidores = plan.reunidores.get(c) ?? [];
    const tomaPropias = plan.tomaPropias.get(c) ?? [];
    const deEstaColeccion = reunidas.get(c);
    await recorrer(q, c, tanda, async (filas) => {
      const cambiadas: { id: string; nuevas: string[]; ambito: string[] }[] = [];
      // La clave de cada fila, la columna `id`, es la del documento: un texto propio y no un trozo del JSON.
      for (const { id, doc, ambito } of filas) {
        const padre = padreDe(c, doc);
        const delPadre = padre ? (daAHerederos.get(padre.coleccion)?.get(padre.id) ?? null) : null;
        const extra: (readonly string[])[] = [];
        const union = deEstaColeccion?.get(id);
        if (union) extra.push(union);
        for (const t of tomaPropias) {
          const v = texto(doc[t.campo]);
          const p = v === null ? undefined : propias.get(t.coleccion)?.get(v);
          if (p) extra.push(p);
        }
        const nuevas = calcularEtiquetas(c, doc, { padre: delPadre, reunidas: extra });
        if (guardarParaHerederos !== undefined) {
          const solo = guardarParaHerederos === 'referenciados' ? referenciados.get(c) : null;
          if (solo === null || solo?.has(id)) {
            let m = daAHerederos.get(c);
            if (!m) daAHerederos.set(c, (m = new Map()));
            m.set(id, comun(etiquetasParaHerederos(c, doc) ?? nuevas));
          }
        }
        for (const v of reunidores) reunir(v.coleccion, texto(doc[v.campo]), nuevas);
        if (!mismasEtiquetas(ambito, nuevas)) cambiadas.push({ id, nuevas, ambito: unionEtiquetas(ambito, nuevas) });
      }
      // Las de la tanda que cambian, en una consulta, y su cambio en el registro (etiquetas de antes ∪ después).
      if (cambiadas.length === 0) return;
      await q.query(
        `update ${tabla(c)} t set ambito = array(select e from jsonb_array_elements_text(x.nuevas) with ordinality as a(e, n) order by n), escrito = pg_current_xact_id()
         from jsonb_to_recordset($1::jsonb) as x(id text, nuevas jsonb) where t.id = x.id`,
        [JSON.stringify(cambiadas.map(({ id, nuevas }) => ({ id, nuevas })))],
      );
      await anotarCambios(q, c, cambiadas.map(({ id, ambito }) => ({ id, ambito })));
      reescritas += cambiadas.length;
    });
    // Lo reunido para esta colección, y lo que dan los padres cuyos herederos ya pasaron, no lo pide nadie más.
    reunidas.delete(c);
    for (const p of plan.soltarTras.get(c) ?? []) {
      daAHerederos.delete(p);
      referenciados.delete(p);
    }
    progreso?.({ coleccion: c, hechas: plan.orden.indexOf(c) + 1, total: plan.orden.length, reescritas });
  }
  return reescritas;
};

/**
 * El progreso de reetiquetar en el registro del servidor (`npm run server`): con años de historia tarda
 * minutos antes de escuchar, y quien arranca tiene que saber por qué. Una línea al acabar la primera
 * colección, luego como mucho una cada `cadaMs`, y la última al acabar.
 */
export const avisarReetiquetar = (escribir: (linea: string) => void, cadaMs = 5_000, ahora: () => number = Date.now): ProgresoReetiquetar => {
  const inicio = ahora();
  let ultima = Number.NEGATIVE_INFINITY;
  return ({ coleccion, hechas, total, reescritas }) => {
    const t = ahora();
    if (hechas < total && t - ultima < cadaMs) return;
    ultima = t;
    const segundos = Math.round((t - inicio) / 1000);
    escribir(
      `Las reglas de ámbito han cambiado: recalculando etiquetas, ${hechas} de ${total} colecciones (${coleccion}), ` +
        `${reescritas.toLocaleString('es-ES')} filas reescritas, ${segundos} s${hechas === total ? '. Hecho.' : '…'}`,
    );
  };
};

export const reetiquetarSiHaceFalta = async (db: Db, tanda = TANDA_REETIQUETAR, progreso?: ProgresoReetiquetar): Promise<{ reescritas: number } | null> => {
  const hecho = await db.transaccion(async (q) => {
    await q.query('select pg_advisory_xact_lock($1)', [CERROJO_REETIQUETAR]);
    const [v] = await q.query<{ version: number }>('select version from etiquetas_version');
    if ((v?.version ?? 0) >= VERSION_ETIQUETAS) return null;
    const reescritas = await reetiquetarTodo(q, tanda, progreso);
    await q.query('update etiquetas_version set version = $1', [VERSION_ETIQUETAS]);
    return { reescritas };
  });
  if (hecho && hecho.reescritas > 0) await sellarCambios(db);
  return hecho;
};
