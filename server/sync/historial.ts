/**
 * La historia bajo demanda (issue 32, decisión 70): lo que un dispositivo no guarda sin pedirlo.
 *
 * sync.historial: la foto de un mes de historia (las filas con la etiqueta base del usuario y ese mes,
 * ambito.ts), por páginas con el mismo cursor que la primera descarga de sync.pull. El dispositivo la
 * escribe como cualquier página (con el rebase de su cola) y anota el mes con caducidad; mientras lo
 * conserva lo manda en cada sync.pull (`historial`) y los cambios de ese mes le siguen llegando por el
 * registro. No hace falta checkpoint propio: lo que cambió después de la foto tiene seq mayor que el
 * checkpoint del dispositivo, que es anterior a ella.
 *
 * sync.desalojar: al dejar unos meses (salen de la ventana, o caduca lo pedido) el dispositivo pide qué
 * quitar: las filas de esos meses que no siguen en lo que baja (la ventana de hoy y el historial que
 * conserva), por páginas (colección, último id). De una colección de historia bajo demanda sin suscribir
 * (decisión 78) la ventana no se conserva: al caducar su suscripción se pide desalojar los meses de la ventana.
 *
 * Con `coleccion`, sync.historial es la suscripción de una pantalla de la oficina: la foto de un mes de esa
 * colección bajo demanda y de sus herederas. Con `coleccion` y `padre` (sin mes), la de un registro (decisión
 * 90): lo que de esa colección bajo demanda por registro cuelga del padre y baja al usuario (su conjunto, sin
 * mirar meses de más), con el mismo cursor. Lo de un padre que no ve no llega: la respuesta es la de un padre
 * sin nada, no dice si existe.
 */
import { z } from 'zod';
import { colecciones, esColeccion, type Coleccion } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import type { EliminadoPull, ParamsSyncDesalojar, ParamsSyncHistorial, RespuestaSyncDesalojar, RespuestaSyncHistorial } from '../../replication/metodos';
import type { Db } from '../db/tipos';
import { BAJO_DEMANDA_POR_PADRE, familiaHistoria, filtroConjunto, HISTORIA_BAJO_DEMANDA, heredaPorIdtabla, porVentana } from './ambito';
import { alcanceDe, decodificarCursor, foto, LIMITE_PULL, padresDe, sinVentanaDe, ventanaDe, type Alcance } from './pull';
import { inicioFoto, tabla } from './registro';
import type { Llamante } from './tipos';

/** La foto de lo que de una colección bajo demanda por registro cuelga de un padre (sync.historial con `padre`). */
const delPadre = async (db: Db, p: ParamsSyncHistorial & { padre: string }, ctx: Llamante): Promise<RespuestaSyncHistorial> => {
  const c = p.coleccion;
  if (c === undefined || !esColeccion(c) || !BAJO_DEMANDA_POR_PADRE[ctx.ambito].includes(c)) {
    throw new ErrorNegocio('validacion', 'Eso no se trae aparte: ya está en el dispositivo');
  }
  const base = alcanceDe(ctx, p.limite ?? LIMITE_PULL, { meses: ventanaDe(ctx) }, undefined, padresDe(ctx, [{ coleccion: c, ids: [p.padre] }]));
  return fotoDe(db, p.cursor, { ...base, visibles: new Set(base.visibles.has(c) ? [c] : []) });
};

const fotoDe = async (db: Db, texto: string | null | undefined, alcance: Alcance): Promise<RespuestaSyncHistorial> => {
  const cursor = texto ? decodificarCursor(texto) : { ...(await inicioFoto(db)), c: 0, u: '' };
  const r = await foto(db, cursor, 0, alcance);
  if (r.resincronizar) throw new ErrorNegocio('validacion', 'La historia pedida ya no se puede seguir por páginas: vuelve a pedirla');
  return { documentos: r.documentos, cursor: r.cursor };
};

