/**
 * La página de firma, sin sesión: el token del enlace es la única credencial, y solo da su sobre.
 *   GET  /app/firmar/:token           → la app (index.html), o 410 con una página en español si el sobre
 *                                       se anuló, se canceló o el enlace caducó
 *   GET  /api/firma/:token            → InfoFirma (replication/sobres.ts)
 *   GET  /api/firma/:token/documento  → el PDF que se firma (inline)
 *   POST /api/firma/:token            → CuerpoFirma (JSON) → RespuestaFirma
 * Un error es { error } con su estado (404, 409, 410; 400 y 413 del cuerpo; 429). Un enlace que no existe
 * cuenta como un intento fallido en `intento_login` (login 'firma:<ip>', limite-login.ts): pasado el
 * límite de fallos de una dirección, 429 en las tres rutas, como el inicio de sesión.
 *
 * La firma llega como data URL PNG: se comprueba con la regla de todas las firmas (replication/firma-png.ts:
 * un PNG entero, de MAX_FIRMA_BYTES como mucho y con lados y píxeles dentro de sus límites, para que un PNG
 * pequeño no se descomprima en cientos de MB) y que pdf-lib lo sabe poner en el PDF, antes de tocar la
 * base: si la última firma no se pudiera poner en el PDF, el sobre no se completaría nunca.
 *
 * El PDF se sirve con una CSP propia: la del resto (object-src 'none') deja en blanco el visor de PDF de
 * Chromium, y la página de firma de la app puede mostrarlo en un iframe (frame-ancestors 'self').
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { MENSAJES } from '../../replication/errores';
import { imagenPngEntera, leerFirmaPng } from '../../replication/firma-png';
import { cuerpoFirma, MAX_FIRMA_BYTES, MENSAJES_SOBRE, type InfoFirma } from '../../replication/sobres';
import { anotarIntento, LIMITE_LOGIN, segundosBloqueo } from '../auth/limite-login';
import type { Db } from '../db/tipos';
import { ErrorHttp, estadoDeError, MENSAJES_HTTP } from '../http/errores';
import { lectorSinCerrojo, leerEnlace } from './enlace';
import { firmar } from './firmar';
import { leerEmpresa } from './correos';

export interface OpcionesRutasFirma {
  db: Db;
  /** La app compilada: el enlace del correo (/app/firmar/:token) abre su index.html. Sin ella, lo sirve estaticos.ts. */
  distDir?: string | null;
}

