/**
 * El sellador: pone número (seq de cambio_seq) a los cambios ya confirmados que aún no lo tienen.
 *
 * Los escritores no toman ningún cerrojo global ni número: anotan su fila en `cambio` con seq null
 * (tx-sql.ts) y se confirman en paralelo. Sellar es una transacción corta con su propio cerrojo
 * (BLOQUEO_SELLO, uno a la vez en todos los procesos) cuyo UPDATE solo ve filas confirmadas: cada ronda
 * numera lo que se confirmó antes de ella con números mayores que los de toda ronda anterior. Así el
 * orden de seq sigue al de commit y un lector que pagina `seq > checkpoint` nunca se salta un cambio:
 * lo que se confirme después de su lectura se sellará con un número mayor que todo lo que vio.
 * El NOTIFY a los streams sale de la ronda que sella, con el mayor seq, las etiquetas selladas y las de
 * cada colección (aviso.ts: si no caben, solo las etiquetas, y si tampoco, '*'). Una ronda
 * es una sola ida y vuelta: el cerrojo y la sentencia que numera y avisa van en un mismo mensaje, que
 * PostgreSQL ejecuta como una transacción implícita (el cerrojo dura hasta su fin) y en el que cada
 * sentencia toma su propia instantánea (la que numera ve lo confirmado antes de tener el cerrojo).
 *
 * En cada proceso las peticiones se agrupan: quien pide sellar espera a una ronda que empiece después
 * de su petición (la que está en curso pudo leer antes de su commit); mientras hay una en curso, todos
 * los que llegan comparten la siguiente. Un temporizador sella también lo que un proceso caído dejó sin
 * sellar (`programarSellado`).
 */
import { literal } from '../db/comun';
import type { Db } from '../db/tipos';
import { MAX_PAYLOAD, TODAS } from './aviso';
import { CANAL_CAMBIOS, numero } from './registro';

/** Cerrojo consultivo del sellado ("vigis" en ASCII). */
export const BLOQUEO_SELLO = 0x7669676973;

/**
 * La ronda entera en un mensaje: el cerrojo, y numerar lo confirmado sin seq con el aviso (el mismo de
 * aviso.ts: el mayor seq y las etiquetas, o '*' si no caben) en la misma sentencia.
 */
const SELLAR = `select pg_advisory_xact_lock(${BLOQUEO_SELLO}::bigint);
  with pendientes as (
    select orden from cambio where seq is null order by orden
  ), sellados as (
    update cambio c set seq = nextval('cambio_seq') from pendientes p where c.orden = p.orden returning c.seq, c.coleccion, c.ambito
  ), porcoleccion as (
    select coleccion, to_jsonb(coalesce(array_agg(distinct e) filter (where e is not null), '{}')) as etiquetas
      from sellados left join lateral unnest(sellados.ambito) as e on true group by coleccion
  ), resumen as (
    select (select max(seq) from sellados) as hasta,
           (select coalesce(array_agg(distinct e), '{}') from sellados, unnest(sellados.ambito) as e) as ambito,
           (select coalesce(jsonb_object_agg(coleccion, etiquetas), '{}') from porcoleccion) as colecciones
  ), aviso as (
    select hasta, jsonb_build_object('seq', hasta, 'ambito', to_jsonb(ambito), 'colecciones', colecciones)::text as completo,
           jsonb_build_object('seq', hasta, 'ambito', to_jsonb(ambito))::text as payload from resumen
  )
  select hasta,
         case when hasta is null then null
              else pg_notify(${literal(CANAL_CAMBIOS)}, case when octet_length(completo) <= ${MAX_PAYLOAD} then completo
                                                       when octet_length(payload) <= ${MAX_PAYLOAD} then payload
                                                       else jsonb_build_object('seq', hasta, 'ambito', ${literal(TODAS)})::text end)
         end as avisado
    from aviso`;

/** Una ronda: sella todo lo confirmado sin seq y avisa. Devuelve el mayor seq sellado (0 si nada). */
export const sellarCambios = async (db: Db): Promise<number> => {
  const [f] = await db.query<{ hasta: unknown }>(SELLAR);
  return numero(f?.hasta);
};

export interface Sellador {
  /** Espera a una ronda que empiece después de esta llamada; su mayor seq sellado (0 si nada). */
  sellar(): Promise<number>;
}

const crearSellador = (db: Db): Sellador => {
  let enCurso: Promise<number> | null = null;
  let siguiente: Promise<number> | null = null;
  const empezar = (): Promise<number> => {
    const ronda = sellarCambios(db).finally(() => {
      if (enCurso === ronda) enCurso = null;
    });
    enCurso = ronda;
    return ronda;
  };
  const sellar = (): Promise<number> => {
    if (enCurso === null) return empezar();
    siguiente ??= enCurso
      .catch(() => 0)
      .then(() => {
        siguiente = null;
        return enCurso ?? empezar();
      });
    return siguiente;
  };
  return { sellar };
};

const selladores = new WeakMap<Db, Sellador>();

/** El sellador de esta base en este proceso (uno por base, compartido por todas las peticiones). */
export const selladorDe = (db: Db): Sellador => {
  let s = selladores.get(db);
  if (!s) {
    s = crearSellador(db);
    selladores.set(db, s);
  }
  return s;
};

/** Sella cada `cadaMs` lo que quede sin sellar (p. ej. de un proceso que cayó tras su commit). */
export const programarSellado = (db: Db, cadaMs: number): (() => void) => {
  const temporizador = setInterval(() => {
    selladorDe(db).sellar().catch((e: unknown) => console.error('Sellado del registro de cambios fallido:', e));
  }, cadaMs);
  temporizador.unref();
  return () => clearInterval(temporizador);
};
