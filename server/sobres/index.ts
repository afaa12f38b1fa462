/**
 * Los sobres de firma electrónica de un presupuesto (issue 15), la parte del servidor: los métodos RPC con
 * red sobre.enviar, sobre.reenviar y sobre.cancelar (rpc.ts) y la página de firma pública por token
 * (http.ts). server/app.ts monta los dos con el enviador de correo y la dirección pública del entorno
 * (SMTP_HOST…, OUTBOX_DIR y URL_PUBLICA; sin URL_PUBLICA, los enlaces salen del origen de la petición).
 * El contrato (parámetros, respuestas y mensajes) está en replication/sobres.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { crearEnviador } from '../correo';
import { leerConfigCorreo } from '../correo/config';
import type { Db } from '../db/tipos';
import type { MetodoRpc } from '../rpc/tipos';
import { rutasFirma } from './http';
import { metodosSobres } from './rpc';

export { generarPdfFirmado, type DatosPdfFirmado, type FirmantePdf } from './pdf-firmado';
export { metodosSobres, type DepsSobres } from './rpc';
export { rutasFirma } from './http';

export interface Sobres {
  metodos: MetodoRpc<unknown>[];
  /** Las rutas de /api/firma/ (app.register). */
  rutas: FastifyPluginAsync;
}

/** URL_PUBLICA sin barra final, o null si no está; si no es una dirección http(s), el arranque falla. */
export const urlPublicaDe = (entorno: Record<string, string | undefined>): string | null => {
  const url = entorno.URL_PUBLICA?.trim().replace(/\/+$/, '') ?? '';
  if (url === '') return null;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(url)) throw new Error(`URL_PUBLICA no es una dirección http(s) válida: ${url}`);
  return url;
};

/** `distDir`: la app compilada, para abrir el enlace del correo (http.ts). */
export const sobresDelEntorno = (db: Db, entorno: Record<string, string | undefined> = process.env, distDir: string | null = null): Sobres => {
  const deps = { db, enviador: crearEnviador(leerConfigCorreo(entorno)), urlPublica: urlPublicaDe(entorno) };
  return {
    metodos: metodosSobres(deps),
    rutas: async (app) => {
      await app.register(rutasFirma, { db, distDir });
    },
  };
};
