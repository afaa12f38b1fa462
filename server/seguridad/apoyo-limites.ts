/**
 * Apoyo de las pruebas de límites por petición (limites.test.ts, carga.test.ts): llamadas JSON-RPC,
 * lectura de sus respuestas y adjuntos grandes subidos con fichero.subirSync (como el cliente).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { claveDe } from '../../schemas';
import type { RespuestaSyncPull } from '../../replication/metodos';
import type { ServidorDemo } from './servidor-demo';

export interface RespuestaRpc {
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

const esRespuesta = (x: unknown): x is RespuestaRpc => typeof x === 'object' && x !== null && !Array.isArray(x);

export const llamada = (id: number | string, method: string, params?: unknown): Record<string, unknown> =>
  ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

/** Las respuestas de un cuerpo JSON-RPC (una o un lote), comprobando su forma. */
export const respuestasDe = (cuerpo: unknown): RespuestaRpc[] => {
  const lista: unknown[] = Array.isArray(cuerpo) ? cuerpo : [cuerpo];
  return lista.map((x) => {
    if (!esRespuesta(x)) throw new Error(`Respuesta JSON-RPC no válida: ${JSON.stringify(x).slice(0, 200)}`);
    return x;
  });
};

export const esPull = (x: unknown): x is RespuestaSyncPull =>
  typeof x === 'object' && x !== null && 'documentos' in x && Array.isArray(x.documentos) && 'checkpoint' in x && typeof x.checkpoint === 'number';

/** Una llamada suelta por `inject`; lanza si no llega un resultado. */
export const resultado = async (s: ServidorDemo, token: string, method: string, params?: unknown): Promise<unknown> => {
  const r = await s.api(llamada(1, method, params), token);
  const [una] = respuestasDe(r.json());
  if (r.statusCode !== 200 || una?.result === undefined) throw new Error(`${method} sin resultado (${r.statusCode}): ${r.body.slice(0, 300)}`);
  return una.result;
};

/** Parámetros de sync.pull de una página de la descarga inicial. */
export interface PaginaPull {
  checkpoint: number;
  cursor: string | null;
  limite: number;
}

/**
 * La descarga entera del usuario desde 0: el checkpoint final, el primer parte que ve y los parámetros de su
 * página más grande (`mayor`). La primera página es corta (LIMITE_PRIMERA_PAGINA) y la que acaba las
 * pantallas iniciales también, así que las pruebas de respuestas grandes piden una de más adelante por su
 * cursor (la foto la sirve igual cada vez).
 */
export const descargaCompleta = async (s: ServidorDemo, token: string): Promise<{ checkpoint: number; idparte: string | null; mayor: PaginaPull }> => {
  let params: PaginaPull = { checkpoint: 0, cursor: null, limite: 5000 };
  let mayor = { params, documentos: -1 };
  let idparte: string | null = null;
  const clave = claveDe('partetrabajo');
  for (let pagina = 0; pagina < 100; pagina++) {
    const r = await resultado(s, token, 'sync.pull', params);
    if (!esPull(r)) throw new Error('sync.pull no devolvió una página');
    for (const d of r.documentos) {
      const id = d.doc[clave];
      if (idparte === null && d.coleccion === 'partetrabajo' && typeof id === 'string') idparte = id;
    }
    if (r.documentos.length > mayor.documentos) mayor = { params, documentos: r.documentos.length };
    if (!r.hayMas) return { checkpoint: r.checkpoint, idparte, mayor: mayor.params };
    params = { checkpoint: r.checkpoint, cursor: r.cursor, limite: 5000 };
  }
  throw new Error('sync.pull no termina');
};

/** Sube un adjunto de `bytes` bytes aleatorios a un parte, como lo haría el dispositivo; devuelve su id. */
export const subirFichero = async (s: ServidorDemo, token: string, idparte: string, bytes: number): Promise<string> => {
  const idfichero = randomUUID();
  const contenido = randomBytes(bytes).toString('base64');
  await resultado(s, token, 'fichero.subirSync', {
    idsync_upload: randomUUID(),
    creado: new Date().toISOString(),
    params: { doc: { idfichero, idtabla: 269, id: idparte, nombre: `prueba-${bytes}.bin`, tipo: 'application/octet-stream', tamano: bytes }, contenido },
  });
  return idfichero;
};

/** Percentil (0–100) de una lista de duraciones, por el método del rango más cercano. */
export const percentil = (valores: readonly number[], p: number): number => {
  if (valores.length === 0) return Number.NaN;
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.max(0, Math.ceil((p / 100) * orden.length) - 1))] ?? Number.NaN;
};
