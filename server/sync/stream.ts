/**
 * GET /api/stream: server-sent events que avisan ("poke") a cada dispositivo conectado de que algo de
 * su conjunto de trabajo ha cambiado; el líder del cliente entonces hace sync.pull.
 *
 * - Token en `Authorization: Bearer …` o en `?token=` (EventSource no manda cabeceras); 403 si no vale,
 *   400 si llegan dos credenciales (dos cabeceras, o cabecera y `?token=`).
 * - Al conectar se manda un poke con el último seq confirmado (lo que cambió mientras no había stream).
 * - Cada aviso de NOTIFY (de este proceso o de otro) se reenvía como `event: poke` a los clientes que
 *   recibirían algo de él en su sync.pull: si el aviso trae sus colecciones, a quien puede visualizar
 *   alguna de ellas y cuyas etiquetas cortan las de esa colección (sin filtro de etiquetas el ámbito
 *   'todo'); si no, a quien corta sus etiquetas (a todos si es '*', y siempre a los de ámbito 'todo').
 * - Los pokes se juntan: un stream recibe como mucho uno cada `pokeMinMs` (500 ms); los avisos que
 *   llegan antes salen en uno solo, con el último seq, al acabar el intervalo (en una tormenta, miles de
 *   avisos por minuto no se convierten en miles de sync.pull por dispositivo). El intervalo crece con los
 *   streams abiertos y con la base atrasada (`intervaloPokes`): cada poke es una puesta al día, y con
 *   miles de streams o conexiones de la base en cola, juntar más ahorra sync.pull que saldrían vacíos o
 *   repetidos.
 * - Un comentario `: ping` cada 15 s mantiene viva la conexión a través de proxies.
 * - Un stream vive lo que su token: se cierra en cuanto el token se revoca (aviso NOTIFY
 *   vigia_revocaciones, venga de este proceso o de otro) y, en cada ping, una sola consulta comprueba los
 *   tokens de todos los streams abiertos (caducados, usuario de baja, un aviso perdido). El cliente, al
 *   reconectar, recibe 403 y vuelve a la entrada.
 * También programa la poda periódica del registro de cambios y el sellado de lo que quedó sin número
 * (sellador.ts): es el enganche del motor de sincronización con el ciclo de vida del servidor.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { colecciones, entidades } from '../../schemas';
import { MENSAJES } from '../../replication/errores';
import { puede, type UsuarioSesion } from '../../replication/sesion';
import { autenticacionAmbigua, autenticarToken, MENSAJE_AUTENTICACION_AMBIGUA, tokenDeCabecera, tokensVigentes, TODOS_LOS_TOKENS } from '../auth/tokens';
import type { Db } from '../db/tipos';
import type { AmbitoUsuario } from '../seed/tipos';
import { cortan, etiquetasUsuario } from './ambito';
import { TODAS, type Aviso } from './aviso';
import { suscribirAvisos, suscribirRevocaciones } from './difusor';
import { DIAS_REGISTRO, programarPoda } from './poda';
import { seqConfirmado } from './registro';
import { programarSellado } from './sellador';

export const RUTA_STREAM = '/api/stream';

/** Lo que el stream necesita de la sesión: quién es (ámbito) y qué token la sostiene. */
export interface SesionStream {
  usuario: UsuarioSesion;
  ambito: AmbitoUsuario;
  idtoken: string;
}

export interface DepsStream {
  db: Db;
  /** Por defecto, los tokens de la base (server/auth/tokens.ts). */
  autenticar?(token: string): Promise<SesionStream | null>;
  /** De estos idtoken, los que siguen valiendo. Por defecto, los de la base. */
  vigentes?(idtokens: readonly string[]): Promise<ReadonlySet<string>>;
  /** Milisegundos entre pings y entre comprobaciones de los tokens de los streams abiertos (15 s). */
  pingMs?: number;
  /** Poda periódica del registro (por defecto cada 6 h, conservando 90 días); null la desactiva. */
  poda?: { cadaMs: number; dias: number } | null;
  /** Milisegundos mínimos entre dos pokes a un mismo stream (500); los de en medio se juntan en uno. */
  pokeMinMs?: number;
}

interface ClienteStream {
  etiquetas: string[] | null;
  /** Las colecciones que su usuario puede visualizar (las mismas que filtra sync.pull). */
  visibles: ReadonlySet<string>;
  idtoken: string;
  res: ServerResponse;
}

const POKE_MIN_MS = 500;
/** Lo más que se alarga el intervalo entre pokes de un stream. */
const POKE_MAX_MS = 5_000;
/** Cada tantos streams abiertos, el intervalo crece otro `pokeMinMs`. */
const STREAMS_POR_TRAMO = 500;

