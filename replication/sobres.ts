/**
 * Contrato de los sobres de firma (issue 15), el mismo para la pantalla y el servidor (server/sobres/):
 * los métodos RPC que necesitan red (sobre.enviar, sobre.reenviar, sobre.cancelar; no se encolan), sus
 * parámetros y respuestas, las rutas públicas de la página de firma (sin sesión: solo el token del enlace)
 * con lo que devuelven, y todos los mensajes en español.
 */
import { z } from './zod';
import { DNI_INCORRECTO, esDni, esNie, normalizarDocumento } from './documento-identidad';
import { EMAIL_INCORRECTO, esEmail } from './correo-valido';

export const METODOS_SOBRE = {
  enviar: 'sobre.enviar',
  reenviar: 'sobre.reenviar',
  cancelar: 'sobre.cancelar',
} as const;

export const MAX_DESTINATARIOS_SOBRE = 10;
export const MAX_ASUNTO_SOBRE = 200;
export const MAX_MENSAJE_SOBRE = 4000;
export const DIAS_VALIDEZ_SOBRE = { minimo: 1, maximo: 60, defecto: 15 } as const;
/** Lo más que puede ocupar la imagen PNG de una firma (bytes, ya decodificada). */
export const MAX_FIRMA_BYTES = 300 * 1024;
export const PREFIJO_FIRMA_PNG = 'data:image/png;base64,';

