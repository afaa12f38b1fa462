/**
 * Poda del registro de cambios: se conservan al menos `dias` (90) días. Lo podado queda anotado en
 * cambio_poda.hasta; un dispositivo con un checkpoint anterior recibe `resincronizar` en sync.pull.
 * Corre con el cerrojo de escritura para no cruzarse con quien está repartiendo números.
 */
import type { Db } from '../db/tipos';
import { bloquearEscrituras, numero } from './registro';

export const DIAS_REGISTRO = 90;

export interface ResultadoPoda {
  borrados: number;
  /** Nuevo horizonte: el mayor seq podado (o el anterior si no se podó nada). */
  hasta: number;
}

export const podarRegistro = async (db: Db, dias: number = DIAS_REGISTRO): Promise<ResultadoPoda> =>
  db.transaccion(async (q) => {
    await bloquearEscrituras(q);
    const [limite] = await q.query<{ seq: unknown }>(
      `select max(seq) as seq from cambio where creado < now() - make_interval(days => $1::int)`,
      [dias],
    );
    const [actual] = await q.query<{ hasta: unknown }>('select hasta from cambio_poda');
    const anterior = numero(actual?.hasta);
    const hasta = numero(limite?.seq);
    if (hasta <= anterior) return { borrados: 0, hasta: anterior };
    const [borrados] = await q.query<{ n: unknown }>(
      'with b as (delete from cambio where seq <= $1 returning 1) select count(*) as n from b',
      [hasta],
    );
    await q.query('update cambio_poda set hasta = $1', [hasta]);
    return { borrados: numero(borrados?.n), hasta };
  });

/** Poda ahora y después cada `cadaMs`; devuelve la función que la detiene. Un fallo se anota y se reintenta en la siguiente vuelta. */
export const programarPoda = (db: Db, opciones: { cadaMs: number; dias?: number }): (() => void) => {
  const podar = (): void => {
    podarRegistro(db, opciones.dias).catch((e: unknown) => console.error('Poda del registro de cambios fallida:', e));
  };
  const primera = setTimeout(podar, 1_000);
  const siguientes = setInterval(podar, opciones.cadaMs);
  primera.unref();
  siguientes.unref();
  return () => {
    clearTimeout(primera);
    clearInterval(siguientes);
  };
};
