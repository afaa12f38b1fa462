/**
 * Utilidades de las pruebas del motor de sincronización: base migrada por backend, carga de documentos
 * por la Tx del servidor, mutaciones con su envoltura y descarga completa (foto + registro).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { claveDe, colecciones, type Coleccion, type DocDe } from '../../../schemas';
import type { ParamsSyncPull, RespuestaSyncPull } from '../../../replication/metodos';
import { ErrorNegocio } from '../../../replication/errores';
import { getMutador } from '../../../replication/mutadores';
import type { Doc } from '../../../replication/tx';
import { crearBaseTemporal } from '../../db/backends-prueba';
import { aplicarMigraciones } from '../../db/migraciones';
import { abrirPglite } from '../../db/pglite';
import { abrirPostgres } from '../../db/postgres';
import type { Db } from '../../db/tipos';
import type { DocumentosDemo } from '../../seed/tipos';
import { etiquetarDocumentos } from '../ambito-datos';
import { ejecutarMutacion, type ResultadoMutacion } from '../ejecutor';
import { pull } from '../pull';
import { numero, tabla } from '../registro';
import type { Llamante } from '../tipos';
import { crearTxSql } from '../tx-sql';
import { todosLosDocumentos } from './datos';
import { sellarCambios } from '../sellador';

export interface BasePrueba {
  db: Db;
  /** Otro "proceso" (su propio pool y su propio LISTEN) sobre la misma base; null en PGlite, que vive en un proceso. */
  otroProceso(): Promise<Db> | null;
  /** Cierra todas las Db abiertas y borra la base temporal. */
  cerrar(): Promise<void>;
}

/** Los dos backends de las pruebas: PGlite en memoria y una base temporal en el PostgreSQL real. */
export const BASES: { nombre: Db['tipo']; abrir(): Promise<BasePrueba> }[] = [
  {
    nombre: 'pglite',
    abrir: async () => {
      const db = await abrirPglite(null);
      await aplicarMigraciones(db);
      return { db, otroProceso: () => null, cerrar: () => db.cerrar() };
    },
  },
  {
    nombre: 'postgres',
    abrir: async () => {
      const base = await crearBaseTemporal();
      const db = await abrirPostgres(base.url);
      await aplicarMigraciones(db);
      const otras: Db[] = [];
      return {
        db,
        otroProceso: async () => {
          const otra = await abrirPostgres(base.url);
          otras.push(otra);
          return otra;
        },
        cerrar: async () => {
          for (const o of otras) await o.cerrar();
          await db.cerrar();
          await base.borrar();
        },
      };
    },
  },
];

/**
 * Escribe los documentos por la Tx del servidor (como un usuario de ámbito 'todo'), uno a uno y en el
 * orden pedido (hijos antes que padres con 'inverso'): sin comprobar referencias, que aún no existen.
 * Después se sella, como tras una mutación (server/sync/sellador.ts).
 */
export const cargarPorTx = async (db: Db, docs?: DocumentosDemo, orden: 'registro' | 'inverso' = 'registro'): Promise<void> => {
  const lista = todosLosDocumentos(docs);
  if (orden === 'inverso') lista.reverse();
  await db.transaccion(async (q) => {
    const tx = crearTxSql(q, { etiquetasUsuario: null, comprobarReferencias: false });
    for (const { coleccion, doc } of lista) await tx.put(coleccion, doc as DocDe<Coleccion>);
  });
  await sellarCambios(db);
};

/**
 * Para un bloque de pruebas: abre la base antes de todas, con los datos de prueba cargados, y la cierra
 * después. Lo que devuelve es esa base (válida dentro de las pruebas, no al declararlas).
 */
export const baseCargada = (abrir: () => Promise<BasePrueba>): BasePrueba => {
  let actual: BasePrueba | null = null;
  beforeAll(async () => {
    actual = await abrir();
    await cargarPorTx(actual.db);
  });
  afterAll(async () => {
    await actual?.cerrar();
  });
  const abierta = (): BasePrueba => {
    if (actual === null) throw new Error('La base de la prueba aún no está abierta (úsala dentro de las pruebas)');
    return actual;
  };
  return {
    get db() {
      return abierta().db;
    },
    otroProceso: () => abierta().otroProceso(),
    cerrar: () => abierta().cerrar(),
  };
};

/**
 * Instantes para el `creado` de una subida, relativos al momento de la prueba: el servidor rechaza las
 * subidas creadas hace más de DIAS_REGISTRO días (decisión 55), así que una fecha fija caducaría sola.
 */
export const haceMinutos = (minutos: number): string => new Date(Date.now() - minutos * 60_000).toISOString();

