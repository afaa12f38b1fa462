/**
 * sync.pull: lo que el dispositivo tiene que bajar de su conjunto de trabajo.
 *
 * Primera descarga (checkpoint 0 o un cursor): foto de las tablas por páginas, colección a colección y
 * por id, de las filas cuyas etiquetas cortan las del usuario y cuya versión actual ya estaba confirmada
 * al empezar. S (el último seq sellado) y la instantánea V (pg_current_snapshot) se leen en la misma
 * sentencia; cada fila guarda la transacción que la escribió (`escrito`) y la foto manda las que V ve
 * (pg_visible_in_snapshot). El cursor guarda (S, V, colección, último id). Al acabar la foto: cursor null
 * y checkpoint S. Lo que se confirme después de V se sella después, con un seq > S (sellador.ts), y llega
 * por el registro, una sola vez. Las colecciones van en el orden de prioridad del usuario (prioridad.ts):
 * primero las de la pantalla inicial de sus apps; el cursor lleva la clave de ese orden (`p`) y el índice
 * de la colección en él.
 *
 * Después: páginas del registro `seq > checkpoint` cuyas etiquetas (antes ∪ después) cortan las del
 * usuario. De cada documento se manda su versión actual; si ya no existe o salió del ámbito va en
 * `eliminados` (así deja el dispositivo un parte reasignado). Un checkpoint anterior a lo podado pide
 * `resincronizar`. Solo se mandan colecciones que el usuario puede visualizar, y de cada documento lo que
 * su rol debe ver: los campos privados (privados.ts, p. ej. NIF y correo de los empleados) van a null
 * para quien no los puede ver, en la foto, en el registro y en sync.documentos.
 */
import { z } from 'zod';
import { colecciones, entidades, esColeccion, type Coleccion } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import { MAX_MESES_HISTORIAL, type DocPull, type EliminadoPull, type ParamsSyncDocumentos, type ParamsSyncPull, type RespuestaSyncDocumentos, type RespuestaSyncPull } from '../../replication/metodos';
import { puede, type UsuarioSesion } from '../../replication/sesion';
import { parseRef, type Doc } from '../../replication/tx';
import type { Consulta, Db } from '../db/tipos';
import {
  BAJO_DEMANDA_POR_PADRE, cortan, enConjunto, esGlobal, etiquetasUsuario, familiaHistoria, filtroConjunto, HISTORIA_BAJO_DEMANDA, heredaPorIdtabla, mesesVentana, porVentana,
  padrePorCampo, VENTANA_HISTORIA, type ConjuntoDescarga,
} from './ambito';
import { prioridadDe, CLAVE_PRIORIDAD, type Prioridad } from './prioridad';
import { proyectorDe, type Proyector } from './privados';
import type { Llamante } from './tipos';
import { horizontePoda, inicioFoto, numero, tabla, ultimoSeqRepartido } from './registro';

export const LIMITE_PULL = 1000;
/**
 * La primera página de una foto no pasa de aquí aunque el dispositivo pida más (issue 32, punto 4): el
 * dispositivo la escribe antes de enseñarla. Con 5.000 la primera fila esperaba más de un segundo (decisión
 * 80); con 1.000, escribirla costaba aún 0,2–0,7 s (decisión 85). 250 son cinco páginas de una lista
 * (TAMANO_PAGINA, 50): lo que la pantalla inicial enseña primero.
 */
export const LIMITE_PRIMERA_PAGINA = 250;

export interface Cursor {
  /** seq de la foto */
  s: number;
  /** Instantánea de la foto (pg_snapshot en texto, 'xmin:xmax:xip,…'). */
  v: string;
  /** índice de la colección en el orden de la foto: el de prioridad del usuario si hay `p`, si no `colecciones` */
  c: number;
  /** último id enviado de esa colección */
  u: string;
  /**
   * Clave de la prioridad del usuario (prioridad.ts) con la que empezó la foto. Sin ella (un cursor de antes
   * de la prioridad, o una foto que no la usa), `c` indexa `colecciones`.
   */
  p?: string;
}

const esquemaCursor = z.object({
  s: z.number().int().min(0),
  v: z.string().regex(/^\d+:\d+:[\d,]*$/).max(100_000),
  c: z.number().int().min(0).max(colecciones.length),
  u: z.string().max(36),
  p: z.string().regex(CLAVE_PRIORIDAD).optional(),
}).strict();

export const codificarCursor = (c: Cursor): string => Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');

