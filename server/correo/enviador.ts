/**
 * Envío de un mensaje con nodemailer: por SMTP si está configurado; si no, el mensaje completo (RFC 822)
 * se escribe como <fecha>-<azar>.eml en la bandeja de salida, para enviarlo o revisarlo después.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { ConfigCorreo } from './config';

export interface MensajeCorreo {
  para: readonly string[];
  asunto: string;
  cuerpo: string;
  /** Para Reply-To: quien lo envía desde la app. */
  responderA?: string;
  /** Message-ID fijo (el de la bandeja de salida): si un envío se repite, el destino lo reconoce. */
  idMensaje?: string;
}

export type ResultadoEnvio = { modo: 'smtp'; idMensaje: string } | { modo: 'bandeja'; fichero: string };

export interface Enviador {
  readonly modo: ConfigCorreo['modo'];
  enviar(m: MensajeCorreo): Promise<ResultadoEnvio>;
}

const opcionesMensaje = (remitente: string, m: MensajeCorreo) => ({
  from: remitente,
  to: [...m.para],
  subject: m.asunto,
  text: m.cuerpo,
  ...(m.responderA ? { replyTo: m.responderA } : {}),
  ...(m.idMensaje ? { messageId: m.idMensaje } : {}),
});

export const crearEnviador = (config: ConfigCorreo): Enviador => {
  if (config.modo === 'smtp') {
    const transporte = nodemailer.createTransport({
      host: config.host,
      port: config.puerto,
      secure: config.seguro,
      ...(config.usuario !== null ? { auth: { user: config.usuario, pass: config.clave ?? '' } } : {}),
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      modo: 'smtp',
      async enviar(m) {
        const info = await transporte.sendMail(opcionesMensaje(config.remitente, m));
        return { modo: 'smtp', idMensaje: info.messageId };
      },
    };
  }
  const carpeta = resolve(config.carpeta);
  const transporte = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    modo: 'bandeja',
    async enviar(m) {
      const info = await transporte.sendMail(opcionesMensaje(config.remitente, m));
      await mkdir(carpeta, { recursive: true });
      const fichero = join(carpeta, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(fichero, info.message, { flag: 'wx' });
      return { modo: 'bandeja', fichero };
    },
  };
};
