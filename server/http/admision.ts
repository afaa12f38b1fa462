/**
 * Cuánto trabajo de POST /api/ acepta un proceso a la vez, y el rechazo pronto del resto (issue 33: la
 * tormenta de la mañana). Todo lo que llega a /api/ (subidas de la cola, sync.pull, lecturas en línea)
 * acaba en la base, que tiene un grupo de 10 conexiones por proceso: más peticiones a la vez solo alargan
 * la cola de ese grupo, y una petición que espera más de lo que su cliente la espera se procesa para nadie
 * (el cliente ya la ha dado por perdida y la reenvía).
 *
 * - Como mucho `aLaVez` peticiones se procesan a la vez; las siguientes esperan su turno en una fila de
 *   como mucho `enEspera`, en orden de llegada.
 * - Con la fila llena, o con más de `esperaBase` peticiones esperando conexión en el grupo de la base (la
 *   base ya va atrasada por otras vías: el stream, el sellador), la petición se rechaza **al momento**,
 *   antes de autenticarla ni leer su cuerpo: 503 con `Retry-After` (segundos) y el error JSON-RPC -32023
 *   con un mensaje en español. Nada se ha ejecutado, así que el cliente la repite tal cual (el
 *   `idsync_upload` de cada cambio hace inocua cualquier repetición).
 * - La que lleva en la fila más de `esperaMaximaMs` sale con el mismo 503: la espera del cliente (30–60 s
 *   en la app) es más larga, así que la respuesta le llega antes de que la dé por perdida.
 * - La petición cuyo cliente se fue (conexión cerrada) mientras esperaba en la fila no se procesa: su
 *   turno pasa a la siguiente.
 * - `Retry-After`: lo que tardaría en atenderse a todos los que esperan a la velocidad de ahora (duración
 *   media de las últimas peticiones, repartidas entre las `aLaVez`), entre 1 y 60 s. Los que esperan son
 *   los de la fila más los que se rechazaron y aún no han vuelto: los rechazos de los últimos 10 s por el
 *   Retry-After medio que se les dio (si se les da poco, vuelven antes, hay más rechazos y sube). El
 *   cliente espera eso más un azar de hasta la mitad (replication/cliente/ciclos.ts), así que no vuelven
 *   todos a la vez.
 */
import type { CargaDb } from '../db/tipos';

export interface LimitesAdmision {
  /** Peticiones de /api/ que se procesan a la vez en un proceso. */
  aLaVez: number;
  /** Peticiones que pueden esperar turno; con la fila llena, 503. */
  enEspera: number;
  /** Lo más que una petición espera en la fila; pasado, 503. */
  esperaMaximaMs: number;
  /** Con más peticiones que estas esperando conexión en el grupo de la base, 503 al momento. */
  esperaBase: number;
}

export const LIMITES_ADMISION = {
  aLaVez: 24,
  enEspera: 200,
  esperaMaximaMs: 10_000,
  esperaBase: 50,
} as const satisfies LimitesAdmision;

/** Error JSON-RPC del servidor ocupado (transitorio: replication/errores.ts no lo tiene por definitivo). */
export const CODIGO_OCUPADO_SERVIDOR = -32023;

export const mensajeServidorOcupado = (segundos: number): string =>
  `El servidor está atendiendo a muchos dispositivos a la vez: tus cambios están guardados en este dispositivo y se enviarán solos dentro de ${segundos} s`;

/** Por qué no entra: la fila está llena, la base va atrasada, o esperó demasiado en la fila. */
export type MotivoRechazo = 'fila llena' | 'base atrasada' | 'espera agotada';

export type Entrada =
  | { tipo: 'dentro'; salir: () => void }
  | { tipo: 'rechazada'; motivo: MotivoRechazo; reintentarTrasS: number }
  /** El cliente se fue mientras esperaba: no se procesa ni se responde. */
  | { tipo: 'abandonada' };

export interface CuentasAdmision {
  enCurso: number;
  enEspera: number;
  rechazadas: number;
  abandonadas: number;
}

export interface Admision {
  /**
   * Pide turno para una petición. `abandonada()` dice si su cliente ya se fue; `alAbandonar` registra lo
   * que hay que hacer si se va mientras espera (la saca de la fila).
   */
  entrar(abandonada: () => boolean, alAbandonar: (fn: () => void) => void): Promise<Entrada>;
  cuentas(): CuentasAdmision;
}

