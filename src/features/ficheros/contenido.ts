/**
 * Contenido de los ficheros en el dispositivo (adjuntos RxDB de la colección local `ficherocontenido`).
 *
 * - Adjuntar: la imagen se reduce a ≤ 1024×1024, se comprueba el límite (parámetro
 *   tamano_maximo_fichero_mb: 'El fichero es demasiado grande'), el binario se guarda como adjunto y el
 *   alta se encola con fichero.subirSync, que lleva el contenido en base64: sube exactamente una vez con
 *   la cola, aunque sea días después.
 * - Abrir: primero el adjunto local; si no está, se pide a fichero.contenido y se guarda para la próxima
 *   vez; sin conexión, 'El fichero no está disponible'.
 */
import { limiteFicheroDeValor, PARAMETRO_TAMANO_FICHERO } from '../../../replication/mutadores/tecnico';
import { METODOS_EN_LINEA } from '../../../replication/metodos-en-linea';
import { ErrorRpc, navegadorOnline, type ClienteRpc } from '../../../replication/cliente';
import type { VigiaDatabase } from '../../../replication/cliente';
import { FICHERO_GRANDE } from '../../lib/validacion';

export const ADJUNTO_CONTENIDO = 'contenido';
export const FICHERO_NO_DISPONIBLE = 'El fichero no está disponible';

export const blobABase64 = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binario = '';
  const trozo = 0x8000;
  for (let i = 0; i < bytes.length; i += trozo) binario += String.fromCharCode(...bytes.subarray(i, i + trozo));
  return btoa(binario);
};

export const base64ABlob = (b64: string, tipo: string): Blob => {
  const binario = atob(b64);
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return new Blob([bytes], { type: tipo });
};

export const guardarContenidoLocal = async (db: VigiaDatabase, idfichero: string, blob: Blob, tipo: string): Promise<void> => {
  const doc = await db.ficherocontenido.upsert({ idfichero, guardado: new Date().toISOString() });
  await doc.putAttachment({ id: ADJUNTO_CONTENIDO, data: blob, type: tipo || 'application/octet-stream' });
};

export const contenidoLocal = async (db: VigiaDatabase, idfichero: string): Promise<Blob | null> => {
  const doc = await db.ficherocontenido.findOne(idfichero).exec();
  const adjunto = doc?.getAttachment(ADJUNTO_CONTENIDO);
  return adjunto ? adjunto.getData() : null;
};

/** El contenido del fichero: del dispositivo, o del servidor si hay conexión (y queda guardado). */
export const obtenerContenido = async (db: VigiaDatabase, rpc: ClienteRpc | null, idfichero: string): Promise<Blob> => {
  const local = await contenidoLocal(db, idfichero);
  if (local) return local;
  if (!rpc || !navegadorOnline()) throw new Error(FICHERO_NO_DISPONIBLE);
  let r;
  try {
    r = await rpc.leer(METODOS_EN_LINEA.ficheroContenido, { idfichero });
  } catch (e) {
    throw new Error(e instanceof ErrorRpc ? e.message : FICHERO_NO_DISPONIBLE, { cause: e });
  }
  const blob = base64ABlob(r.contenido, r.tipo);
  await guardarContenidoLocal(db, idfichero, blob, r.tipo);
  return blob;
};

export interface NuevoFichero {
  idtabla: number;
  id: string;
  nombre: string;
  tipo: string;
  contenido: Blob;
}

/** Límite de los adjuntos en bytes, leído del parámetro local (el mismo cálculo que el servidor). */
export const limiteLocal = async (db: VigiaDatabase): Promise<number> => {
  const p = await db.parametro.findOne({ selector: { clave: { $eq: PARAMETRO_TAMANO_FICHERO } } }).exec();
  return limiteFicheroDeValor(p?.valor);
};

/** Adjunta un fichero: comprueba el tamaño, guarda el binario y encola el alta. Devuelve el idfichero. */
export const adjuntarFichero = async (db: VigiaDatabase, f: NuevoFichero): Promise<string> => {
  if (f.contenido.size > (await limiteLocal(db))) throw new Error(FICHERO_GRANDE);
  const idfichero = crypto.randomUUID();
  const tipo = f.tipo || 'application/octet-stream';
  await guardarContenidoLocal(db, idfichero, f.contenido, tipo);
  const contenido = await blobABase64(f.contenido);
  await db.mutate('fichero.subirSync', {
    doc: { idfichero, idtabla: f.idtabla, id: f.id, nombre: f.nombre, tipo, tamano: f.contenido.size },
    contenido,
  });
  return idfichero;
};
