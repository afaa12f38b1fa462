/**
 * Descargar a mano y subir un parte: qué documentos del dispositivo son de un parte (el parte, lo que
 * cuelga de él por idparte_trabajo y lo adjunto por idtabla 269) y qué entradas de la cola los tocan,
 * para que /partes/{id}/subir diga qué se ha subido de ese parte.
 */
import { entidades, esquemasSincronizados, type Coleccion } from '../../../schemas';
import { sinRetiradas } from '../../../replication/cliente';
import { refDoc } from '../../../replication/tx';
import type { VigiaDatabase } from '../../../replication/cliente';

const IDTABLA_PARTE = entidades.partetrabajo.idtabla;

const conCampo = (campo: string): Coleccion[] =>
  (Object.keys(esquemasSincronizados) as Coleccion[]).filter((c) => campo in esquemasSincronizados[c].properties);

/** Colecciones hijas de un parte (por idparte_trabajo), salvo el propio parte. */
export const COLECCIONES_HIJAS = conCampo('idparte_trabajo').filter((c) => c !== 'partetrabajo');
/** Colecciones adjuntas por idtabla + id (ficheros, notas, firmas). */
export const COLECCIONES_ADJUNTAS = conCampo('idtabla').filter((c) => 'id' in esquemasSincronizados[c].properties);

/** Referencias 'coleccion:id' de todo lo que el dispositivo tiene de un parte. */
export const refsDeParte = async (db: VigiaDatabase, idparte: string): Promise<Set<string>> => {
  const refs = new Set<string>([refDoc('partetrabajo', idparte)]);
  for (const c of COLECCIONES_HIJAS) {
    const docs = await db[c].find({ selector: { idparte_trabajo: { $eq: idparte } } }).exec();
    for (const d of docs) refs.add(refDoc(c, String(d.primary)));
  }
  for (const c of COLECCIONES_ADJUNTAS) {
    const docs = await db[c].find({ selector: { id: { $eq: idparte }, idtabla: { $eq: IDTABLA_PARTE } } }).exec();
    for (const d of docs) refs.add(refDoc(c, String(d.primary)));
  }
  return refs;
};

export interface EntradaParte {
  idsync_upload: string;
  metodo: string;
  params: unknown;
  estado: string;
  error: string | null;
}

/** Entradas de la cola que tocan algún documento del parte, en orden. */
export const entradasDeParte = async (db: VigiaDatabase, idparte: string): Promise<EntradaParte[]> => {
  const refs = await refsDeParte(db, idparte);
  const entradas = sinRetiradas(db, await db.syncupload.find({ sort: [{ orden: 'asc' }] }).exec());
  return entradas
    .filter((e) => e.documentos.some((r) => refs.has(r)))
    .map((e) => ({ idsync_upload: e.idsync_upload, metodo: e.metodo, params: e.params, estado: e.estado, error: e.error ?? null }));
};
