/**
 * Cliente mínimo del servidor desde Node para las comprobaciones: POST /token/ (multipart) y llamadas
 * JSON-RPC 2.0 a /api/ con el token. Así se mira el servidor como lo vería otro dispositivo.
 */
import type { RespuestaSyncHistorial, RespuestaSyncPull } from '../../../replication/metodos';
import { claveDe, colecciones, type Coleccion } from '../../../schemas';
import type { RespuestaToken } from '../../../replication/sesion';

export const CONTRASENA_DEMO = 'demo1234';

export const iniciarSesionApi = async (url: string, usuario: string, contrasena = CONTRASENA_DEMO): Promise<RespuestaToken> => {
  const form = new FormData();
  form.set('username', usuario);
  form.set('password', contrasena);
  const r = await fetch(`${url}/token/`, { method: 'POST', body: form });
  const texto = await r.text();
  if (!r.ok) throw new Error(`POST /token/ como ${usuario} → HTTP ${r.status}: ${texto.slice(0, 300)}`);
  const cuerpo: unknown = JSON.parse(texto);
  if (typeof cuerpo !== 'object' || cuerpo === null || typeof Reflect.get(cuerpo, 'token') !== 'string') {
    throw new Error(`POST /token/ no devolvió { token, usuario }: ${texto.slice(0, 300)}`);
  }
  return cuerpo as RespuestaToken;
};

let siguienteId = 1;

/** Una llamada JSON-RPC; lanza con el mensaje del servidor si responde con error. */
export const llamarRpc = async (url: string, token: string, metodo: string, params?: unknown): Promise<unknown> => {
  const r = await fetch(`${url}/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: siguienteId++, method: metodo, params }),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`RPC ${metodo} → HTTP ${r.status}: ${texto.slice(0, 300)}`);
  const cuerpo: unknown = JSON.parse(texto);
  if (typeof cuerpo !== 'object' || cuerpo === null) throw new Error(`RPC ${metodo}: respuesta no válida ${texto.slice(0, 300)}`);
  const error: unknown = Reflect.get(cuerpo, 'error');
  if (error) throw new Error(`RPC ${metodo} → error ${JSON.stringify(error)}`);
  return Reflect.get(cuerpo, 'result');
};

/**
 * Un documento tal como lo ve en el servidor el usuario del token: descarga completa con sync.pull
 * (página a página, desde el checkpoint 0) y se queda con la última versión de ese documento.
 */
export const documentoPorPull = async (url: string, token: string, coleccion: Coleccion, id: string): Promise<Record<string, unknown> | null> => {
  const clave = claveDe(coleccion);
  let checkpoint = 0;
  let cursor: string | null = null;
  let doc: Record<string, unknown> | null = null;
  for (let pagina = 0; pagina < 1000; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000, suscripciones: colecciones })) as RespuestaSyncPull;
    for (const d of r.documentos) if (d.coleccion === coleccion && d.doc[clave] === id) doc = d.doc;
    for (const e of r.eliminados) if (e.coleccion === coleccion && e.id === id) doc = null;
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) return doc;
  }
  throw new Error('sync.pull no termina tras 1000 páginas');
};

/**
 * Lo que de una colección bajo demanda por registro cuelga de un padre, como lo ve el usuario del token
 * (sync.historial con `padre`, decisión 90: el material de un sistema no baja a la oficina con lo demás).
 */
export const delPadre = async (url: string, token: string, coleccion: Coleccion, padre: string): Promise<Map<string, Record<string, unknown>>> => {
  const docs = new Map<string, Record<string, unknown>>();
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 1000; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.historial', { coleccion, padre, cursor })) as RespuestaSyncHistorial;
    for (const d of r.documentos) docs.set(String(d.doc[claveDe(d.coleccion)]), d.doc);
    cursor = r.cursor;
    if (cursor === null) return docs;
  }
  throw new Error('sync.historial no termina tras 1000 páginas');
};

/** Lo que ve el usuario del token en el servidor: la última versión de cada documento, por colección. */
export type DescargaCompleta = Map<Coleccion, Map<string, Record<string, unknown>>>;

/** Un documento de la descarga, sin tipo de colección. */
export type DocDescarga = Record<string, unknown>;
/** Lectores tolerantes de un campo de un documento de la descarga. */
export const texto = (v: unknown): string => (typeof v === 'string' ? v : '');
export const numero = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);
/** Los documentos activos (estado > 0) de una colección de la descarga. */
export const activos = (d: DescargaCompleta, c: Coleccion): DocDescarga[] =>
  [...(d.get(c)?.values() ?? [])].filter((x) => typeof x.estado === 'number' && x.estado > 0);

/** Todo lo que el usuario del token ve en el servidor (sync.pull completo, última versión de cada documento). */
/**
 * Todo lo que baja a un usuario, página a página. Por defecto, también la ventana de las colecciones de
 * historia bajo demanda (decisión 78: como si sus pantallas estuvieran suscritas), para comprobar lo que
 * tiene el servidor; `suscripciones: []` da lo que baja al entrar sin abrir ninguna (el conjunto de trabajo).
 */
export const descargaCompleta = async (
  url: string,
  token: string,
  opciones: { suscripciones?: readonly string[] } = {},
): Promise<DescargaCompleta> => {
  const suscripciones = [...(opciones.suscripciones ?? colecciones)];
  const todo: DescargaCompleta = new Map();
  const de = (c: Coleccion): Map<string, Record<string, unknown>> => {
    const m = todo.get(c) ?? new Map<string, Record<string, unknown>>();
    todo.set(c, m);
    return m;
  };
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 1000; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000, suscripciones })) as RespuestaSyncPull;
    for (const d of r.documentos) de(d.coleccion).set(String(d.doc[claveDe(d.coleccion)]), d.doc);
    for (const e of r.eliminados) de(e.coleccion).delete(e.id);
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) return todo;
  }
  throw new Error('sync.pull no termina tras 1000 páginas');
};

