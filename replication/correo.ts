/**
 * Reglas y mensajes del correo saliente, los mismos en el diálogo, en el mutador de la bandeja de salida
 * (mutadores/correo.ts), en el cartero del servidor y en `correo.enviar`.
 */
import { z } from './zod';

export const MENSAJE_CORREO_NO_VALIDO = 'El correo electrónico no es correcto';
export const MENSAJE_BANDEJA = 'Sin servidor de correo configurado: el mensaje se ha guardado en la bandeja de salida';
export const MENSAJE_ENVIADO = 'Correo enviado';
export const MENSAJE_SIN_PERMISO = 'No tienes permiso para enviar correos';
export const MENSAJE_FALLO_SMTP = 'No se ha podido enviar el correo: el servidor de correo no responde o lo ha rechazado';
export const MENSAJE_PENDIENTE_SIN_RED = 'Sin conexión: el correo queda en la bandeja de salida y se enviará cuando vuelva la conexión';
export const MENSAJE_PENDIENTE = 'En la bandeja de salida: enviando…';
export const MENSAJE_REINTENTO = 'El servidor de correo no ha respondido: se volverá a intentar en unos minutos';
export const MAX_DESTINATARIOS = 20;
export const MAX_ASUNTO = 200;
export const MAX_CUERPO = 20_000;

/** Misma regla que el diálogo: algo@dominio.tld, sin espacios. */
const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Destinatarios, asunto y mensaje, con los mensajes de la especificación. */
export const mensajeCorreo = z.object({
  para: z
    .array(z.string().trim().regex(CORREO, MENSAJE_CORREO_NO_VALIDO))
    .min(1, 'Campo requerido')
    .max(MAX_DESTINATARIOS, `No puede haber más de ${MAX_DESTINATARIOS} destinatarios.`),
  asunto: z.string().trim().min(1, 'Campo requerido').max(MAX_ASUNTO, `No puede ser mayor a ${MAX_ASUNTO} caracteres.`),
  cuerpo: z.string().max(MAX_CUERPO, `No puede ser mayor a ${MAX_CUERPO} caracteres.`),
});

export type EstadoEnvio = 'pendiente' | 'enviado' | 'bandeja' | 'fallido';

/** Lo que se le dice al usuario de un correo de la bandeja de salida. */
export const textoEnvio = (c: { envio: EstadoEnvio; error?: string | null | undefined; intentos: number }, enLinea: boolean): string => {
  switch (c.envio) {
    case 'enviado':
      return MENSAJE_ENVIADO;
    case 'bandeja':
      return MENSAJE_BANDEJA;
    case 'fallido':
      return c.error ?? MENSAJE_FALLO_SMTP;
    case 'pendiente':
      if (!enLinea) return MENSAJE_PENDIENTE_SIN_RED;
      return c.intentos > 0 ? MENSAJE_REINTENTO : MENSAJE_PENDIENTE;
  }
};
