/**
 * Cuánto trabajo de POST /api/ acepta un proceso a la vez, el rechazo pronto del resto y el turno de los
 * rechazados (issue 33: la tormenta de la mañana). Todo lo que llega a /api/ (subidas de la cola, sync.pull,
 * lecturas en línea) acaba en la base, que tiene un grupo de 10 conexiones por proceso: más peticiones a la
 * vez solo alargan la cola de ese grupo, y una petición que espera más de lo que su cliente la espera se
 * procesa para nadie (el cliente ya la ha dado por perdida y la reenvía).
 *
 * - Como mucho `aLaVez` peticiones se procesan a la vez; las siguientes esperan en una fila de como mucho
 *   `enEspera`.
 * - Con la fila llena, o con más de `esperaBase` peticiones esperando conexión en el grupo de la base, la
 *   petición se rechaza **al momento**, antes de autenticarla ni leer su cuerpo: 503 con `Retry-After`
 *   (segundos) y el error JSON-RPC -32023 con un mensaje en español. Nada se ha ejecutado, así que el
 *   cliente la repite tal cual (el `idsync_upload` de cada cambio hace inocua cualquier repetición).
 * - La que lleva en la fila más de `esperaMaximaMs` sale con el mismo 503.
 * - La petición cuyo cliente se fue (conexión cerrada) mientras esperaba no se procesa: su turno pasa a la
 *   siguiente.
 * - **Turno** (cabecera `Vigia-Turno`, replication/turno-servidor.ts): cada 503 lleva un turno, un número
 *   que el proceso da en orden creciente, firmado con HMAC con un secreto de este proceso. El cliente lo
 *   devuelve al repetir y se le atiende antes que a los que llegan sin turno, y entre los que lo traen, por
 *   número: quien fue rechazado antes entra antes. Con la fila llena, el que trae turno desplaza al último
 *   de la fila que llegó después (sin turno, o con un número mayor), que sale con 503 y su turno; el turno
 *   más antiguo de los vivos entra en la fila aunque esté llena. Solo ordena, no da permiso: vale solo
 *   para los números que este proceso dio y aún no ha atendido (firma de otro proceso, uno inventado,
 *   caducado, ya atendido o ya en uso por otra petición: se trata como una llegada nueva). Un turno
 *   rechazado otra vez conserva su número, y la petición que llega con un turno que ya usa otra (el
 *   mismo dispositivo con dos peticiones a la vez) va como nueva pero, si se rechaza, se le devuelve ese
 *   mismo turno: no le cambia al dispositivo su sitio por uno de detrás.
 * - **Prórroga**: la petición que entra con turno lo recibe de vuelta en su respuesta si aún hay a quien
 *   ordenar, para las siguientes peticiones de su ciclo (subir los lotes, informar, bajar): valen si
 *   llegan como mucho `VIGENCIA_PRORROGA_MS` tras la anterior y durante `prorrogaMs` desde que entró la
 *   primera vez. Así un dispositivo termina su ciclo antes de que empiece el de otro.
 * - `Retry-After`: lo que se tardaría en atender a quienes van delante al ritmo de ahora (duración media
 *   de las últimas peticiones, repartidas entre las `aLaVez`): los turnos vivos con número menor y los que
 *   esperan sin turno en la fila; entre 1 y `retryAfterMaximoS` s. El cliente espera eso más un azar
 *   pequeño (replication/cliente/motor.ts); si vuelve antes de su vez, otro 503 con su mismo número.
 * - Un turno cuyo cliente no vuelve caduca (el doble de su Retry-After más 30 s): no frena a los demás,
 *   porque la fila nunca espera a un ausente, solo ordena a los presentes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
  /** El mayor Retry-After que se da (s). */
  retryAfterMaximoS: number;
  /** Cuánto vale un turno desde que entra la primera vez (la prórroga para el resto de su ciclo). */
  prorrogaMs: number;
}

export const LIMITES_ADMISION = {
  aLaVez: 24,
  enEspera: 200,
  esperaMaximaMs: 10_000,
  esperaBase: 50,
  retryAfterMaximoS: 60,
  prorrogaMs: 20_000,
} as const satisfies LimitesAdmision;

/** Error JSON-RPC del servidor ocupado (transitorio: replication/errores.ts no lo tiene por definitivo). */
export const CODIGO_OCUPADO_SERVIDOR = -32023;

export const mensajeServidorOcupado = (segundos: number): string =>
  `El servidor está atendiendo a muchos dispositivos a la vez: tus cambios están guardados en este dispositivo y se enviarán solos dentro de ${segundos} s`;