export const decodificarCursor = (texto: string): Cursor => {
  try {
    const r = esquemaCursor.safeParse(JSON.parse(Buffer.from(texto, 'base64url').toString('utf8')));
    if (r.success) return r.data;
  } catch {
    // cae al error de abajo
  }
  throw new ErrorNegocio('validacion', 'El cursor de sincronización no es válido: vuelve a descargar los datos');
};

export interface Alcance {
  /** Etiquetas base del usuario (null: sin filtro de ámbito, 'todo'): su permiso. */
  etiquetas: string[] | null;
  /** Lo que baja al dispositivo: lo abierto de su ámbito y la historia de sus meses (ambito.ts). */
  conjunto: ConjuntoDescarga;
  /**
   * Colecciones de historia bajo demanda que el dispositivo no tiene suscritas (HISTORIA_BAJO_DEMANDA): de
   * ellas baja lo abierto y la historia de los meses pedidos, no la de la ventana (`conjuntoSinVentana`).
   */
  sinVentana: ReadonlySet<Coleccion>;
  conjuntoSinVentana: ConjuntoDescarga;
  visibles: ReadonlySet<Coleccion>;
  /** idtabla de los registros cuyo objeto no puede visualizar: lo que cuelga de ellos por idtabla + id, no. */
  idtablasOcultas: ReadonlySet<number>;
  limite: number;
  /** El documento tal como lo debe recibir el usuario (sin los campos privados que no le tocan). */
  proyectar: Proyector;
  /** El orden de la primera descarga para este usuario: lo de su pantalla inicial primero. */
  prioridad: Prioridad;
  /**
   * Ámbito propio (técnico, vigilante, un empleado): de cada colección que no es un catálogo global tiene
   * pocos documentos, y la foto los lee por el índice GIN de sus etiquetas y no recorriendo la clave
   * (`paginaFoto`).
   */
  pocosPorEtiqueta: boolean;
  /**
   * Las colecciones bajo demanda por registro del usuario (BAJO_DEMANDA_POR_PADRE, decisión 90): de cada una
   * baja solo lo que cuelga (por `campo`) de los registros padre que el dispositivo tiene suscritos.
   */
  padres: PadresSuscritos;
}

/** De cada colección bajo demanda por registro, el campo que la une a su padre y los padres suscritos. */
export type PadresSuscritos = ReadonlyMap<Coleccion, { campo: string; ids: ReadonlySet<string> }>;

/** Lo suscrito por registro padre (sync.pull `padres`) que vale para el usuario: solo sus colecciones por registro. */
export const padresDe = (ctx: Llamante, pedidos: NonNullable<ParamsSyncPull['padres']> = []): PadresSuscritos =>
  new Map(BAJO_DEMANDA_POR_PADRE[ctx.ambito].flatMap((c) => {
    const p = padrePorCampo(c);
    return p ? [[c, { campo: p.campo, ids: new Set(pedidos.filter((x) => x.coleccion === c).flatMap((x) => x.ids)) }] as const] : [];
  }));

/** Las colecciones bajo demanda por registro que el usuario puede visualizar, con su padre (lo que dice sync.pull). */
export const porPadreDe = (ctx: Llamante): { coleccion: Coleccion; campo: string; padre: Coleccion }[] =>
  BAJO_DEMANDA_POR_PADRE[ctx.ambito].flatMap((c) => {
    const p = padrePorCampo(c);
    return p && puede(ctx.usuario, entidades[c].objeto, 'visualizar') ? [{ coleccion: c, ...p }] : [];
  });

/** ¿Baja este documento por su padre? Sí si su colección no es bajo demanda por registro o su padre está suscrito. */
const delPadreSuscrito = (a: Alcance, c: Coleccion, doc: Doc): boolean => {
  const p = a.padres.get(c);
  if (!p) return true;
  const id = doc[p.campo];
  return typeof id === 'string' && p.ids.has(id);
};

const RESINCRONIZAR: RespuestaSyncPull = {
  documentos: [], eliminados: [], checkpoint: 0, cursor: null, hayMas: true, resincronizar: true,
};

/** El checkpoint (o la foto) ya no se puede continuar: está podado o es de otra base de datos. */
const caducado = async (db: Db, seq: number): Promise<boolean> =>
  seq < (await horizontePoda(db)) || seq > (await ultimoSeqRepartido(db));