/**
 * El intervalo entre pokes de un stream: `minMs` con pocos streams, un `minMs` más por cada 500 abiertos
 * (2.000 streams: 2,5 s), el doble si hay peticiones esperando conexión a la base, y como mucho 5 s.
 */
export const intervaloPokes = (minMs: number, streams: number, esperandoConexion: number): number =>
  Math.min(Math.max(minMs, POKE_MAX_MS), minMs * (1 + Math.floor(streams / STREAMS_POR_TRAMO)) * (esperandoConexion > 0 ? 2 : 1));

export interface JuntaPokes<C> {
  /** Hay algo nuevo para `c`: poke ahora si el último fue hace `minMs` o más; si no, uno al acabar el intervalo. */
  avisar(c: C): void;
  /** `c` acaba de recibir un poke por otro camino (el primero al conectar): cuenta para su intervalo. */
  marcar(c: C): void;
  /** `c` se fue: no se le manda lo pendiente. */
  olvidar(c: C): void;
  /** Cancela lo pendiente (al cerrar el servidor). */
  cerrar(): void;
}

/**
 * Junta los pokes de cada stream: como mucho uno cada `minMs`; lo que llega antes sale en un solo poke
 * (`enviar` escribe el último seq del momento) cuando vence el temporizador, uno para todos los streams.
 */
export const crearJuntaPokes = <C>(o: {
  /** El intervalo mínimo entre dos pokes de un stream (fijo, o el de cada momento). */
  minMs: number | (() => number);
  ahora: () => number;
  programar: (fn: () => void, ms: number) => () => void;
  enviar: (c: C) => void;
}): JuntaPokes<C> => {
  const ultimo = new Map<C, number>();
  const pendientes = new Set<C>();
  let cancelar: (() => void) | null = null;
  const minMs = typeof o.minMs === 'number' ? ((fijo: number) => () => fijo)(o.minMs) : o.minMs;
  const enviar = (c: C, t: number): void => {
    ultimo.set(c, t);
    o.enviar(c);
  };
  const vaciar = (): void => {
    cancelar = null;
    const t = o.ahora();
    const lista = [...pendientes];
    pendientes.clear();
    for (const c of lista) enviar(c, t);
  };
  return {
    avisar: (c) => {
      if (pendientes.has(c)) return;
      const t = o.ahora();
      const antes = ultimo.get(c);
      const intervalo = minMs();
      if (antes === undefined || t - antes >= intervalo) {
        enviar(c, t);
        return;
      }
      pendientes.add(c);
      cancelar ??= o.programar(vaciar, intervalo);
    },
    marcar: (c) => {
      ultimo.set(c, o.ahora());
    },
    olvidar: (c) => {
      pendientes.delete(c);
      ultimo.delete(c);
    },
    cerrar: () => {
      cancelar?.();
      cancelar = null;
      pendientes.clear();
    },
  };
};

/** ¿Traería algo a este cliente el sync.pull de lo que avisa el aviso? */
export const leInteresa = (aviso: Aviso, c: { etiquetas: readonly string[] | null; visibles: ReadonlySet<string> }): boolean => {
  if (aviso.ambito === TODAS) return true;
  if (aviso.colecciones === undefined) return c.etiquetas === null || cortan(aviso.ambito, c.etiquetas);
  for (const [coleccion, etiquetas] of Object.entries(aviso.colecciones)) {
    if (c.visibles.has(coleccion) && (c.etiquetas === null || cortan(etiquetas, c.etiquetas))) return true;
  }
  return false;
};

/** Las colecciones que el usuario puede visualizar (como alcanceDe en pull.ts). */
const coleccionesVisibles = (usuario: UsuarioSesion): ReadonlySet<string> =>
  new Set(colecciones.filter((c) => puede(usuario, entidades[c].objeto, 'visualizar')));

const PODA_POR_DEFECTO = { cadaMs: 6 * 60 * 60 * 1000, dias: DIAS_REGISTRO };
/** Cada cuánto se sella lo que un proceso caído dejó sin sellar (sellador.ts). */
const SELLADO_CADA_MS = 1_000;

const tokenEnUrl = (req: FastifyRequest): string | null => {
  const enQuery = new URL(req.url, 'http://localhost').searchParams.get('token');
  return enQuery !== null && enQuery.length > 0 ? enQuery : null;
};

const tokenDe = (req: FastifyRequest): string | null => tokenDeCabecera(req.headers.authorization) ?? tokenEnUrl(req);

const poke = (seq: number): string => `event: poke\ndata: ${JSON.stringify({ seq })}\n\n`;