export const historial = async (db: Db, p: ParamsSyncHistorial, ctx: Llamante): Promise<RespuestaSyncHistorial> => {
  if (p.padre !== undefined) {
    if (p.mes !== undefined) throw new ErrorNegocio('validacion', 'Se pide un mes o un registro, no los dos');
    return delPadre(db, { ...p, padre: p.padre }, ctx);
  }
  if (p.mes === undefined) throw new ErrorNegocio('validacion', 'Falta el mes de historia que se pide');
  const base = alcanceDe(ctx, p.limite ?? LIMITE_PULL, { meses: [p.mes], soloHistoria: true });
  let alcance = base;
  if (p.coleccion !== undefined) {
    // La suscripción de una pantalla: solo esa colección bajo demanda y sus herederas.
    const c = p.coleccion;
    if (!esColeccion(c) || !HISTORIA_BAJO_DEMANDA[ctx.ambito].includes(c)) {
      throw new ErrorNegocio('validacion', 'Esa lista no se trae aparte: su historia ya está en el dispositivo');
    }
    alcance = { ...base, visibles: new Set(familiaHistoria(c).filter((f) => base.visibles.has(f))) };
  }
  return fotoDe(db, p.cursor, alcance);
};

const esquemaCursorDesalojo = z.object({ c: z.number().int().min(0).max(colecciones.length), u: z.string().max(36) });

const cursorDesalojo = (texto: string | null | undefined): { c: number; u: string } => {
  if (!texto) return { c: 0, u: '' };
  try {
    const r = esquemaCursorDesalojo.safeParse(JSON.parse(Buffer.from(texto, 'base64url').toString('utf8')));
    if (r.success) return r.data;
  } catch {
    // cae al error de abajo
  }
  throw new ErrorNegocio('validacion', 'El cursor de desalojo no es válido: vuelve a empezar');
};

export const desalojar = async (db: Db, p: ParamsSyncDesalojar, ctx: Llamante): Promise<RespuestaSyncDesalojar> => {
  const conservaConVentana = [...new Set([...ventanaDe(ctx), ...p.historial])];
  // De las colecciones bajo demanda sin suscripción (o cuya suscripción caducó) no se conserva la ventana.
  const sinVentana = sinVentanaDe(ctx, p.suscripciones ?? []);
  const conservaDe = (c: Coleccion): string[] => (sinVentana.has(c) ? [...p.historial] : conservaConVentana);
  const alcance = alcanceDe(ctx, LIMITE_PULL);
  let { c: ci, u: ultimoId } = cursorDesalojo(p.cursor);
  const eliminados: EliminadoPull[] = [];
  while (ci < colecciones.length && eliminados.length < LIMITE_PULL) {
    const c = colecciones[ci];
    const conserva = c === undefined ? [] : conservaDe(c);
    const meses = p.meses.filter((m) => !conserva.includes(m));
    if (c === undefined || !alcance.visibles.has(c) || meses.length === 0) {
      ci += 1;
      ultimoId = '';
      continue;
    }
    const resto = LIMITE_PULL - eliminados.length;
    // Quien lo ve todo, por los índices de los meses (decisión 92), como la foto de sync.pull.
    const ventana = porVentana(alcance.etiquetas, c);
    const sale = filtroConjunto({ etiquetas: alcance.etiquetas, meses, soloHistoria: true }, 3, 'ambito', ventana);
    const sigue = filtroConjunto({ etiquetas: alcance.etiquetas, meses: conserva }, 3 + sale.params.length, 'ambito', ventana);
    const params: unknown[] = [ultimoId, resto, ...sale.params, ...sigue.params];
    // Como en sync.pull: ni el id de lo que cuelga por idtabla + id de lo que no puede visualizar (el
    // fichero de un parte, para quien no ve partes).
    let ocultos = '';
    if (heredaPorIdtabla(c) && alcance.idtablasOcultas.size > 0) {
      params.push([...alcance.idtablasOcultas].map(String));
      ocultos = ` and coalesce(doc->>'idtabla', '') <> all($${params.length}::text[])`;
    }
    const sql = `select id from ${tabla(c)} where id > $1 and ${sale.sql} and not ${sigue.sql}${ocultos} order by id limit $2`;
    const filas = ventana
      ? await db.transaccion((q) => q.query<{ id: string }>(sql, params), 'set local enable_indexscan = off; set local jit = off')
      : await db.query<{ id: string }>(sql, params);
    for (const f of filas) eliminados.push({ coleccion: c, id: f.id });
    if (filas.length < resto) {
      ci += 1;
      ultimoId = '';
    } else {
      ultimoId = filas[filas.length - 1]?.id ?? ultimoId;
    }
  }
  const cursor = ci < colecciones.length ? Buffer.from(JSON.stringify({ c: ci, u: ultimoId }), 'utf8').toString('base64url') : null;
  return { eliminados, cursor };
};
