/**
 * Configuración del servidor desde variables de entorno, validada (zod) con mensajes en español.
 *   PORT (8080) · HOST (127.0.0.1; 0.0.0.0 = todas las interfaces) · DATA_DIR (./data; ':memoria:' = PGlite en memoria)
 *   DATABASE_URL (PostgreSQL real; si falta, PGlite en DATA_DIR) · TOKEN_TTL_HORAS (24)
 *   LIMITE_API_MB (16, cuerpo de POST /api/) · DIST_DIR (dist/ del repositorio)
 *   SEMILLA_ESCALA (1; 0 = no sembrar la demo) · SEMILLA_ANIOS (0: años de historia cerrada de la demo) · CONTENT_SECURITY_POLICY (sin valor = la CSP estricta por defecto)
 *   SEMBRAR_DEMO_PUBLICA (1 = sembrar la demo aunque HOST no sea local)
 *   DESCARGAS_POR_USUARIO (3, peticiones con lecturas pesadas de un usuario a la vez: server/rpc/limites.ts)
 *   PETICIONES_A_LA_VEZ (24) · PETICIONES_EN_ESPERA (200): peticiones a /api/ que un proceso procesa a la vez y que
 *   esperan turno; el resto, 503 con Retry-After (server/http/admision.ts)
 *
 * Un arranque sin configurar es seguro: escucha solo en 127.0.0.1, y los usuarios de la demo (todos con
 * la misma contraseña publicada) nunca se siembran si HOST es una dirección accesible desde la red,
 * salvo que se pida expresamente con SEMBRAR_DEMO_PUBLICA=1.
 */
import { isIPv4 } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITES_ADMISION } from './http/admision';
import { LIMITES_PETICION } from './rpc/limites';
import { erroresEnEspanol, resumirFallos } from './rpc/zod-es';

export const RAIZ_REPOSITORIO = fileURLToPath(new URL('..', import.meta.url));
export const DIST_POR_DEFECTO = fileURLToPath(new URL('../dist', import.meta.url));
export const DATA_EN_MEMORIA = ':memoria:';

export interface Config {
  puerto: number;
  host: string;
  /** Directorio de PGlite; null = en memoria. */
  dataDir: string | null;
  databaseUrl: string | undefined;
  tokenTtlHoras: number;
  limiteApiBytes: number;
  distDir: string;
  semilla: { escala: number; anios?: number } | false;
  /** Por qué no se siembra la demo aunque SEMILLA_ESCALA lo pida (HOST público sin SEMBRAR_DEMO_PUBLICA=1); null si no aplica. */
  semillaRetenida: string | null;
  csp: string | null;
  /** Peticiones con lecturas pesadas de un mismo usuario en curso a la vez (LIMITES_PETICION.pesadasPorUsuario). */
  descargasPorUsuario: number;
  /** Peticiones a /api/ a la vez y en fila (LIMITES_ADMISION). */
  peticionesALaVez: number;
  peticionesEnEspera: number;
}

export const CONFIG_POR_DEFECTO = {
  puerto: 8080,
  host: '127.0.0.1',
  dataDir: './data',
  tokenTtlHoras: 24,
  // Un adjunto de 10 MB (tamano_maximo_fichero_mb) viaja en base64 (≈ 13,4 MB) en una sola llamada.
  limiteApiBytes: 16 * 1024 * 1024,
  escala: 1,
} as const;

const vacio = (x: unknown): unknown => (x === '' ? undefined : x);
const numero = (min: number, max: number, defecto: number) => z.preprocess(vacio, z.coerce.number().min(min).max(max).default(defecto));

const esquemaEntorno = z.object({
  PORT: z.preprocess(vacio, z.coerce.number().int().min(0).max(65_535).default(CONFIG_POR_DEFECTO.puerto)),
  HOST: z.preprocess(vacio, z.string().default(CONFIG_POR_DEFECTO.host)),
  DATA_DIR: z.preprocess(vacio, z.string().default(CONFIG_POR_DEFECTO.dataDir)),
  DATABASE_URL: z.preprocess(vacio, z.string().regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://').optional()),
  TOKEN_TTL_HORAS: numero(0.01, 24 * 365, CONFIG_POR_DEFECTO.tokenTtlHoras),
  LIMITE_API_MB: numero(0.01, 1024, CONFIG_POR_DEFECTO.limiteApiBytes / 1024 / 1024),
  DIST_DIR: z.preprocess(vacio, z.string().default(DIST_POR_DEFECTO)),
  SEMILLA_ESCALA: z.preprocess(vacio, z.coerce.number().min(0).max(1000).default(CONFIG_POR_DEFECTO.escala)),
  SEMILLA_ANIOS: z.preprocess(vacio, z.coerce.number().min(0).max(20).default(0)),
  CONTENT_SECURITY_POLICY: z.preprocess(vacio, z.string().optional()),
  SEMBRAR_DEMO_PUBLICA: z.preprocess(vacio, z.enum(['0', '1'], 'debe ser 0 o 1').default('0')),
  DESCARGAS_POR_USUARIO: z.preprocess(vacio, z.coerce.number().int().min(1).max(1000).default(LIMITES_PETICION.pesadasPorUsuario)),
  PETICIONES_A_LA_VEZ: z.preprocess(vacio, z.coerce.number().int().min(1).max(10_000).default(LIMITES_ADMISION.aLaVez)),
  PETICIONES_EN_ESPERA: z.preprocess(vacio, z.coerce.number().int().min(0).max(100_000).default(LIMITES_ADMISION.enEspera)),
});

/** Variable que permite sembrar la demo escuchando en la red. */
export const VARIABLE_DEMO_PUBLICA = 'SEMBRAR_DEMO_PUBLICA';

/** ¿Solo se llega a este HOST desde la propia máquina? (127.0.0.0/8, ::1, localhost) */
export const esHostLocal = (host: string): boolean => {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
};

export const mensajeSemillaRetenida = (host: string): string =>
  `No se siembran los usuarios de demostración: HOST=${host} escucha en la red y todos comparten la contraseña publicada. ` +
  `Para sembrarlos igualmente, arranca con ${VARIABLE_DEMO_PUBLICA}=1 (o usa HOST=127.0.0.1).`;

export const leerConfig = (entorno: Record<string, string | undefined> = process.env): Config => {
  const r = esquemaEntorno.safeParse(entorno, { error: erroresEnEspanol });
  if (!r.success) throw new Error(`Configuración no válida: ${resumirFallos(r.error.issues)}`);
  const e = r.data;
  const retenida = e.SEMILLA_ESCALA > 0 && !esHostLocal(e.HOST) && e.SEMBRAR_DEMO_PUBLICA !== '1';
  return {
    puerto: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === DATA_EN_MEMORIA ? null : e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    tokenTtlHoras: e.TOKEN_TTL_HORAS,
    limiteApiBytes: Math.round(e.LIMITE_API_MB * 1024 * 1024),
    distDir: e.DIST_DIR,
    semilla: e.SEMILLA_ESCALA > 0 && !retenida ? { escala: e.SEMILLA_ESCALA, ...(e.SEMILLA_ANIOS > 0 ? { anios: e.SEMILLA_ANIOS } : {}) } : false,
    semillaRetenida: retenida ? mensajeSemillaRetenida(e.HOST) : null,
    csp: e.CONTENT_SECURITY_POLICY ?? null,
    descargasPorUsuario: e.DESCARGAS_POR_USUARIO,
    peticionesALaVez: e.PETICIONES_A_LA_VEZ,
    peticionesEnEspera: e.PETICIONES_EN_ESPERA,
  };
};