export const instalarStream = (app: FastifyInstance, deps: DepsStream): void => {
  const autenticar = deps.autenticar ?? ((token: string) => autenticarToken(deps.db, token));
  const vigentes = deps.vigentes ?? ((ids: readonly string[]) => tokensVigentes(deps.db, ids));
  const clientes = new Set<ClienteStream>();
  let ultimoSeq = 0;
  let cancelar: (() => Promise<void>) | null = null;
  let cancelarRevocaciones: (() => Promise<void>) | null = null;
  let ping: NodeJS.Timeout | null = null;
  let detenerPoda: (() => void) | null = null;
  let detenerSellado: (() => void) | null = null;
  let comprobando: Promise<void> | null = null;

  const escribir = (c: ClienteStream, texto: string): void => {
    if (!c.res.writableEnded && !c.res.destroyed) c.res.write(texto);
  };

  const terminar = (c: ClienteStream): void => {
    clientes.delete(c);
    if (!c.res.writableEnded) c.res.end();
  };

  const pokeMinMs = deps.pokeMinMs ?? POKE_MIN_MS;
  const junta = crearJuntaPokes<ClienteStream>({
    minMs: () => intervaloPokes(pokeMinMs, clientes.size, deps.db.carga?.().esperandoConexion ?? 0),
    ahora: () => performance.now(),
    programar: (fn, ms) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    enviar: (c) => {
      if (clientes.has(c)) escribir(c, poke(ultimoSeq));
    },
  });

  const alAviso = (aviso: Aviso): void => {
    ultimoSeq = Math.max(ultimoSeq, aviso.seq);
    for (const c of clientes) if (leInteresa(aviso, c)) junta.avisar(c);
  };

  /** Cierra los streams cuyo token ya no vale (una consulta para todos). Nunca dos a la vez. */
  const comprobarTokens = (): Promise<void> => {
    if (comprobando !== null) return comprobando;
    const abiertos = [...clientes];
    if (abiertos.length === 0) return Promise.resolve();
    const enCurso = vigentes([...new Set(abiertos.map((c) => c.idtoken))]).then(
      (validos) => {
        for (const c of abiertos) if (!validos.has(c.idtoken)) terminar(c);
      },
      (error: unknown) => {
        // Sin base de datos no se puede comprobar: se reintenta en el próximo ping.
        app.log.warn({ err: error }, 'No se han podido comprobar los tokens de los streams abiertos');
      },
    );
    comprobando = enCurso.finally(() => {
      comprobando = null;
    });
    return comprobando;
  };

  const alRevocar = (revocados: readonly string[] | typeof TODOS_LOS_TOKENS): void => {
    if (revocados === TODOS_LOS_TOKENS) {
      void comprobarTokens();
      return;
    }
    const ids = new Set(revocados);
    for (const c of clientes) if (ids.has(c.idtoken)) terminar(c);
  };

  app.addHook('onReady', async () => {
    cancelar = await suscribirAvisos(deps.db, alAviso);
    cancelarRevocaciones = await suscribirRevocaciones(deps.db, alRevocar);
    ping = setInterval(() => {
      for (const c of clientes) escribir(c, ': ping\n\n');
      void comprobarTokens();
    }, deps.pingMs ?? 15_000);
    ping.unref();
    const poda = deps.poda === undefined ? PODA_POR_DEFECTO : deps.poda;
    if (poda) detenerPoda = programarPoda(deps.db, poda);
    detenerSellado = programarSellado(deps.db, SELLADO_CADA_MS);
  });

  // Antes de cerrar el servidor HTTP: un stream abierto no termina solo y haría esperar al cierre.
  app.addHook('preClose', async () => {
    for (const c of clientes) c.res.end();
    clientes.clear();
  });

  app.addHook('onClose', async () => {
    if (ping) clearInterval(ping);
    junta.cerrar();
    detenerPoda?.();
    detenerSellado?.();
    await comprobando;
    if (cancelar) await cancelar();
    if (cancelarRevocaciones) await cancelarRevocaciones();
  });

  app.get(RUTA_STREAM, async (req, reply) => {
    if (autenticacionAmbigua(req.raw.rawHeaders, tokenEnUrl(req) !== null)) return reply.code(400).send({ error: MENSAJE_AUTENTICACION_AMBIGUA });
    const token = tokenDe(req);
    const sesion = token ? await autenticar(token) : null;
    if (!sesion) return reply.code(403).send({ error: MENSAJES.sesionInvalidada });
    const seq = await seqConfirmado(deps.db);
    ultimoSeq = Math.max(ultimoSeq, seq);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const cliente: ClienteStream = {
      etiquetas: etiquetasUsuario(sesion.usuario, sesion.ambito), visibles: coleccionesVisibles(sesion.usuario),
      idtoken: sesion.idtoken, res,
    };
    clientes.add(cliente);
    res.on('close', () => {
      clientes.delete(cliente);
      junta.olvidar(cliente);
    });
    res.write('retry: 3000\n\n');
    // El primero, con el seq de la base, sale siempre y cuenta para el intervalo.
    escribir(cliente, poke(seq));
    junta.marcar(cliente);
  });
};