/** Por qué no entra: fila llena, base atrasada, esperó demasiado, o la desplazó de la fila alguien con turno anterior. */
export type MotivoRechazo = 'fila llena' | 'base atrasada' | 'espera agotada' | 'desplazada';
export const MOTIVOS_RECHAZO = ['fila llena', 'base atrasada', 'espera agotada', 'desplazada'] as const satisfies readonly MotivoRechazo[];

export type Entrada =
  /** `turno`: el que se devuelve en la respuesta (prórroga), o null. */
  | { tipo: 'dentro'; salir: () => void; turno: string | null }
  /** `turno`: el de la cabecera del 503 (null solo si hay demasiados turnos vivos). */
  | { tipo: 'rechazada'; motivo: MotivoRechazo; reintentarTrasS: number; turno: string | null }
  /** El cliente se fue mientras esperaba: no se procesa ni se responde. */
  | { tipo: 'abandonada' };

export interface CuentasTurnos {
  /** Números dados (un 503 sin turno válido). */
  emitidos: number;
  /** Peticiones que trajeron un turno válido y se ordenaron por él. */
  respetados: number;
  /** Peticiones con una cabecera de turno que no valía (de otro proceso, inventada, caducada, atendida o en uso). */
  ajenos: number;
  /** Turnos vivos ahora (fuera esperando su Retry-After, en la fila o en prórroga). */
  vivos: number;
}

export interface CuentasAdmision {
  enCurso: number;
  enEspera: number;
  rechazadas: number;
  abandonadas: number;
  porMotivo: Record<MotivoRechazo, number>;
  turnos: CuentasTurnos;
}

export interface Admision {
  /**
   * Pide turno para una petición. `abandonada()` dice si su cliente ya se fue; `alAbandonar` registra lo
   * que hay que hacer si se va mientras espera (la saca de la fila); `turno` es la cabecera Vigia-Turno.
   */
  entrar(abandonada: () => boolean, alAbandonar: (fn: () => void) => void, turno?: string | null): Promise<Entrada>;
  cuentas(): CuentasAdmision;
}

interface Turno {
  numero: number;
  /** Una petición con él está en la fila o procesándose: otra que lo traiga es una llegada nueva. */
  usado: boolean;
  /** Sin usar, deja de valer entonces. */
  caduca: number;
  /** Hasta cuándo vale desde que entró la primera vez; null si aún no ha entrado. */
  finProrroga: number | null;
}

interface EnFila {
  abandonada: () => boolean;
  resolver: (e: Entrada) => void;
  temporizador: NodeJS.Timeout;
  turno: Turno | null;
  /** El turno propio que usaba otra petición cuando llegó esta (validar). */
  enUso: Turno | null;
}

/** Peso de la última duración en la media (media móvil exponencial). */
const PESO_MEDIA = 0.1;
/** Lo que vale el turno devuelto en una respuesta para la siguiente petición del mismo ciclo. */
export const VIGENCIA_PRORROGA_MS = 10_000;
/** Lo que vale el turno de una petición cuyo cliente se fue mientras esperaba (probablemente lo repetirá). */
const VIGENCIA_ABANDONO_MS = 60_000;
/** Turnos vivos como mucho: pasado esto, los 503 van sin turno (una avalancha no crece la memoria sin límite). */
export const TURNOS_MAXIMOS = 50_000;
const PURGA_CADA_MS = 1_000;

/** Primer índice de `xs` (ascendente) con valor ≥ n. */
const primeroNoMenor = (xs: readonly number[], n: number): number => {
  let a = 0;
  let b = xs.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if ((xs[m] ?? Infinity) < n) a = m + 1;
    else b = m;
  }
  return a;
};

