/**
 * correo.enviar: envía un correo desde la app (p. ej. el resumen de un parte al cliente). Necesita sesión
 * y la app de técnicos o la de comerciales. Sin servidor de correo configurado el mensaje queda en la
 * bandeja de salida y la respuesta lo dice.
 */
import { z } from 'zod';
import { ErrorNegocio } from '../../replication/errores';
import { tieneAlgunaApp } from '../../replication/sesion';
import { definirMetodo, type MetodoRpc } from '../rpc/tipos';
import type { Enviador } from './enviador';

export const METODO_CORREO_ENVIAR = 'correo.enviar';
export const MENSAJE_CORREO_NO_VALIDO = 'El correo electrónico no es correcto';
export const MENSAJE_BANDEJA = 'Sin servidor de correo configurado: el mensaje se ha guardado en la bandeja de salida';
export const MENSAJE_ENVIADO = 'Correo enviado';
export const MENSAJE_SIN_PERMISO = 'No tienes permiso para enviar correos';
export const MENSAJE_FALLO_SMTP = 'No se ha podido enviar el correo: el servidor de correo no responde o lo ha rechazado';
export const MAX_DESTINATARIOS = 20;
export const MAX_ASUNTO = 200;
export const MAX_CUERPO = 20_000;

/** Misma regla que el diálogo: algo@dominio.tld, sin espacios. */
const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const paramsCorreoEnviar = z.object({
  para: z
    .array(z.string().trim().regex(CORREO, MENSAJE_CORREO_NO_VALIDO))
    .min(1, 'Campo requerido')
    .max(MAX_DESTINATARIOS, `No puede haber más de ${MAX_DESTINATARIOS} destinatarios.`),
  asunto: z.string().trim().min(1, 'Campo requerido').max(MAX_ASUNTO, `No puede ser mayor a ${MAX_ASUNTO} caracteres.`),
  cuerpo: z.string().max(MAX_CUERPO, `No puede ser mayor a ${MAX_CUERPO} caracteres.`),
});

export type ParamsCorreoEnviar = z.infer<typeof paramsCorreoEnviar>;

export interface RespuestaCorreoEnviar {
  modo: 'smtp' | 'bandeja';
  mensaje: string;
}

export const metodoCorreoEnviar = (enviador: Enviador): MetodoRpc =>
  definirMetodo({
    nombre: METODO_CORREO_ENVIAR,
    params: paramsCorreoEnviar,
    async ejecutar(p, ctx): Promise<RespuestaCorreoEnviar> {
      if (!tieneAlgunaApp(ctx.usuario, ['tecnicos', 'comerciales'])) throw new ErrorNegocio('permiso', MENSAJE_SIN_PERMISO);
      let r;
      try {
        r = await enviador.enviar({ para: p.para, asunto: p.asunto, cuerpo: p.cuerpo });
      } catch (error) {
        if (enviador.modo === 'smtp') {
          console.error('correo.enviar: fallo SMTP', error);
          throw new ErrorNegocio('regla', MENSAJE_FALLO_SMTP);
        }
        throw error;
      }
      return r.modo === 'smtp' ? { modo: 'smtp', mensaje: MENSAJE_ENVIADO } : { modo: 'bandeja', mensaje: MENSAJE_BANDEJA };
    },
  });
