/**
 * Sesiones recordadas por proceso: la sesión de un token (`autenticarToken`) se guarda `ttlMs` (2 s) para
 * no leer la base ni volver a validar los permisos en cada llamada de un mismo dispositivo (la subida
 * manda muchas seguidas). Solo se recuerdan las válidas. Una revocación las olvida al momento: las hechas
 * en este proceso, al revocar (tokens.ts), y las de otros procesos, con el aviso vigia_revocaciones. Lo que
 * no avisa (un cambio de permisos, un usuario dado de baja) se ve, como mucho, `ttlMs` más tarde; la
 * caducidad del token se mira en cada llamada.
 */
import type { Db } from '../db/tipos';
import { suscribirRevocaciones } from '../sync/difusor';
import { alRevocarEnEsteProceso, leerSesionToken, type SesionAutenticada } from './tokens';

export const TTL_SESION_MS = 2_000;
const MAX_SESIONES = 10_000;

export interface CacheSesiones {
  autenticar(token: string): Promise<SesionAutenticada | null>;
  cerrar(): Promise<void>;
}

export const crearCacheSesiones = (db: Db, ttlMs = TTL_SESION_MS, reloj: () => number = Date.now): CacheSesiones => {
  const sesiones = new Map<string, { sesion: SesionAutenticada; hasta: number }>();
  const olvidar = (idtokens: readonly string[]): void => {
    const fuera = new Set(idtokens);
    for (const [token, s] of sesiones) if (fuera.has(s.sesion.idtoken)) sesiones.delete(token);
  };
  const dejarLocal = alRevocarEnEsteProceso(olvidar);
  // Sin el aviso de otros procesos (la escucha aún no está o se cayó) vale el ttl.
  const dejarRemoto = suscribirRevocaciones(db, (revocados) => {
    if (revocados === '*') sesiones.clear();
    else olvidar(revocados);
  }).catch((e: unknown) => {
    console.error('Sesiones recordadas: sin aviso de revocaciones de otros procesos (vale el ttl):', e);
    return async () => undefined;
  });

  return {
    async autenticar(token) {
      const ahora = reloj();
      const guardada = sesiones.get(token);
      if (guardada && guardada.hasta > ahora) return guardada.sesion;
      const leida = await leerSesionToken(db, token);
      if (leida === null) {
        sesiones.delete(token);
        return null;
      }
      if (sesiones.size >= MAX_SESIONES) sesiones.clear();
      sesiones.set(token, { sesion: leida.sesion, hasta: Math.min(ahora + ttlMs, leida.expiraMs) });
      return leida.sesion;
    },
    async cerrar() {
      dejarLocal();
      sesiones.clear();
      await (await dejarRemoto)();
    },
  };
};