/** La página, en español y sin la app, de un enlace que ya no vale (410): el mensaje y nada para firmar. */
export const paginaEnlaceNoDisponible = (mensaje: string): string => {
  const seguro = mensaje.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No se puede firmar</title></head>
<body>
<main>
<h1>No se puede firmar</h1>
<p role="alert">${seguro}</p>
</main>
</body>
</html>
`;
};

/** Cuerpo del POST: la firma en base64 (MAX_FIRMA_BYTES → ×4/3) y el resto. */
const LIMITE_CUERPO = 512 * 1024;

/** Fallos por dirección: los del inicio de sesión (la misma tabla y la misma ventana). */
const LIMITE_FIRMA = { ventanaMinutos: LIMITE_LOGIN.ventanaMinutos, fallosPorLogin: LIMITE_LOGIN.fallosPorIp, fallosPorIp: LIMITE_LOGIN.fallosPorIp };
const loginFirma = (ip: string): string => `firma:${ip}`;

const CSP_PDF = "object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * Los bytes de la firma si es un PNG entero y de tamaño razonable (la regla compartida,
 * replication/firma-png.ts) que pdf-lib sabe poner en el PDF; si no, ErrorHttp 400.
 */
export const pngDeFirma = async (dataUrl: string): Promise<Uint8Array> => {
  const lectura = leerFirmaPng(dataUrl, MAX_FIRMA_BYTES);
  if (!lectura.ok) throw new ErrorHttp(400, lectura.fallo === 'grande' ? MENSAJES_SOBRE.firmaGrande : MENSAJES_SOBRE.firmaNoValida);
  if (!(await imagenPngEntera(lectura.png))) throw new ErrorHttp(400, MENSAJES_SOBRE.firmaNoValida);
  try {
    await (await PDFDocument.create()).embedPng(lectura.png.bytes);
  } catch {
    throw new ErrorHttp(400, MENSAJES_SOBRE.firmaNoValida);
  }
  return lectura.png.bytes;
};

/** El mensaje del primer campo que falla (cada uno con el suyo). */
const mensajeCuerpo = (campo: PropertyKey | undefined): string =>
  campo === 'nombre' ? MENSAJES_SOBRE.nombre : campo === 'dni' ? MENSAJES_SOBRE.dni : campo === 'firma' ? MENSAJES_SOBRE.firmaNoValida : MENSAJES_SOBRE.peticionNoValida;

/** Para Content-Disposition: el nombre en ASCII (lo demás, '_') y en UTF-8 (RFC 6266). */
const disposicion = (nombre: string): string =>
  `inline; filename="${nombre.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;

type PeticionToken = FastifyRequest<{ Params: { token: string } }>;

export const rutasFirma: FastifyPluginAsync<OpcionesRutasFirma> = async (app, { db, distDir }) => {
  app.setErrorHandler(async (error, req, reply) => {
    const estado = estadoDeError(error);
    if (estado === 404) await anotarIntento(db, { login: loginFirma(req.ip), ip: req.ip, correcto: false });
    if (estado >= 500) req.log.error({ err: error }, 'Error interno en la página de firma');
    const mensaje = error instanceof ErrorHttp ? error.message
      : estado === 413 ? MENSAJES_SOBRE.firmaGrande
      : estado < 500 ? MENSAJES_SOBRE.peticionNoValida
      : MENSAJES_HTTP.interno;
    return reply.code(estado).header('cache-control', 'no-store').send({ error: mensaje });
  });

  /** Pasado el límite de enlaces no válidos desde la dirección: 429. */
  app.addHook('onRequest', async (req, reply) => {
    const espera = await segundosBloqueo(db, loginFirma(req.ip), req.ip, LIMITE_FIRMA);
    if (espera === null) return;
    return reply.code(429).header('cache-control', 'no-store').header('retry-after', String(Math.ceil(espera)))
      .send({ error: MENSAJES_SOBRE.demasiadosIntentos(Math.max(1, Math.ceil(espera / 60))) });
  });

  /**
   * El enlace del correo: si el sobre se anuló, canceló o caducó (410), una página en español con ese
   * estado; si no (también un enlace que no existe o ya usado: la app lo explica con GET /api/firma/:token),
   * la app, que pinta la página de firma.
   */
  const indice = distDir ? path.join(distDir, 'index.html') : null;
  if (indice && existsSync(indice)) {
    app.get('/app/firmar/:token', async (req: PeticionToken, reply: FastifyReply) => {
      try {
        await leerEnlace(db, req.params.token, lectorSinCerrojo(db), false);
      } catch (e) {
        if (e instanceof ErrorHttp && e.estado === 410) {
          return reply.code(410).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(paginaEnlaceNoDisponible(e.message));
        }
        if (!(e instanceof ErrorHttp)) throw e;
      }
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(await readFile(indice, 'utf8'));
    });
  }

  app.get('/api/firma/:token', async (req: PeticionToken, reply: FastifyReply) => {
    const leer = lectorSinCerrojo(db);
    const e = await leerEnlace(db, req.params.token, leer, false);
    const fichero = await leer('fichero', e.sobre.idfichero);
    const info: InfoFirma = {
      empresa: await leerEmpresa(db),
      presupuesto: { numero: e.presupuesto.numero, titulo: e.presupuesto.titulo, total: e.presupuesto.total },
      documento: { nombre: fichero?.nombre ?? `presupuesto-${e.presupuesto.numero}.pdf`, sha256: e.sobre.sha256 },
      destinatario: { nombre: e.destinatario.nombre },
      caduca: e.token.caduca,
    };
    return reply.header('cache-control', 'no-store').send(info);
  });

  app.get('/api/firma/:token/documento', async (req: PeticionToken, reply: FastifyReply) => {
    const leer = lectorSinCerrojo(db);
    const e = await leerEnlace(db, req.params.token, leer, false);
    const [c] = await db.query<{ datos: Uint8Array }>('select datos from fichero_contenido where idfichero = $1', [e.sobre.idfichero]);
    if (!c) throw new ErrorHttp(410, MENSAJES.ficheroNoDisponible);
    const fichero = await leer('fichero', e.sobre.idfichero);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', CSP_PDF)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-disposition', disposicion(fichero?.nombre ?? `presupuesto-${e.presupuesto.numero}.pdf`))
      .type('application/pdf')
      .send(Buffer.from(c.datos));
  });

  app.post('/api/firma/:token', { bodyLimit: LIMITE_CUERPO }, async (req: PeticionToken, reply: FastifyReply) => {
    const r = cuerpoFirma.safeParse(req.body);
    if (!r.success) throw new ErrorHttp(400, mensajeCuerpo(r.error.issues[0]?.path[0]));
    const png = await pngDeFirma(r.data.firma);
    const respuesta = await firmar(db, req.params.token, { nombre: r.data.nombre, dni: r.data.dni, png, ip: req.ip });
    return reply.header('cache-control', 'no-store').send(respuesta);
  });
};
