/**
 * Un solo LISTEN por canal, proceso y base de datos, compartido por todos los que quieren enterarse
 * (cada servidor Fastify del proceso con sus streams). El primero en suscribirse a un canal abre el
 * LISTEN y el último en irse lo cierra. Los avisos llegan de cualquier proceso conectado a la misma
 * PostgreSQL, así que un cambio subido por el proceso A despierta a los clientes del proceso B, y un
 * token revocado en A cierra los streams de ese token en B. Canales: vigia_cambios (avisos de cambios,
 * aviso.ts) y vigia_revocaciones (tokens revocados, server/auth/tokens.ts).
 */
import { CANAL_REVOCACIONES, decodificarRevocados, type TODOS_LOS_TOKENS } from '../auth/tokens';
import type { Db } from '../db/tipos';
import { decodificarAviso, type Aviso } from './aviso';
import { CANAL_CAMBIOS } from './registro';

type Oyente = (payload: string) => void;

interface Difusor {
  oyentes: Set<Oyente>;
  /** LISTEN en curso o hecho; resuelve a la función que lo deshace. */
  escucha: Promise<() => Promise<void>>;
}

const difusores = new WeakMap<Db, Map<string, Difusor>>();

/** Se suscribe a los mensajes (ya decodificados; los que no se entienden se ignoran) de un canal. */
const suscribirCanal = async <T>(db: Db, canal: string, decodificar: (payload: string) => T | null, fn: (mensaje: T) => void): Promise<() => Promise<void>> => {
  let porCanal = difusores.get(db);
  if (!porCanal) {
    porCanal = new Map();
    difusores.set(db, porCanal);
  }
  const canales = porCanal;
  let d = canales.get(canal);
  if (!d) {
    const oyentes = new Set<Oyente>();
    const repartir = (payload: string): void => {
      for (const o of oyentes) o(payload);
    };
    d = { oyentes, escucha: db.escuchar(canal, repartir) };
    canales.set(canal, d);
    const creado = d;
    d.escucha.catch(() => {
      if (canales.get(canal) === creado) canales.delete(canal);
    });
  }
  const difusor = d;
  const oyente: Oyente = (payload) => {
    const mensaje = decodificar(payload);
    if (mensaje !== null) fn(mensaje);
  };
  difusor.oyentes.add(oyente);
  try {
    await difusor.escucha;
  } catch (e) {
    difusor.oyentes.delete(oyente);
    throw e;
  }
  return async () => {
    if (!difusor.oyentes.delete(oyente) || difusor.oyentes.size > 0) return;
    if (canales.get(canal) === difusor) canales.delete(canal);
    const dejar = await difusor.escucha;
    await dejar();
  };
};

/** Se suscribe a los avisos de cambios; devuelve la función que cancela la suscripción. */
export const suscribirAvisos = (db: Db, oyente: (aviso: Aviso) => void): Promise<() => Promise<void>> =>
  suscribirCanal(db, CANAL_CAMBIOS, decodificarAviso, oyente);

/** Se suscribe a las revocaciones de tokens (idtoken revocados, o '*' = comprobar todos). */
export const suscribirRevocaciones = (
  db: Db,
  oyente: (revocados: readonly string[] | typeof TODOS_LOS_TOKENS) => void,
): Promise<() => Promise<void>> => suscribirCanal(db, CANAL_REVOCACIONES, decodificarRevocados, oyente);
