/**
 * Configuración del correo saliente desde el entorno: SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASS,
 * SMTP_FROM, SMTP_SECURE ('1'/'true' = TLS directo). Sin SMTP_HOST no hay servidor de correo: cada
 * mensaje se guarda como .eml en la bandeja de salida OUTBOX_DIR (./data/outbox).
 */
import { z } from 'zod';
import { erroresEnEspanol, resumirFallos } from '../rpc/zod-es';

export const OUTBOX_POR_DEFECTO = './data/outbox';
export const REMITENTE_POR_DEFECTO = 'Vigía <no-responder@vigia.local>';

export type ConfigCorreo =
  | { modo: 'smtp'; host: string; puerto: number; seguro: boolean; usuario: string | null; clave: string | null; remitente: string }
  | { modo: 'bandeja'; carpeta: string; remitente: string };

const vacio = (x: unknown): unknown => (typeof x === 'string' && x.trim() === '' ? undefined : x);

const esquema = z.object({
  SMTP_HOST: z.preprocess(vacio, z.string().optional()),
  SMTP_PORT: z.preprocess(vacio, z.coerce.number().int().min(1).max(65_535).default(587)),
  SMTP_USER: z.preprocess(vacio, z.string().optional()),
  SMTP_PASS: z.preprocess(vacio, z.string().optional()),
  SMTP_FROM: z.preprocess(vacio, z.string().default(REMITENTE_POR_DEFECTO)),
  SMTP_SECURE: z.preprocess(vacio, z.enum(['0', '1', 'true', 'false']).default('false')),
  OUTBOX_DIR: z.preprocess(vacio, z.string().default(OUTBOX_POR_DEFECTO)),
});

export const leerConfigCorreo = (entorno: Record<string, string | undefined> = process.env): ConfigCorreo => {
  const r = esquema.safeParse(entorno, { error: erroresEnEspanol });
  if (!r.success) throw new Error(`Configuración de correo no válida: ${resumirFallos(r.error.issues)}`);
  const e = r.data;
  if (e.SMTP_HOST === undefined) return { modo: 'bandeja', carpeta: e.OUTBOX_DIR, remitente: e.SMTP_FROM };
  return {
    modo: 'smtp',
    host: e.SMTP_HOST,
    puerto: e.SMTP_PORT,
    seguro: e.SMTP_SECURE === '1' || e.SMTP_SECURE === 'true',
    usuario: e.SMTP_USER ?? null,
    clave: e.SMTP_PASS ?? null,
    remitente: e.SMTP_FROM,
  };
};