export const foto = async (db: Db, cursor: Cursor, checkpointEntrada: number, a: Alcance): Promise<RespuestaSyncPull> => {
  if (await caducado(db, cursor.s)) return RESINCRONIZAR;
  // La foto empezó con otras apps (otro orden): seguirla podría saltarse colecciones; se empieza de nuevo.
  if (cursor.p !== undefined && cursor.p !== a.prioridad.clave) return RESINCRONIZAR;
  const orden = cursor.p === undefined ? colecciones : a.prioridad.orden;
  const pagina = await leerFoto(db, a, (q) => paginaFoto(q, cursor, orden, a));
  if (pagina.ci < orden.length) {
    return {
      documentos: pagina.documentos, eliminados: [], checkpoint: checkpointEntrada,
      cursor: codificarCursor({ s: cursor.s, v: cursor.v, c: pagina.ci, u: pagina.ultimoId, ...(cursor.p === undefined ? {} : { p: cursor.p }) }),
      hayMas: true, resincronizar: false,
    };
  }
  const [despues] = await db.query<{ hay: boolean }>('select exists (select 1 from cambio where seq > $1) as hay', [cursor.s]);
  return { documentos: pagina.documentos, eliminados: [], checkpoint: cursor.s, cursor: null, hayMas: despues?.hay === true, resincronizar: false };
};

/**
 * Las lecturas de la foto de quien tiene etiquetas (`ambito && $n`), en una transacción sin recorridos
 * secuenciales: el planificador no cuenta lo que cuesta descomprimir `ambito` fila a fila, y con años de
 * historia las filas que no son historia (un cliente) llevan una etiqueta por técnico y mes en que se le
 * trabajó. Medido a escala 100 × 3 años: la primera página del técnico (sus clientes) recorría los 15.000
 * clientes en 470–510 ms; por el índice GIN de `ambito`, 1,6 ms. Sin etiquetas (el ámbito 'todo'), por los
 * índices de lo abierto y de los meses (decisión 92) y sin JIT: el coste que estima el planificador para esas
 * lecturas lo dispara y compilar costaba más (80 ms) que la consulta.
 */
const leerFoto = <T>(db: Db, a: Alcance, fn: (q: Consulta) => Promise<T>): Promise<T> =>
  db.transaccion(fn, a.etiquetas === null ? 'set local jit = off' : 'set local enable_seqscan = off');

/** Una página de la foto desde `cursor`: sus documentos y dónde se queda (colección e id). */
const paginaFoto = async (db: Consulta, cursor: Cursor, orden: readonly Coleccion[], a: Alcance): Promise<{ documentos: DocPull[]; ci: number; ultimoId: string }> => {
  const documentos: DocPull[] = [];
  let ci = cursor.c;
  let ultimoId = cursor.u;
  // Con prioridad, la página que acaba las colecciones de las pantallas iniciales termina ahí (prioridad.ts).
  const corte = cursor.p !== undefined && ci < a.prioridad.iniciales ? a.prioridad.iniciales : orden.length;
  while (ci < orden.length && documentos.length < a.limite && !(ci >= corte && documentos.length > 0)) {
    const c = orden[ci];
    if (c === undefined || !a.visibles.has(c)) {
      ci += 1;
      ultimoId = '';
      continue;
    }
    // Bajo demanda por registro sin ningún padre suscrito: nada de esa colección (decisión 90).
    const padre = a.padres.get(c);
    if (padre?.ids.size === 0) {
      ci += 1;
      ultimoId = '';
      continue;
    }
    const resto = a.limite - documentos.length;
    const params: unknown[] = [ultimoId, resto, cursor.v];
    // Quien lo ve todo, en lo que no es catálogo: por los índices de lo abierto y de los meses (decisión 92).
    const ventana = porVentana(a.etiquetas, c);
    const conjunto = filtroConjunto(conjuntoDe(a, c), params.length + 1, 'ambito', ventana);
    params.push(...conjunto.params);
    let filtro = ` and ${conjunto.sql}`;
    if (padre) {
      // Un solo padre (la foto de sync.historial con `padre`), por el índice GIN de `doc`; varios, por su campo.
      const ids = [...padre.ids];
      params.push(ids.length === 1 ? JSON.stringify({ [padre.campo]: ids[0] }) : ids);
      filtro += ids.length === 1 ? ` and doc @> $${params.length}::jsonb` : ` and doc->>'${padre.campo}' = any($${params.length}::text[])`;
    }
    if (heredaPorIdtabla(c) && a.idtablasOcultas.size > 0) {
      params.push([...a.idtablasOcultas].map(String));
      filtro += ` and coalesce(doc->>'idtabla', '') <> all($${params.length}::text[])`;
    }
    // El planificador estima mal cuántas filas dan las etiquetas (unas decenas de clientes de un técnico entre
    // 15.000, con sesenta etiquetas por mes) y recorre la clave en orden descomprimiendo `ambito` fila a fila:
    // 680 ms a escala 100 × 3 años, frente a 4 ms por el índice GIN y ordenando lo poco que da. Solo donde
    // son pocas: un catálogo global (todas las filas) o una delegación se leen mejor en el orden de la clave.
    // Lo mismo sin etiquetas (decisión 92): el planificador no sabe cuántas filas da «abierto o de estos meses»
    // (estima un tercio de la tabla) y recorre la clave en orden: 9 s por página de líneas de parte a escala
    // 100 × 3 años, frente a 0,1 s por los dos índices.
    const porIndices = ventana || (a.etiquetas !== null && a.pocosPorEtiqueta && !esGlobal(c));
    if (porIndices) await db.query('set local enable_indexscan = off');
    const filas = await db.query<{ id: string; doc: Doc }>(
      `select id, doc from ${tabla(c)} where id > $1 and pg_visible_in_snapshot(escrito, $3::pg_snapshot) ${filtro} order by id limit $2`,
      params,
    );
    if (porIndices) await db.query('set local enable_indexscan = on');
    await a.proyectar.preparar(db, filas.map((f) => ({ coleccion: c, doc: f.doc })));
    for (const f of filas) documentos.push({ coleccion: c, doc: a.proyectar(c, f.doc) });
    if (filas.length < resto) {
      ci += 1;
      ultimoId = '';
    } else {
      ultimoId = filas[filas.length - 1]?.id ?? ultimoId;
    }
  }
  return { documentos, ci, ultimoId };
};