interface EnFila {
  abandonada: () => boolean;
  resolver: (e: Entrada) => void;
  temporizador: NodeJS.Timeout;
}

/** Peso de la última duración en la media (media móvil exponencial). */
const PESO_MEDIA = 0.1;
/** Los rechazos que cuentan para estimar cuántos esperan fuera. */
const VENTANA_RECHAZOS_MS = 10_000;
const RETRY_AFTER_MAXIMO_S = 60;

export const crearAdmision = (limites: LimitesAdmision, carga: () => CargaDb | null = () => null, reloj: () => number = Date.now): Admision => {
  let enCurso = 0;
  const fila: EnFila[] = [];
  let rechazadas = 0;
  let abandonadas = 0;
  /** Duración media de las últimas peticiones (ms), para el Retry-After. */
  let mediaMs = 200;
  /** Cuándo fueron los rechazos de los últimos VENTANA_RECHAZOS_MS, y el Retry-After medio dado (s). */
  const rechazosRecientes: number[] = [];
  let retryAfterMedioS = 1;

  /** Cuántos se rechazaron y aún no han vuelto: ritmo de rechazos × lo que se les pidió esperar. */
  const fuera = (t: number): number => {
    while (rechazosRecientes.length > 0 && (rechazosRecientes[0] ?? t) < t - VENTANA_RECHAZOS_MS) rechazosRecientes.shift();
    return (rechazosRecientes.length / (VENTANA_RECHAZOS_MS / 1000)) * retryAfterMedioS;
  };

  const reintentarTrasS = (delante: number, t: number): number =>
    Math.min(RETRY_AFTER_MAXIMO_S, Math.max(1, Math.ceil(((fuera(t) + delante + 1) / limites.aLaVez) * (mediaMs / 1000))));

  const rechazo = (motivo: MotivoRechazo, delante: number): Entrada => {
    rechazadas += 1;
    const t = reloj();
    const s = reintentarTrasS(delante, t);
    rechazosRecientes.push(t);
    retryAfterMedioS += PESO_MEDIA * (s - retryAfterMedioS);
    return { tipo: 'rechazada', motivo, reintentarTrasS: s };
  };

  const dentro = (): Entrada => {
    enCurso += 1;
    const inicio = reloj();
    let fuera = false;
    return {
      tipo: 'dentro',
      salir: () => {
        if (fuera) return;
        fuera = true;
        enCurso -= 1;
        mediaMs += PESO_MEDIA * (reloj() - inicio - mediaMs);
        siguiente();
      },
    };
  };

  /** Da los turnos libres a las primeras de la fila cuyo cliente sigue ahí. */
  const siguiente = (): void => {
    while (enCurso < limites.aLaVez && fila.length > 0) {
      const e = fila.shift();
      if (e === undefined) break;
      clearTimeout(e.temporizador);
      if (e.abandonada()) {
        abandonadas += 1;
        e.resolver({ tipo: 'abandonada' });
        continue;
      }
      e.resolver(dentro());
    }
  };

  const quitar = (e: EnFila): boolean => {
    const i = fila.indexOf(e);
    if (i < 0) return false;
    fila.splice(i, 1);
    clearTimeout(e.temporizador);
    return true;
  };

  return {
    entrar: (abandonada, alAbandonar) => {
      const base = carga();
      if (base !== null && base.esperandoConexion > limites.esperaBase) return Promise.resolve(rechazo('base atrasada', fila.length));
      if (enCurso < limites.aLaVez && fila.length === 0) return Promise.resolve(dentro());
      if (fila.length >= limites.enEspera) return Promise.resolve(rechazo('fila llena', fila.length));
      return new Promise<Entrada>((resolver) => {
        const delante = fila.length;
        const e: EnFila = {
          abandonada,
          resolver,
          temporizador: setTimeout(() => {
            if (quitar(e)) resolver(rechazo('espera agotada', delante));
          }, limites.esperaMaximaMs),
        };
        fila.push(e);
        alAbandonar(() => {
          if (!quitar(e)) return;
          abandonadas += 1;
          resolver({ tipo: 'abandonada' });
        });
      });
    },
    cuentas: () => ({ enCurso, enEspera: fila.length, rechazadas, abandonadas }),
  };
};
