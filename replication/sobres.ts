/**
 * Contrato de los sobres de firma (issue 15), el mismo para la pantalla y el servidor (server/sobres/):
 * los métodos RPC que necesitan red (sobre.enviar, sobre.reenviar, sobre.cancelar; no se encolan), sus
 * parámetros y respuestas, las rutas públicas de la página de firma (sin sesión: solo el token del enlace)
 * con lo que devuelven, y todos los mensajes en español.
 *
 * Y la regla que ata un sobre a lo que se firmó (anularSobres): un sobre enviado lleva el SHA-256 del PDF
 * y la revisión del presupuesto; si el presupuesto deja de estar aceptado o cambia de revisión, sus sobres
 * abiertos quedan anulados en la misma Tx que el cambio (en el dispositivo y en el servidor), y el
 * servidor deja en la bandeja de salida (colección `correo`) el aviso a cada destinatario.
 */
import type { DocDe } from '../schemas';
import { z } from './zod';
import { LIMITES_FIRMA_PNG, PREFIJO_PNG } from './firma-png';
import type { ContextoMutacion } from './mutador';
import { ESTADOS_PRESUPUESTO } from './presupuestos';
import type { Tx } from './tx';
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
export const MAX_FIRMA_BYTES: number = LIMITES_FIRMA_PNG.bytes;
export const PREFIJO_FIRMA_PNG = PREFIJO_PNG;