/**
 * ¿Recibe el usuario este documento? Si puede visualizar su colección, está en su ámbito y, si cuelga de
 * otro registro por idtabla + id (un fichero, una firma, una nota…), si puede visualizar el objeto de ese
 * registro: las etiquetas las hereda del padre, pero el permiso sobre el padre no va en ellas.
 */
const visible = (a: Alcance, c: Coleccion, fila: { doc: Doc; ambito: string[] }, enDescarga: boolean): boolean =>
  a.visibles.has(c) && (enDescarga ? enConjunto(fila.ambito, conjuntoDe(a, c)) && delPadreSuscrito(a, c, fila.doc) : cortan(fila.ambito, a.etiquetas))
  && (!heredaPorIdtabla(c) || !a.idtablasOcultas.has(Number(fila.doc.idtabla)));

/**
 * idtabla de los registros cuyo objeto NO puede visualizar el usuario (entidades de schemas/index.ts). Se
 * filtra por las ocultas y no por las visibles: quien lo ve todo no tiene filtro, y un idtabla que no es
 * de ninguna colección no tiene padre ni etiquetas (solo lo recibe el ámbito 'todo').
 */
export const idtablasOcultas = (usuario: UsuarioSesion): ReadonlySet<number> =>
  new Set(colecciones.flatMap((c) => {
    const { idtabla, objeto } = entidades[c];
    return idtabla !== null && !puede(usuario, objeto, 'visualizar') ? [idtabla] : [];
  }));

/**
 * La versión actual de unos documentos para este usuario: los que existen y están en su ámbito van en
 * `documentos`; los borrados o fuera de su ámbito, en `eliminados`. Conserva el orden de `refs`. En el
 * registro (`enDescarga`) cuenta lo que baja al dispositivo (la historia fuera de sus meses sale de él);
 * en sync.documentos, su permiso (la versión de un documento que la cola toca, aunque sea historia).
 */
