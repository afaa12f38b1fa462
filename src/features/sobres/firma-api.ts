/**
 * Cliente de la firma pública de un sobre (sin sesión): GET /api/firma/{token} (lo que se firma),
 * /api/firma/{token}/documento (el PDF) y POST /api/firma/{token} (nombre, DNI y firma). Las respuestas se
 * leen con guardas de tipo: lo que no tiene la forma esperada es un fallo, nunca un dato a medias. Un
 * error del servidor ({ error }) llega tal cual; sin red, 'No hay conexión con el servidor'.
 */
import { rutaDocumentoFirma, rutaFirma, type CuerpoFirma, type InfoFirma, type RespuestaFirma } from '../../../replication/sobres';
import { MENSAJES_FIRMA } from './sobres.labels';

/** Lo que el destinatario ve antes de firmar (empresa, presupuesto, documento y su SHA-256, caducidad). */
export type DatosFirma = InfoFirma;

/** Nombre y apellidos, DNI y la firma como data URL PNG ('data:image/png;base64,…'). */
export type PeticionFirma = CuerpoFirma;

/** Un fallo: el estado HTTP (null si no hubo respuesta) y el mensaje que se enseña. */
export interface FalloFirma {
  ok: false;
  estado: number | null;
  mensaje: string;
}

export type ResultadoCarga = { ok: true; datos: DatosFirma } | FalloFirma;
/** `completo`: con esta firma han firmado todos los destinatarios del sobre. */
export type ResultadoFirma = { ok: true; completo: boolean } | FalloFirma;

type Objeto = Readonly<Record<string, unknown>>;

const esObjeto = (x: unknown): x is Objeto => typeof x === 'object' && x !== null && !Array.isArray(x);
const esTexto = (x: unknown): x is string => typeof x === 'string';
const esNumero = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** ¿Tiene la forma de la respuesta de GET /api/firma/{token}? */
export const esDatosFirma = (x: unknown): x is DatosFirma => {
  if (!esObjeto(x)) return false;
  const { empresa, presupuesto, documento, destinatario, caduca } = x;
  return (
    esTexto(empresa) &&
    esTexto(caduca) &&
    esObjeto(presupuesto) &&
    esTexto(presupuesto.numero) &&
    esTexto(presupuesto.titulo) &&
    esNumero(presupuesto.total) &&
    esObjeto(documento) &&
    esTexto(documento.nombre) &&
    esTexto(documento.sha256) &&
    esObjeto(destinatario) &&
    esTexto(destinatario.nombre)
  );
};

/** ¿Tiene la forma de la respuesta de POST /api/firma/{token}? */
export const esFirmaHecha = (x: unknown): x is RespuestaFirma =>
  esObjeto(x) && x.firmado === true && typeof x.completo === 'boolean';

/** El mensaje de un cuerpo { error: '…' }, o null. */
export const mensajeDeCuerpo = (x: unknown): string | null => (esObjeto(x) && esTexto(x.error) && x.error.trim() !== '' ? x.error : null);

/** Lo que se dice de un estado HTTP si el servidor no da su mensaje. */
const mensajePorEstado = (estado: number): string => {
  switch (estado) {
    case 404:
      return MENSAJES_FIRMA.noExiste;
    case 409:
      return MENSAJES_FIRMA.usado;
    case 410:
      return MENSAJES_FIRMA.caducado;
    default:
      return estado >= 500 ? MENSAJES_FIRMA.sinServidor : MENSAJES_FIRMA.respuestaNoValida;
  }
};

const fallo = (estado: number | null, mensaje: string): FalloFirma => ({ ok: false, estado, mensaje });

/** Un fallo a partir de la respuesta: el mensaje del servidor o el de su estado. */
const falloDe = (estado: number, cuerpo: unknown): FalloFirma => {
  if (estado >= 200 && estado < 300) return fallo(estado, mensajeDeCuerpo(cuerpo) ?? MENSAJES_FIRMA.respuestaNoValida);
  return fallo(estado, mensajeDeCuerpo(cuerpo) ?? mensajePorEstado(estado));
};

/** La respuesta de GET /api/firma/{token} (estado HTTP y cuerpo JSON ya leído) como resultado. */
export const leerCarga = (estado: number, cuerpo: unknown): ResultadoCarga =>
  estado >= 200 && estado < 300 && esDatosFirma(cuerpo) ? { ok: true, datos: cuerpo } : falloDe(estado, cuerpo);

/** La respuesta de POST /api/firma/{token} como resultado. */
export const leerFirma = (estado: number, cuerpo: unknown): ResultadoFirma =>
  estado >= 200 && estado < 300 && esFirmaHecha(cuerpo) ? { ok: true, completo: cuerpo.completo } : falloDe(estado, cuerpo);

/**
 * El enlace ya no sirve para firmar (no existe, ya se usó, caducó o se canceló el sobre): se dice y no se
 * enseña el formulario. Otros fallos (sin red, DNI incorrecto) se pueden volver a intentar.
 */
export const esFalloDefinitivo = (f: FalloFirma): boolean => f.estado === 404 || f.estado === 409 || f.estado === 410;

/** Dirección del PDF que se firma (se abre en una pestaña nueva). */
export const urlDocumento = rutaDocumentoFirma;

export type FuncionFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Tiempo máximo de cada petición. */
export const TIEMPO_MAXIMO_MS = 30_000;

/** La petición con su cuerpo JSON (undefined si no lo es), o el fallo de red. */
const pedir = async (url: string, init: RequestInit, hacerFetch: FuncionFetch): Promise<{ estado: number; cuerpo: unknown } | FalloFirma> => {
  let r: Response;
  try {
    r = await hacerFetch(url, { ...init, signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS) });
  } catch {
    return fallo(null, MENSAJES_FIRMA.sinServidor);
  }
  let cuerpo: unknown;
  try {
    cuerpo = await r.json();
  } catch {
    cuerpo = undefined;
  }
  return { estado: r.status, cuerpo };
};

const esFallo = (x: { estado: number; cuerpo: unknown } | FalloFirma): x is FalloFirma => 'ok' in x;

/** Lo que se firma con este enlace. */
export const cargarFirma = async (token: string, hacerFetch: FuncionFetch = (u, i) => fetch(u, i)): Promise<ResultadoCarga> => {
  const r = await pedir(rutaFirma(token), { method: 'GET', headers: { Accept: 'application/json' } }, hacerFetch);
  return esFallo(r) ? r : leerCarga(r.estado, r.cuerpo);
};

/** Firma con este enlace. */
export const enviarFirma = async (token: string, peticion: PeticionFirma, hacerFetch: FuncionFetch = (u, i) => fetch(u, i)): Promise<ResultadoFirma> => {
  const r = await pedir(
    rutaFirma(token),
    { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(peticion) },
    hacerFetch,
  );
  return esFallo(r) ? r : leerFirma(r.estado, r.cuerpo);
};
