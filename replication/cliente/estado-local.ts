/**
 * El documento 'estado' de la colección local `sync`: checkpoint y cursor del pull, referencias por
 * refrescar y marcas de tiempo. Se escribe siempre después de lo que describe (una página del pull se
 * guarda antes que su checkpoint), así que tras un corte se repite trabajo, nunca se pierde.
 */
import type { DocDe } from '../../schemas';
import type { VigiaDatabase } from './tipos';

export type EstadoLocal = DocDe<'sync'>;

/** Días que se guarda lo pedido bajo demanda (un mes de historia, lo de un registro padre) desde que se pidió o se volvió a abrir. */
export const HISTORIAL_DIAS = 7;

/** Una suscripción se renueva al abrir su lista (o su registro) solo si hace al menos esto que se renovó. */
export const RENOVAR_TRAS_MS = 86_400_000;
export const ID_ESTADO = 'estado';

const inicial = (): EstadoLocal => ({ idsync: ID_ESTADO, checkpoint: 0, cursor: null, refrescar: [], ultimo_pull: null, ultima_subida: null, ultimo_error: null });

export const leerEstadoSync = async (db: VigiaDatabase): Promise<EstadoLocal> => {
  const d = await db.sync.findOne(ID_ESTADO).exec();
  return d ? { ...inicial(), ...d.toMutableJSON() } : inicial();
};

/** Cambia el estado con una función sobre el actual (incrementalModify: sin pisar otras pestañas). */
export const modificarEstadoSync = async (db: VigiaDatabase, fn: (actual: EstadoLocal) => Partial<Omit<EstadoLocal, 'idsync'>>): Promise<void> => {
  const doc = (await db.sync.findOne(ID_ESTADO).exec()) ?? (await db.sync.insertIfNotExists(inicial()));
  await doc.incrementalModify((actual) => ({ ...inicial(), ...actual, ...fn({ ...inicial(), ...actual }), idsync: ID_ESTADO }));
};

export const guardarEstadoSync = (db: VigiaDatabase, cambios: Partial<Omit<EstadoLocal, 'idsync'>>): Promise<void> =>
  modificarEstadoSync(db, () => cambios);