const versionesActuales = async (
  db: Db,
  refs: readonly { coleccion: Coleccion; id: string }[],
  a: Alcance,
  enDescarga: boolean,
): Promise<{ documentos: DocPull[]; eliminados: EliminadoPull[] }> => {
  const actuales = new Map<string, { doc: Doc; ambito: string[] }>();
  for (const c of new Set(refs.map((u) => u.coleccion))) {
    const ids = refs.filter((u) => u.coleccion === c).map((u) => u.id);
    const docs = await db.query<{ id: string; doc: Doc; ambito: string[] }>(
      `select id, doc, ambito from ${tabla(c)} where id = any($1::text[])`,
      [ids],
    );
    for (const d of docs) actuales.set(`${c}:${d.id}`, { doc: d.doc, ambito: d.ambito });
  }
  await a.proyectar.preparar(db, refs.flatMap((u) => {
    const actual = actuales.get(`${u.coleccion}:${u.id}`);
    return actual ? [{ coleccion: u.coleccion, doc: actual.doc }] : [];
  }));
  const documentos: DocPull[] = [];
  const eliminados: EliminadoPull[] = [];
  for (const u of refs) {
    const actual = actuales.get(`${u.coleccion}:${u.id}`);
    if (actual && visible(a, u.coleccion, actual, enDescarga)) documentos.push({ coleccion: u.coleccion, doc: a.proyectar(u.coleccion, actual.doc) });
    else eliminados.push({ coleccion: u.coleccion, id: u.id });
  }
  return { documentos, eliminados };
};

const registro = async (db: Db, checkpoint: number, a: Alcance): Promise<RespuestaSyncPull> => {
  if (await caducado(db, checkpoint)) return RESINCRONIZAR;
  // El registro guarda las etiquetas de antes y de después de cada cambio: un documento que sale de los
  // meses del dispositivo (o de su ámbito) corta las de antes y llega en `eliminados`.
  const params: unknown[] = [checkpoint, [...a.visibles], a.limite + 1];
  let filtro: string;
  if (a.sinVentana.size === 0) {
    const conjunto = filtroConjunto(a.conjunto, 4);
    filtro = `and ${conjunto.sql}`;
    params.push(...conjunto.params);
  } else {
    // Las colecciones bajo demanda sin suscribir, con su conjunto (sin la ventana); las demás, con el de siempre.
    params.push([...a.sinVentana]);
    const conVentana = filtroConjunto(a.conjunto, 5);
    const sinVentana = filtroConjunto(a.conjuntoSinVentana, 5 + conVentana.params.length);
    filtro = `and ((coleccion <> all($4::text[]) and ${conVentana.sql}) or (coleccion = any($4::text[]) and ${sinVentana.sql}))`;
    params.push(...conVentana.params, ...sinVentana.params);
  }
  const filas = await db.query<{ seq: unknown; coleccion: Coleccion; id: string }>(
    `select seq, coleccion, id from cambio where seq > $1 and coleccion = any($2::text[]) ${filtro} order by seq limit $3`,
    params,
  );
  const pagina = filas.slice(0, a.limite);

  // Cada documento una vez, en la posición de su último cambio de la página.
  const ultimos = new Map<string, { coleccion: Coleccion; id: string; seq: number }>();
  for (const f of pagina) {
    const k = `${f.coleccion}:${f.id}`;
    ultimos.delete(k);
    ultimos.set(k, { coleccion: f.coleccion, id: f.id, seq: numero(f.seq) });
  }
  const { documentos, eliminados } = await versionesActuales(db, [...ultimos.values()], a, true);
  const ultima = pagina[pagina.length - 1];
  return {
    documentos, eliminados, checkpoint: ultima ? numero(ultima.seq) : checkpoint,
    cursor: null, hayMas: filas.length > a.limite, resincronizar: false,
  };
};

/** Los meses de historia de la ventana del usuario (VENTANA_HISTORIA de su ámbito) hasta `ahora`. */
export const ventanaDe = (ctx: Llamante, ahora: Date = new Date()): string[] => mesesVentana(VENTANA_HISTORIA[ctx.ambito], ahora);

/**
 * Las colecciones de historia bajo demanda del ámbito del usuario que el dispositivo no tiene suscritas,
 * con sus herederas: de ellas no baja la ventana (HISTORIA_BAJO_DEMANDA, decisión 78).
 */
export const sinVentanaDe = (ctx: Llamante, suscripciones: readonly string[]): Set<Coleccion> =>
  new Set(HISTORIA_BAJO_DEMANDA[ctx.ambito].filter((c) => !suscripciones.includes(c)).flatMap(familiaHistoria));

/** Las colecciones de historia bajo demanda del usuario que puede visualizar (lo que dice sync.pull). */
export const bajoDemandaDe = (ctx: Llamante): Coleccion[] =>
  HISTORIA_BAJO_DEMANDA[ctx.ambito].filter((c) => puede(ctx.usuario, entidades[c].objeto, 'visualizar'));