/** Las horas UTC ('hh:mm') de un día de hace `dias` días: una jornada pasada con horas fijas, relativa a hoy. */
export const diaPasado = (dias: number): ((hhmm: string) => string) => {
  const fecha = new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);
  return (hhmm) => `${fecha}T${hhmm}:00.000Z`;
};

export const mutar = (
  db: Db,
  quien: Llamante,
  metodo: string,
  params: unknown,
  idsync_upload: string = randomUUID(),
  creado: string = new Date().toISOString(),
): Promise<ResultadoMutacion> => {
  const m = getMutador(metodo);
  if (!m) throw new Error(`No existe el mutador ${metodo}`);
  return ejecutarMutacion(db, m, { idsync_upload, creado, params }, quien);
};

export interface Descarga {
  paginas: RespuestaSyncPull[];
  checkpoint: number;
  /** Última versión recibida de cada documento presente, por 'coleccion:id'. */
  docs: Map<string, Doc>;
  eliminados: Set<string>;
}

/** Pide páginas hasta que no haya más (desde 0 hace la foto y sigue con el registro). */
export const descargar = async (
  db: Db,
  quien: Llamante,
  desde = 0,
  limite?: number,
  suscripciones?: readonly string[],
  padres?: ParamsSyncPull['padres'],
): Promise<Descarga> => {
  const paginas: RespuestaSyncPull[] = [];
  const docs = new Map<string, Doc>();
  const eliminados = new Set<string>();
  let checkpoint = desde;
  let cursor: string | null = null;
  for (let vuelta = 0; vuelta < 10_000; vuelta++) {
    const r = await pull(db, { checkpoint, cursor, limite, ...(suscripciones ? { suscripciones: [...suscripciones] } : {}), ...(padres ? { padres } : {}) }, quien);
    if (r.resincronizar) throw new Error('resincronizar inesperado');
    paginas.push(r);
    for (const d of r.documentos) {
      const k = `${d.coleccion}:${String(d.doc[claveDe(d.coleccion)])}`;
      docs.set(k, d.doc);
      eliminados.delete(k);
    }
    for (const e of r.eliminados) {
      docs.delete(`${e.coleccion}:${e.id}`);
      eliminados.add(`${e.coleccion}:${e.id}`);
    }
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) return { paginas, checkpoint, docs, eliminados };
  }
  throw new Error('La descarga no termina');
};

/** Etiquetas guardadas de cada documento, por 'coleccion:id'. */
export const leerAmbitos = async (db: Db): Promise<Map<string, string[]>> => {
  const m = new Map<string, string[]>();
  for (const c of colecciones) {
    for (const f of await db.query<{ id: string; ambito: string[] }>(`select id, ambito from ${tabla(c)}`)) m.set(`${c}:${f.id}`, [...f.ambito].sort());
  }
  return m;
};

export const leerDoc = async (db: Db, c: Coleccion, id: string): Promise<Doc | null> => {
  const [f] = await db.query<{ doc: Doc }>(`select doc from ${tabla(c)} where id = $1`, [id]);
  return f?.doc ?? null;
};

export const contar = async (db: Db, sql: string, params: unknown[] = []): Promise<number> => {
  const [f] = await db.query<{ n: unknown }>(sql, params);
  return numero(f?.n);
};

/** Foto del estado: documentos, registro, sync_aplicado (para comprobar que un fallo no escribe nada). */
export const fotoEstado = async (db: Db): Promise<string> => {
  const partes: unknown[] = [];
  for (const c of colecciones) partes.push(await db.query(`select id, doc, ambito from ${tabla(c)} order by id`));
  partes.push(await db.query('select seq, coleccion, id, ambito, borrado from cambio order by orden'));
  partes.push(await db.query('select idsync_upload, resultado, entregas from sync_aplicado order by idsync_upload'));
  return JSON.stringify(partes);
};

/** El error de negocio que lanza la promesa (falla la prueba si no lanza o lanza otra cosa). */
export const errorDe = async (p: Promise<unknown>): Promise<ErrorNegocio> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ErrorNegocio) return e;
    throw e;
  }
  throw new Error('Se esperaba un ErrorNegocio');
};


/** Las etiquetas guardadas son las que dan las reglas sobre el estado actual completo. */
export const comprobarInvariante = async (db: Db): Promise<void> => {
  const docs: Partial<Record<Coleccion, Doc[]>> = {};
  for (const c of colecciones) docs[c] = (await db.query<{ doc: Doc }>(`select doc from ${tabla(c)}`)).map((f) => f.doc);
  const calculadas = etiquetarDocumentos(docs);
  const guardadas = await leerAmbitos(db);
  for (const c of colecciones) for (const [id, e] of calculadas.get(c) ?? []) expect(guardadas.get(`${c}:${id}`), `${c}:${id}`).toEqual(e);
};
