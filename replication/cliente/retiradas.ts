/**
 * Entradas de la cola retiradas que aún no se han podido borrar.
 *
 * Con la cuota de almacenamiento llena, Chromium no admite en IndexedDB ninguna escritura con datos, y
 * en RxDB borrar un documento también es escribirlo (se guarda marcado como borrado). Si `mutar` anota la
 * entrada y después no cabe su cambio, la entrada no se puede borrar en ese momento. Su id se apunta
 * aquí, en localStorage (límite propio, aparte de la cuota del origen, y escritura síncrona), y toda
 * lectura de la cola la ignora: no sube, no protege documentos, no cuenta ni se ve. `barrerRetiradas`
 * la borra de verdad en cuanto hay sitio (al arrancar y antes de cada subida) y la quita de la lista.
 *
 * La lista es por base de datos (una por usuario y dispositivo) y la comparten todas las pestañas.
 */
import type { VigiaDatabase } from './tipos';

/** Clave de localStorage de la lista (también para escuchar el evento 'storage' de otras pestañas). */
export const claveRetiradas = (db: VigiaDatabase): string => `vigia-cola-retiradas:${db.name}`;

const almacen = (): Storage | null => {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
};

/** Ids de las entradas retiradas pendientes de borrar. */
export const leerRetiradas = (db: VigiaDatabase): ReadonlySet<string> => {
  const texto = almacen()?.getItem(claveRetiradas(db));
  if (!texto) return new Set();
  try {
    const lista: unknown = JSON.parse(texto);
    return new Set(Array.isArray(lista) ? lista.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
};

const guardar = (db: VigiaDatabase, ids: ReadonlySet<string>): void => {
  const a = almacen();
  if (!a) throw new Error('localStorage no está disponible');
  if (ids.size === 0) a.removeItem(claveRetiradas(db));
  else a.setItem(claveRetiradas(db), JSON.stringify([...ids]));
};

/** Apunta una entrada como retirada; lanza si ni siquiera se puede apuntar. */
export const apuntarRetirada = (db: VigiaDatabase, idsync_upload: string): void => {
  guardar(db, new Set([...leerRetiradas(db), idsync_upload]));
};

/** Las entradas que siguen en la cola de verdad (sin las retiradas). */
export const sinRetiradas = <T extends { idsync_upload: string }>(db: VigiaDatabase, entradas: readonly T[]): T[] => {
  const retiradas = leerRetiradas(db);
  return retiradas.size === 0 ? [...entradas] : entradas.filter((e) => !retiradas.has(e.idsync_upload));
};

/** Borra las entradas retiradas que se puedan borrar ya; devuelve cuántas quedan. */
export const barrerRetiradas = async (db: VigiaDatabase): Promise<number> => {
  const retiradas = leerRetiradas(db);
  if (retiradas.size === 0) return 0;
  const quedan = new Set<string>();
  for (const id of retiradas) {
    try {
      const doc = await db.syncupload.findOne(id).exec();
      if (doc) await doc.remove();
    } catch {
      quedan.add(id);
    }
  }
  // Otra pestaña pudo apuntar alguna más mientras tanto: se conservan.
  const ahora = leerRetiradas(db);
  guardar(db, new Set([...ahora].filter((id) => quedan.has(id) || !retiradas.has(id))));
  return quedan.size;
};