export const MENSAJES_SOBRE = {
  // sobre.enviar, sobre.reenviar, sobre.cancelar
  noAceptado: 'Solo se puede enviar a firmar un presupuesto aceptado',
  sinDocumento: 'El documento no está en el servidor: espera a que suba',
  documentoAjeno: 'El documento no es un PDF de este presupuesto',
  yaEnviado: 'El presupuesto ya tiene un sobre enviado: cancélalo antes de enviar otro',
  emailsRepetidos: 'Hay dos destinatarios con el mismo correo electrónico',
  sobreFirmado: 'El sobre ya está firmado',
  sobreCancelado: 'El sobre está cancelado',
  sobreAnulado: 'El sobre está anulado: el presupuesto cambió después de enviarlo',
  documentoNoPdf: 'El documento no es un PDF válido: vuelve a generarlo antes de enviarlo a firmar',
  yaFirmo: 'Este destinatario ya ha firmado',
  sinUrlPublica: 'No se sabe la dirección pública del servidor para el enlace: configura URL_PUBLICA',
  // Página de firma (GET y POST /api/firma/:token)
  enlaceNoValido: 'El enlace de firma no es válido',
  enlaceCaducado: 'El enlace de firma ha caducado',
  enlaceUsado: 'Este enlace ya se ha usado para firmar',
  cancelado: 'El sobre se ha cancelado',
  presupuestoCambiado: 'El presupuesto ha cambiado: este documento ya no se puede firmar',
  anulado: 'El presupuesto ha cambiado después de enviarlo: este enlace ya no sirve. Si hay que firmar la versión nueva, recibirás otro correo.',
  documentoCambiado: 'El documento ya no es el que se envió: este enlace ya no sirve',
  documentoIlegible: 'El documento que se envió no es un PDF válido y no se puede firmar: pide que te lo envíen de nuevo',
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
export const respuestaSobreEnvio = z.object({ idsobre: z.string(), enviados: z.number().int().min(0) });
export type RespuestaSobreEnvio = z.infer<typeof respuestaSobreEnvio>;
/** Respuesta de sobre.cancelar: a cuántos destinatarios sin firmar se avisó. */
export const respuestaSobreCancelar = z.object({ idsobre: z.string(), avisados: z.number().int().min(0) });
export type RespuestaSobreCancelar = z.infer<typeof respuestaSobreCancelar>;

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

// ——— Un sobre atado a lo que se firmó ———

/** Lo que el comercial ve de un sobre anulado. */
export const TEXTO_ANULADO = 'Anulado: el presupuesto cambió';

/** Los métodos de sincronización que pueden anular sobres (y dejar avisos en la bandeja de salida). */
export const MUTADORES_QUE_ANULAN_SOBRES: readonly string[] = [
  'presupuestoCli.cambiarEstadoSync', 'presupuestoCli.aceptarSync', 'presupuestoCli.guardarRevisionSync',
];

/** idtabla del presupuesto (106): el aviso de anulación cuelga de él en la bandeja de salida. */
const IDTABLA_PRESUPUESTO = 106;

/**
 * Si un cambio del presupuesto deja sin valor lo que se envió a firmar: deja de estar aceptado (salvo al
 * firmarse, que lo hace el propio sobre) o tiene otra revisión.
 */
export const cambioAnulaSobres = (antes: DocDe<'presupuestocli'>, despues: DocDe<'presupuestocli'>): boolean =>
  (despues.estado !== ESTADOS_PRESUPUESTO.aceptado && despues.estado !== ESTADOS_PRESUPUESTO.firmado)
  || despues.num_revision !== antes.num_revision;

export const asuntoAnulacion = (asunto: string): string => `Anulado: ${asunto}`;

export const cuerpoAnulacion = (d: { nombre: string; numero: string; titulo: string; firmado: boolean }): string =>
  [
    `Hola, ${d.nombre}:`,
    '',
    `El presupuesto ${d.numero} («${d.titulo}») que te enviamos para firmar ha cambiado después del envío, así que se ha anulado el envío.`,
    d.firmado
      ? 'La firma que hiciste era de la versión anterior y ya no cuenta.'
      : 'El enlace que recibiste ya no sirve y no tienes que hacer nada.',
    'Si hay que firmar la versión nueva, recibirás otro correo con un enlace nuevo.',
    '',
  ].join('\n');

/**
 * Anula los sobres abiertos (enviados) del presupuesto en la Tx del cambio y devuelve cuántos. En el
 * servidor, además, un correo a cada destinatario en la bandeja de salida (el cartero lo envía tras el
 * commit): a quien no había firmado, que su enlace ya no sirve; a quien sí, que su firma no cuenta. Los
 * enlaces no se tocan: la página de firma mira la situación del sobre (410) con el sobre bloqueado.
 */
export const anularSobres = async (tx: Tx, presupuesto: DocDe<'presupuestocli'>, ctx: ContextoMutacion): Promise<number> => {
  const abiertos = (await tx.find('sobre', { idpresupuestocli: presupuesto.idpresupuestocli })).filter((s) => s.estado > 0 && s.situacion === 'enviado');
  for (const sobre of abiertos) {
    await tx.put('sobre', { ...sobre, situacion: 'anulado', fanulado: ctx.ahora });
    if (ctx.lado !== 'servidor') continue;
    for (const d of (await tx.find('destinatariosobre', { idsobre: sobre.idsobre })).filter((x) => x.estado > 0)) {
      await tx.put('correo', {
        idcorreo: globalThis.crypto.randomUUID(), idtabla: IDTABLA_PRESUPUESTO, id: presupuesto.idpresupuestocli, para: d.email,
        asunto: asuntoAnulacion(sobre.asunto), cuerpo: cuerpoAnulacion({ nombre: d.nombre, numero: presupuesto.numero, titulo: presupuesto.titulo, firmado: d.firmado }),
        idusuario: ctx.usuario.idusuario, creado: ctx.ahora, envio: 'pendiente', intentos: 0, fenvio: null, error: null, estado: 1,
      });
    }
  }
  return abiertos.length;
};

/** Escribe el presupuesto y, si el cambio lo pide (cambioAnulaSobres), anula sus sobres abiertos en la misma Tx. */
export const guardarPresupuesto = async (tx: Tx, antes: DocDe<'presupuestocli'>, despues: DocDe<'presupuestocli'>, ctx: ContextoMutacion): Promise<void> => {
  await tx.put('presupuestocli', despues);
  if (cambioAnulaSobres(antes, despues)) await anularSobres(tx, despues, ctx);
};
