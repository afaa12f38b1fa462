/**
 * Un solo LISTEN vigia_cambios por proceso y base de datos, compartido por todos los que quieren
 * enterarse (cada servidor Fastify del proceso con sus streams). El primero en suscribirse abre el
 * LISTEN y el último en irse lo cierra. Los avisos llegan de cualquier proceso conectado a la misma
 * PostgreSQL, así que un cambio subido por el proceso A despierta a los clientes del proceso B.
 */
import type { Db } from '../db/tipos';
import { decodificarAviso, type Aviso } from './aviso';
import { CANAL_CAMBIOS } from './registro';

type Oyente = (aviso: Aviso) => void;

interface Difusor {
  oyentes: Set<Oyente>;
  /** LISTEN en curso o hecho; resuelve a la función que lo deshace. */
  escucha: Promise<() => Promise<void>>;
}

const difusores = new WeakMap<Db, Difusor>();

/** Se suscribe a los avisos de cambios; devuelve la función que cancela la suscripción. */
export const suscribirAvisos = async (db: Db, oyente: Oyente): Promise<() => Promise<void>> => {
  let d = difusores.get(db);
  if (!d) {
    const oyentes = new Set<Oyente>();
    const repartir = (payload: string): void => {
      const aviso = decodificarAviso(payload);
      if (!aviso) return;
      for (const o of oyentes) o(aviso);
    };
    d = { oyentes, escucha: db.escuchar(CANAL_CAMBIOS, repartir) };
    difusores.set(db, d);
    d.escucha.catch(() => difusores.delete(db));
  }
  const difusor = d;
  difusor.oyentes.add(oyente);
  try {
    await difusor.escucha;
  } catch (e) {
    difusor.oyentes.delete(oyente);
    throw e;
  }
  return async () => {
    if (!difusor.oyentes.delete(oyente) || difusor.oyentes.size > 0) return;
    if (difusores.get(db) === difusor) difusores.delete(db);
    const dejar = await difusor.escucha;
    await dejar();
  };
};
