/**
 * Poda del registro de cambios (con las marcas de borrado) y del registro de subidas: se conservan al
 * menos `dias` (90) días, la ventana sin conexión documentada. Lo podado queda anotado en cambio_poda:
 *  - `hasta` (seq): un dispositivo con un checkpoint anterior recibe `resincronizar` en sync.pull (la
 *    descarga completa explícita, nunca un hueco);
 *  - `subidas_hasta` (la última aplicación olvidada): una subida creada antes que no esté en
 *    sync_aplicado pudo aplicarse y olvidarse; el ejecutor la rechaza con un mensaje claro en vez de
 *    arriesgarse a aplicarla dos veces. Sin nada que podar, la poda no escribe nada.
 * `ahora` permite probarla con el reloj adelantado. Corre con el cerrojo de escritura para no cruzarse
 * con quien está repartiendo números o anotando subidas.
 */
import type { Consulta, Db } from '../db/tipos';
import { bloquearPoda, numero } from './registro';

export const DIAS_REGISTRO = 90;

export interface ResultadoPoda {
  borrados: number;
  /** Filas de sync_aplicado podadas. */
  subidasBorradas: number;
  /** Nuevo horizonte: el mayor seq podado (o el anterior si no se podó nada). */
  hasta: number;
}

export const podarRegistro = async (db: Db, dias: number = DIAS_REGISTRO, ahora: Date = new Date()): Promise<ResultadoPoda> =>
  db.transaccion(async (q) => {
    await bloquearPoda(q);
    const limite = new Date(ahora.getTime() - dias * 86_400_000).toISOString();
    // El horizonte es la última aplicación olvidada (no el límite): sin nada que podar no se escribe nada,
    // y toda subida olvidada se creó antes de aplicarse, así que queda por debajo.
    const [subidas] = await q.query<{ n: unknown; ultima: unknown }>(
      'with b as (delete from sync_aplicado where aplicado < $1::timestamptz returning aplicado) select count(*) as n, max(aplicado) as ultima from b',
      [limite],
    );
    const subidasBorradas = numero(subidas?.n);
    if (subidasBorradas > 0) {
      await q.query('update cambio_poda set subidas_hasta = greatest(coalesce(subidas_hasta, $1::timestamptz), $1::timestamptz)', [instante(subidas?.ultima)]);
    }
    const [ultimo] = await q.query<{ seq: unknown }>('select max(seq) as seq from cambio where creado < $1::timestamptz', [limite]);
    const [actual] = await q.query<{ hasta: unknown }>('select hasta from cambio_poda');
    const anterior = numero(actual?.hasta);
    const hasta = numero(ultimo?.seq);
    if (hasta <= anterior) return { borrados: 0, subidasBorradas, hasta: anterior };
    const [borrados] = await q.query<{ n: unknown }>(
      'with b as (delete from cambio where seq <= $1 returning 1) select count(*) as n from b',
      [hasta],
    );
    await q.query('update cambio_poda set hasta = $1', [hasta]);
    return { borrados: numero(borrados?.n), subidasBorradas, hasta };
  });

const instante = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** `cambio_poda.subidas_hasta` como instante ISO, o null si nunca se podó nada. */
export const horizonteDe = (v: unknown): string | null => (v === null || v === undefined ? null : instante(v));

/** La última aplicación que olvidó la poda del registro de subidas, o null si nunca se podó nada. */
export const horizonteSubidas = async (q: Consulta): Promise<string | null> => {
  const [fila] = await q.query<{ subidas_hasta: unknown }>('select subidas_hasta from cambio_poda');
  return horizonteDe(fila?.subidas_hasta);
};

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
