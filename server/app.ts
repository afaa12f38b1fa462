/**
 * El servidor completo, en proceso (lo usan main.ts, las pruebas, los benchmarks y las e2e):
 * abre la base (o usa la dada), aplica las migraciones, siembra la demo si no hay usuarios, monta el
 * núcleo (server/http/construir.ts) con los métodos y el stream de sincronización, y escucha.
 * `cerrar()` para el servidor y cierra la base solo si la abrió él.
 */
import type { FastifyInstance } from 'fastify';
import { CONFIG_POR_DEFECTO, DIST_POR_DEFECTO } from './config';
import { abrirDb } from './db/abrir';
import { aplicarMigraciones } from './db/migraciones';
import type { Db } from './db/tipos';
import { carteroDelEntorno, type Cartero } from './correo';
import { METODO_ENVIAR_CORREO } from '../replication/mutadores/correo';
import { MUTADORES_QUE_ANULAN_SOBRES } from '../replication/sobres';
import type { MetodoRpc } from './rpc/tipos';
import type { LimitesAdmision } from './http/admision';
import { construirApp } from './http/construir';
import type { DestinoRegistro } from './http/registro';
import { conContacto, crearRegistroContacto, metodosPlanificacion } from './planificacion';
import { sembrarSiVacio } from './seed/cargar';
import { avisarReetiquetar, reetiquetarSiHaceFalta, TANDA_REETIQUETAR } from './sync/reetiquetar';
import { sobresDelEntorno } from './sobres';
import { instalarStream, metodosSync } from './sync';

/** GET: comprobación de salud para balanceadores (200 / 503). */
export const RUTA_SALUD = '/salud';
/** Lo más que /salud espera a la base antes de decir que no llega (503). */
export const ESPERA_SALUD_MS = 2_000;

export interface OpcionesServidor {
  /** Base ya abierta (no se cierra al cerrar el servidor). Si falta, se abre con databaseUrl/dataDir. */
  db?: Db;
  databaseUrl?: string;
  /** Directorio de PGlite; null = en memoria. Por defecto ./data. */
  dataDir?: string | null;
  /** 0 = puerto libre al azar. Por defecto 8080. */
  puerto?: number;
  /** Por defecto 127.0.0.1 (main.ts pasa HOST, que por defecto también es 127.0.0.1). */
  host?: string;
  distDir?: string;
  /** Datos de demostración si la base no tiene usuarios; false = no sembrar. Por defecto escala 1. */
  semilla?: { escala: number; anios?: number } | false;
  /** Registro de peticiones (pino, sin secretos: http/registro.ts); un destino = registrar ahí. Por defecto false. */
  registrar?: boolean | DestinoRegistro;
  /** Milisegundos entre pings del stream y entre comprobaciones de los tokens de los streams abiertos (15 s). */
  pingStreamMs?: number;
  tokenTtlHoras?: number;
  limiteApiBytes?: number;
  csp?: string | null;
  /** Peticiones con lecturas pesadas de un mismo usuario a la vez (por defecto LIMITES_PETICION). */
  descargasPorUsuario?: number;
  /** Peticiones de /api/ a la vez, en fila y el resto rechazado con 503 (server/http/admision.ts). */
  admision?: Partial<LimitesAdmision>;
  /** Entorno del correo saliente (SMTP_HOST…, OUTBOX_DIR, y URL_PUBLICA para los enlaces de firma); por defecto process.env. */
  entornoCorreo?: Record<string, string | undefined>;
}

export interface Servidor {
  app: FastifyInstance;
  db: Db;
  /** http://host:puerto (sin barra final). */
  url: string;
  puerto: number;
  cerrar(): Promise<void>;
}

/** Tiempo que se espera a que terminen las peticiones en curso antes de cortar conexiones. */
const ESPERA_CIERRE_MS = 5_000;

/**
 * Tras aplicar un `correo.enviarSync`, o un cambio de presupuesto que puede anular sobres (y dejar sus avisos
 * en la bandeja de salida), el cartero se despierta: el correo sale sin esperar a su temporizador.
 */
const METODOS_CON_CORREO = new Set<string>([METODO_ENVIAR_CORREO, ...MUTADORES_QUE_ANULAN_SOBRES]);
const despiertaCartero = (cartero: Cartero, metodos: readonly MetodoRpc<unknown>[]): MetodoRpc<unknown>[] =>
  metodos.map((m) =>
    !METODOS_CON_CORREO.has(m.nombre) ? m : {
      ...m,
      ejecutar: async (p, ctx) => {
        const r = await m.ejecutar(p, ctx);
        cartero.despertar();
        return r;
      },
    });