export const MENSAJES_SOBRE = {
  // sobre.enviar, sobre.reenviar, sobre.cancelar
  noAceptado: 'Solo se puede enviar a firmar un presupuesto aceptado',
  sinDocumento: 'El documento no está en el servidor: espera a que suba',
  documentoAjeno: 'El documento no es un PDF de este presupuesto',
  yaEnviado: 'El presupuesto ya tiene un sobre enviado: cancélalo antes de enviar otro',
  emailsRepetidos: 'Hay dos destinatarios con el mismo correo electrónico',
  sobreFirmado: 'El sobre ya está firmado',
  sobreCancelado: 'El sobre está cancelado',
  yaFirmo: 'Este destinatario ya ha firmado',
  sinUrlPublica: 'No se sabe la dirección pública del servidor para el enlace: configura URL_PUBLICA',
  // Página de firma (GET y POST /api/firma/:token)
  enlaceNoValido: 'El enlace de firma no es válido',
  enlaceCaducado: 'El enlace de firma ha caducado',
  enlaceUsado: 'Este enlace ya se ha usado para firmar',
  cancelado: 'El sobre se ha cancelado',
  presupuestoCambiado: 'El presupuesto ha cambiado: este documento ya no se puede firmar',
  nombre: 'Escribe tu nombre y apellidos',
  dni: DNI_INCORRECTO,
  firmaNoValida: 'La firma no es válida: vuelve a firmar',
  firmaGrande: 'La firma es demasiado grande: vuelve a firmar',
  peticionNoValida: 'La petición no es válida',
  demasiadosIntentos: (minutos: number): string =>
    `Demasiados enlaces de firma no válidos desde esta dirección. Vuelve a intentarlo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
} as const;

const id = z.string().min(1).max(36);

const destinatario = z.object({
  iddestinatario_sobre: id,
  nombre: z.string().trim().min(1, 'Campo requerido').max(200, 'No puede ser mayor a 200 caracteres.'),
  email: z.string().trim().refine(esEmail, EMAIL_INCORRECTO),
});

/** sobre.enviar: los ids del sobre y de sus destinatarios los pone el dispositivo. */
export const paramsSobreEnviar = z.object({
  idsobre: id,
  idpresupuestocli: id,
  /** El PDF del presupuesto (fichero con idtabla 106 e id = el presupuesto), ya subido. */
  idfichero: id,
  asunto: z.string().trim().min(1, 'Campo requerido').max(MAX_ASUNTO_SOBRE, `No puede ser mayor a ${MAX_ASUNTO_SOBRE} caracteres.`),
  mensaje: z.string().max(MAX_MENSAJE_SOBRE, `No puede ser mayor a ${MAX_MENSAJE_SOBRE} caracteres.`).nullable().default(null),
  dias_validez: z.number().int().min(DIAS_VALIDEZ_SOBRE.minimo).max(DIAS_VALIDEZ_SOBRE.maximo).default(DIAS_VALIDEZ_SOBRE.defecto),
  destinatarios: z
    .array(destinatario)
    .min(1, 'Campo requerido')
    .max(MAX_DESTINATARIOS_SOBRE, `No puede haber más de ${MAX_DESTINATARIOS_SOBRE} destinatarios.`)
    .refine((ds) => new Set(ds.map((d) => d.email.toLowerCase())).size === ds.length, MENSAJES_SOBRE.emailsRepetidos),
});
export type ParamsSobreEnviar = z.input<typeof paramsSobreEnviar>;

/** sobre.reenviar: un enlace nuevo para un destinatario que no ha firmado (el anterior deja de valer). */
export const paramsSobreReenviar = z.object({ idsobre: id, iddestinatario_sobre: id });
export type ParamsSobreReenviar = z.input<typeof paramsSobreReenviar>;

/** sobre.cancelar: ningún enlace vale ya y quien no ha firmado recibe un aviso. */
export const paramsSobreCancelar = z.object({ idsobre: id });
export type ParamsSobreCancelar = z.input<typeof paramsSobreCancelar>;

/** Respuesta de sobre.enviar y sobre.reenviar: cuántos correos salieron (por SMTP o a la bandeja en carpeta). */
export interface RespuestaSobreEnvio {
  idsobre: string;
  enviados: number;
}
/** Respuesta de sobre.cancelar: a cuántos destinatarios sin firmar se avisó. */
export interface RespuestaSobreCancelar {
  idsobre: string;
  avisados: number;
}

/** La página de la app que abre el enlace del correo. */
export const enlaceFirma = (base: string, token: string): string => `${base.replace(/\/+$/, '')}/app/firmar/${encodeURIComponent(token)}`;
/** GET: InfoFirma. POST: CuerpoFirma → RespuestaFirma. Un error: { error } (ErrorFirma) con su estado HTTP. */
export const rutaFirma = (token: string): string => `/api/firma/${encodeURIComponent(token)}`;
/** GET: el PDF que se firma (application/pdf, inline). */
export const rutaDocumentoFirma = (token: string): string => `${rutaFirma(token)}/documento`;

/** GET /api/firma/:token. */
export interface InfoFirma {
  /** Nombre de la empresa (parámetro empresa_nombre; '' si no está). */
  empresa: string;
  presupuesto: { numero: string; titulo: string; total: number };
  /** El PDF que se firma y su SHA-256 (hex), el mismo que quedará en el registro de auditoría. */
  documento: { nombre: string; sha256: string };
  destinatario: { nombre: string };
  /** Hasta cuándo vale el enlace (ISO 8601, UTC). */
  caduca: string;
}

/** Cuerpo de un error de /api/firma/… (404, 409, 410, 400, 413, 429). */
export interface ErrorFirma {
  error: string;
}

/** POST /api/firma/:token (JSON). */
export const cuerpoFirma = z.object({
  nombre: z.string().trim().min(1, MENSAJES_SOBRE.nombre).max(200, MENSAJES_SOBRE.nombre),
  /** DNI o NIE; se guarda sin espacios, puntos ni guiones y en mayúsculas. */
  dni: z.string().max(20, DNI_INCORRECTO).refine((v) => esDni(v) || esNie(v), DNI_INCORRECTO).transform(normalizarDocumento),
  /** 'data:image/png;base64,…' (≤ MAX_FIRMA_BYTES ya decodificada). */
  firma: z.string().startsWith(PREFIJO_FIRMA_PNG, MENSAJES_SOBRE.firmaNoValida),
});
export type CuerpoFirma = z.input<typeof cuerpoFirma>;

/** Respuesta de POST /api/firma/:token; `completo`: era la última firma y el presupuesto ya está firmado. */
export interface RespuestaFirma {
  firmado: true;
  completo: boolean;
}