/** Lo que baja de la colección `c`: su conjunto, sin la ventana si es bajo demanda y no está suscrita. */
export const conjuntoDe = (a: Alcance, c: Coleccion): ConjuntoDescarga => (a.sinVentana.has(c) ? a.conjuntoSinVentana : a.conjunto);

export const alcanceDe = (
  ctx: Llamante,
  limite: number,
  conjunto: Omit<ConjuntoDescarga, 'etiquetas'> = { meses: ventanaDe(ctx) },
  sinVentana: { colecciones: ReadonlySet<Coleccion>; meses: readonly string[] } = { colecciones: new Set(), meses: [] },
  padres: PadresSuscritos = padresDe(ctx),
): Alcance => ({
  etiquetas: etiquetasUsuario(ctx.usuario, ctx.ambito),
  conjunto: { ...conjunto, etiquetas: etiquetasUsuario(ctx.usuario, ctx.ambito) },
  sinVentana: sinVentana.colecciones,
  conjuntoSinVentana: { ...conjunto, meses: sinVentana.meses, etiquetas: etiquetasUsuario(ctx.usuario, ctx.ambito) },
  visibles: new Set(colecciones.filter((c) => puede(ctx.usuario, entidades[c].objeto, 'visualizar'))),
  idtablasOcultas: idtablasOcultas(ctx.usuario),
  limite,
  proyectar: proyectorDe(ctx),
  prioridad: prioridadDe(ctx.usuario),
  pocosPorEtiqueta: ctx.ambito === 'propio',
  padres,
});

/**
 * Baja lo abierto del ámbito del usuario, la historia de los meses de su ventana y la de los meses que el
 * dispositivo tiene pedidos (`historial`, sync.historial). De las colecciones de historia bajo demanda
 * (HISTORIA_BAJO_DEMANDA) la ventana solo baja si el dispositivo las tiene suscritas (`suscripciones`). La
 * respuesta dice la ventana de hoy y qué colecciones son bajo demanda: el dispositivo que tenía un mes que
 * ya no está en ella, o una suscripción caducada, lo desaloja (sync.desalojar). De las colecciones bajo
 * demanda por registro (BAJO_DEMANDA_POR_PADRE, decisión 90) baja solo lo de los padres de `padres`, y la
 * respuesta las dice en `porPadre`: lo que el dispositivo tenga de otros padres le llega como eliminado al
 * cambiar, y lo suelta él mismo al caducar su suscripción.
 */
export const pull = async (db: Db, p: ParamsSyncPull, ctx: Llamante): Promise<RespuestaSyncPull> => {
  const ventana = ventanaDe(ctx);
  const historial = (p.historial ?? []).slice(0, MAX_MESES_HISTORIAL);
  const meses = [...new Set([...ventana, ...historial])];
  const alcance = alcanceDe(ctx, p.limite ?? LIMITE_PULL, { meses }, { colecciones: sinVentanaDe(ctx, p.suscripciones ?? []), meses: historial }, padresDe(ctx, p.padres));
  const r = p.cursor
    ? await foto(db, decodificarCursor(p.cursor), p.checkpoint, alcance)
    : p.checkpoint === 0
      ? await foto(db, { ...(await inicioFoto(db)), c: 0, u: '', p: alcance.prioridad.clave }, 0, { ...alcance, limite: Math.min(alcance.limite, LIMITE_PRIMERA_PAGINA) })
      : await registro(db, p.checkpoint, alcance);
  return { ...r, ventana, bajoDemanda: bajoDemandaDe(ctx), porPadre: porPadreDe(ctx) };
};

/**
 * sync.documentos: la versión actual en el servidor de unos documentos concretos ('coleccion:id'),
 * dentro del ámbito del usuario. El dispositivo la pide al descartar un cambio de su cola (vuelve a la
 * versión del servidor y reaplica lo que siga pendiente) y cuando un rebase necesita un documento que
 * la página del pull no trae.
 */
export const documentos = async (db: Db, p: ParamsSyncDocumentos, ctx: Llamante): Promise<RespuestaSyncDocumentos> => {
  const refs: { coleccion: Coleccion; id: string }[] = [];
  for (const r of new Set(p.refs)) {
    const { coleccion, id } = parseRef(r);
    if (!esColeccion(coleccion) || id.length === 0) {
      throw new ErrorNegocio('validacion', `Referencia de documento no válida: ${r}`);
    }
    refs.push({ coleccion, id });
  }
  return versionesActuales(db, refs, alcanceDe(ctx, refs.length), false);
};