const cerrarApp = async (app: FastifyInstance): Promise<void> => {
  let temporizador: NodeJS.Timeout | undefined;
  const corte = new Promise<void>((resolve) => {
    temporizador = setTimeout(() => {
      app.server.closeAllConnections();
      resolve();
    }, ESPERA_CIERRE_MS);
  });
  await Promise.race([app.close(), corte]);
  clearTimeout(temporizador);
};

export const crearServidor = async (opciones: OpcionesServidor = {}): Promise<Servidor> => {
  const propia = opciones.db === undefined;
  const db = opciones.db ?? (await abrirDb({ databaseUrl: opciones.databaseUrl, dataDir: opciones.dataDir }));
  let app: FastifyInstance | null = null;
  let cartero: Cartero | null = null;
  try {
    await aplicarMigraciones(db);
    await reetiquetarSiHaceFalta(db, TANDA_REETIQUETAR, opciones.registrar ? avisarReetiquetar((l) => console.log(l)) : undefined);
    const semilla = opciones.semilla ?? { escala: CONFIG_POR_DEFECTO.escala };
    if (semilla !== false) await sembrarSiVacio(db, semilla);

    const elCartero = carteroDelEntorno(db, opciones.entornoCorreo);
    cartero = elCartero;
    const sobres = sobresDelEntorno(db, opciones.entornoCorreo, opciones.distDir ?? DIST_POR_DEFECTO);
    app = await construirApp({
      db,
      // Cada llamada anota el último contacto de su usuario (planificador de técnicos).
      metodos: conContacto(crearRegistroContacto(db), [...despiertaCartero(elCartero, metodosSync(db)), ...metodosPlanificacion(db), ...sobres.metodos]),
      tokenTtlHoras: opciones.tokenTtlHoras ?? CONFIG_POR_DEFECTO.tokenTtlHoras,
      limiteApiBytes: opciones.limiteApiBytes ?? CONFIG_POR_DEFECTO.limiteApiBytes,
      descargasPorUsuario: opciones.descargasPorUsuario,
      admision: opciones.admision,
      distDir: opciones.distDir ?? DIST_POR_DEFECTO,
      csp: opciones.csp ?? null,
      registrar: opciones.registrar ?? false,
    });
    // Los streams se autentican y se cierran con los tokens de la base (server/auth/tokens.ts).
    instalarStream(app, { db, pingMs: opciones.pingStreamMs });
    // La página de firma de los sobres: /api/firma/:token, sin sesión (server/sobres/http.ts).
    await app.register(sobres.rutas);
    // Comprobación de salud para un balanceador: 200 si el proceso responde y llega a la base de datos. En
    // PostgreSQL por una conexión propia (db.comprobar): no espera en la cola del grupo de conexiones de la
    // carga, así que un proceso solo ocupado sigue sano y uno sin base deja de estarlo en 2 s.
    app.get(RUTA_SALUD, async (_req, reply) => {
      try {
        if (db.comprobar) await db.comprobar(ESPERA_SALUD_MS);
        else await db.query('select 1');
        return await reply.header('cache-control', 'no-store').send({ estado: 'ok' });
      } catch {
        return reply.code(503).header('cache-control', 'no-store').send({ estado: 'sin base de datos' });
      }
    });

    const host = opciones.host ?? '127.0.0.1';
    await app.listen({ port: opciones.puerto ?? CONFIG_POR_DEFECTO.puerto, host });
    // La bandeja de salida: lo que quedó pendiente (un reinicio, un SMTP caído) sale ahora y cada 30 s.
    elCartero.iniciar();
    const direccion = app.server.address();
    const puerto = typeof direccion === 'object' && direccion !== null ? direccion.port : 0;
    const hostUrl = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

    const abierta = app;
    let cerrado: Promise<void> | null = null;
    return {
      app: abierta,
      db,
      url: `http://${hostUrl}:${puerto}`,
      puerto,
      cerrar: () =>
        (cerrado ??= (async () => {
          await cerrarApp(abierta);
          await elCartero.detener();
          if (propia) await db.cerrar();
        })()),
    };
  } catch (error) {
    await cartero?.detener();
    if (app !== null) await app.close().catch(() => undefined);
    if (propia) await db.cerrar().catch(() => undefined);
    throw error;
  }
};
