/**
 * Configuración del servidor desde variables de entorno, validada (zod) con mensajes en español.
 *   PORT (8080) · HOST (0.0.0.0) · DATA_DIR (./data; ':memoria:' = PGlite en memoria)
 *   DATABASE_URL (PostgreSQL real; si falta, PGlite en DATA_DIR) · TOKEN_TTL_HORAS (24)
 *   LIMITE_API_MB (16, cuerpo de POST /api/) · DIST_DIR (dist/ del repositorio)
 *   SEMILLA_ESCALA (1; 0 = no sembrar la demo) · CONTENT_SECURITY_POLICY (sin valor = la CSP estricta por defecto)
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
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
  semilla: { escala: number } | false;
  csp: string | null;
}

export const CONFIG_POR_DEFECTO = {
  puerto: 8080,
  host: '0.0.0.0',
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
  CONTENT_SECURITY_POLICY: z.preprocess(vacio, z.string().optional()),
});

export const leerConfig = (entorno: Record<string, string | undefined> = process.env): Config => {
  const r = esquemaEntorno.safeParse(entorno, { error: erroresEnEspanol });
  if (!r.success) throw new Error(`Configuración no válida: ${resumirFallos(r.error.issues)}`);
  const e = r.data;
  return {
    puerto: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === DATA_EN_MEMORIA ? null : e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    tokenTtlHoras: e.TOKEN_TTL_HORAS,
    limiteApiBytes: Math.round(e.LIMITE_API_MB * 1024 * 1024),
    distDir: e.DIST_DIR,
    semilla: e.SEMILLA_ESCALA > 0 ? { escala: e.SEMILLA_ESCALA } : false,
    csp: e.CONTENT_SECURITY_POLICY ?? null,
  };
};