export const crearAdmision = (limites: LimitesAdmision, carga: () => CargaDb | null = () => null, reloj: () => number = Date.now): Admision => {
  let enCurso = 0;
  /** La fila: primero los que traen turno, por número; después los demás, por orden de llegada. */
  const conTurno: EnFila[] = [];
  const sinTurno: EnFila[] = [];
  let rechazadas = 0;
  let abandonadas = 0;
  const porMotivo: Record<MotivoRechazo, number> = { 'fila llena': 0, 'base atrasada': 0, 'espera agotada': 0, desplazada: 0 };
  const cuentasTurnos = { emitidos: 0, respetados: 0, ajenos: 0 };
  /** Duración media de las últimas peticiones (ms), para el Retry-After. */
  let mediaMs = 200;

  const secreto = randomBytes(32);
  let ultimoNumero = 0;
  const turnos = new Map<number, Turno>();
  /** Los números de `turnos`, en orden ascendente (para contar cuántos van delante). */
  let numeros: number[] = [];
  let ultimaPurga = 0;

  const enFila = (): number => conTurno.length + sinTurno.length;

  const firma = (n: number): string => createHmac('sha256', secreto).update(String(n)).digest('base64url').slice(0, 22);
  const firmar = (t: Turno): string => `${t.numero}.${firma(t.numero)}`;

  const olvidar = (t: Turno): void => {
    if (!turnos.delete(t.numero)) return;
    const i = primeroNoMenor(numeros, t.numero);
    if (numeros[i] === t.numero) numeros.splice(i, 1);
  };

  const purgar = (ahora: number): void => {
    if (ahora - ultimaPurga < PURGA_CADA_MS) return;
    ultimaPurga = ahora;
    let cambio = false;
    for (const t of turnos.values()) {
      if (!t.usado && t.caduca < ahora) {
        turnos.delete(t.numero);
        cambio = true;
      }
    }
    if (cambio) numeros = numeros.filter((n) => turnos.has(n));
  };

  /**
   * El turno de la cabecera si vale (lo marca en uso), o null: se trata como una llegada nueva. `enUso`: el
   * turno, propio y vivo, que ya usa otra petición (del mismo dispositivo: su subida espera mientras un poke
   * pide bajar); esta va como llegada nueva, pero si se rechaza lleva ese mismo turno y no uno detrás.
   */
  const validar = (cabecera: string | null | undefined, ahora: number): { turno: Turno | null; enUso: Turno | null } => {
    if (cabecera === null || cabecera === undefined || cabecera === '') return { turno: null, enUso: null };
    const m = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(cabecera.trim());
    const numero = Number(m?.[1] ?? NaN);
    const dada = Buffer.from(m?.[2] ?? '');
    const esperada = Buffer.from(Number.isSafeInteger(numero) ? firma(numero) : '');
    const t = m && dada.length === esperada.length && timingSafeEqual(dada, esperada) ? turnos.get(numero) : undefined;
    const vale = t !== undefined && !t.usado && t.caduca >= ahora && (t.finProrroga === null || ahora < t.finProrroga);
    if (!vale) {
      cuentasTurnos.ajenos += 1;
      if (t !== undefined && !t.usado) olvidar(t);
      return { turno: null, enUso: t?.usado === true ? t : null };
    }
    t.usado = true;
    cuentasTurnos.respetados += 1;
    return { turno: t, enUso: null };
  };

  const emitir = (): Turno | null => {
    if (turnos.size >= TURNOS_MAXIMOS) return null;
    ultimoNumero += 1;
    cuentasTurnos.emitidos += 1;
    const t: Turno = { numero: ultimoNumero, usado: true, caduca: 0, finProrroga: null };
    turnos.set(t.numero, t);
    numeros.push(t.numero);
    return t;
  };

  /** Cuántos van delante de un turno: los turnos vivos con número menor y los que esperan sin turno. */
  const delanteDe = (t: Turno | null): number => (t === null ? numeros.length : primeroNoMenor(numeros, t.numero)) + sinTurno.length;

  const rechazo = (motivo: MotivoRechazo, turno: Turno | null, enUso: Turno | null = null): Entrada => {
    rechazadas += 1;
    porMotivo[motivo] += 1;
    const ahora = reloj();
    if (turno === null && enUso !== null && turnos.get(enUso.numero) === enUso) {
      // El turno lo sigue usando otra petición: este rechazo lo devuelve tal cual, sin tocarlo.
      const s = Math.min(limites.retryAfterMaximoS, Math.max(1, Math.ceil(((delanteDe(enUso) + 1) / limites.aLaVez) * (mediaMs / 1000))));
      return { tipo: 'rechazada', motivo, reintentarTrasS: s, turno: firmar(enUso) };
    }
    const t = turno ?? emitir();
    const s = Math.min(limites.retryAfterMaximoS, Math.max(1, Math.ceil(((delanteDe(t) + 1) / limites.aLaVez) * (mediaMs / 1000))));
    if (t !== null) {
      t.usado = false;
      t.caduca = ahora + 2 * s * 1000 + 30_000;
      t.finProrroga = null;
    }
    return { tipo: 'rechazada', motivo, reintentarTrasS: s, turno: t === null ? null : firmar(t) };
  };

  /** Suelta el turno de una petición que ya no lo usa (se fue): vale un rato más para su repetición. */
  const soltar = (t: Turno | null, vigenciaMs: number): void => {
    if (t === null) return;
    t.usado = false;
    t.caduca = reloj() + vigenciaMs;
  };

  const dentro = (turno: Turno | null): Entrada => {
    enCurso += 1;
    const inicio = reloj();
    let prorroga: string | null = null;
    if (turno !== null) {
      turno.finProrroga ??= inicio + limites.prorrogaMs;
      // Prórroga solo si aún hay a quien ordenar (la fila o turnos de otros); si no, el turno termina aquí.
      if ((enFila() > 0 || numeros.length > 1) && inicio < turno.finProrroga) prorroga = firmar(turno);
      else olvidar(turno);
    }
    let fuera = false;
    return {
      tipo: 'dentro',
      turno: prorroga,
      salir: () => {
        if (fuera) return;
        fuera = true;
        enCurso -= 1;
        const fin = reloj();
        mediaMs += PESO_MEDIA * (fin - inicio - mediaMs);
        if (prorroga !== null && turno !== null) soltar(turno, VIGENCIA_PRORROGA_MS);
        siguiente();
      },
    };
  };

  /** Da los turnos libres a las primeras de la fila (con turno, por número; luego las demás) cuyo cliente sigue ahí. */
  const siguiente = (): void => {
    while (enCurso < limites.aLaVez && enFila() > 0) {
      const e = conTurno.shift() ?? sinTurno.shift();
      if (e === undefined) break;
      clearTimeout(e.temporizador);
      if (e.abandonada()) {
        abandonadas += 1;
        soltar(e.turno, VIGENCIA_ABANDONO_MS);
        e.resolver({ tipo: 'abandonada' });
        continue;
      }
      e.resolver(dentro(e.turno));
    }
  };

  const quitar = (e: EnFila): boolean => {
    const lista = e.turno === null ? sinTurno : conTurno;
    const i = lista.indexOf(e);
    if (i < 0) return false;
    lista.splice(i, 1);
    clearTimeout(e.temporizador);
    return true;
  };

  /** Con la fila llena: el último que llegó después que `t` (sin turno, o con número mayor), o null. */
  const desplazable = (t: Turno): EnFila | null => {
    const ultimoSin = sinTurno.at(-1);
    if (ultimoSin !== undefined) return ultimoSin;
    const ultimoCon = conTurno.at(-1);
    const n = ultimoCon?.turno?.numero;
    return ultimoCon !== undefined && n !== undefined && n > t.numero ? ultimoCon : null;
  };

  const encolar = (turno: Turno | null, enUso: Turno | null, abandonada: () => boolean, alAbandonar: (fn: () => void) => void): Promise<Entrada> =>
    new Promise<Entrada>((resolver) => {
      const e: EnFila = {
        abandonada,
        resolver,
        turno,
        enUso,
        temporizador: setTimeout(() => {
          if (quitar(e)) resolver(rechazo('espera agotada', e.turno, e.enUso));
        }, limites.esperaMaximaMs),
      };
      if (turno === null) sinTurno.push(e);
      else {
        const i = conTurno.findIndex((x) => (x.turno?.numero ?? Infinity) > turno.numero);
        conTurno.splice(i < 0 ? conTurno.length : i, 0, e);
      }
      alAbandonar(() => {
        if (!quitar(e)) return;
        abandonadas += 1;
        soltar(e.turno, VIGENCIA_ABANDONO_MS);
        resolver({ tipo: 'abandonada' });
      });
      siguiente();
    });

  return {
    entrar: (abandonada, alAbandonar, cabecera) => {
      const ahora = reloj();
      purgar(ahora);
      const { turno, enUso } = validar(cabecera, ahora);
      const base = carga();
      if (base !== null && base.esperandoConexion > limites.esperaBase) return Promise.resolve(rechazo('base atrasada', turno, enUso));
      if (enCurso < limites.aLaVez && enFila() === 0) return Promise.resolve(dentro(turno));
      if (enFila() >= limites.enEspera) {
        if (turno === null) return Promise.resolve(rechazo('fila llena', null, enUso));
        const otro = desplazable(turno);
        if (otro !== null && quitar(otro)) otro.resolver(rechazo('desplazada', otro.turno, otro.enUso));
        // Sin nadie a quien desplazar, solo entra el turno más antiguo de los vivos.
        else if (numeros[0] !== turno.numero) return Promise.resolve(rechazo('fila llena', turno));
      }
      return encolar(turno, enUso, abandonada, alAbandonar);
    },
    cuentas: () => ({
      enCurso, enEspera: enFila(), rechazadas, abandonadas, porMotivo: { ...porMotivo },
      turnos: { ...cuentasTurnos, vivos: turnos.size },
    }),
  };
};
