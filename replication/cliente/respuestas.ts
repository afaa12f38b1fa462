/**
 * Esquemas zod de las respuestas del servidor que el motor lee (sync.pull, sync.documentos,
 * token.refrescar): lo que llega por la red se comprueba antes de tocar la base de datos.
 */
import { z } from '../zod';
import { esColeccion, type Coleccion } from '../../schemas';
import type { RespuestaSyncDocumentos, RespuestaSyncPull, RespuestaTokenRefrescar } from '../metodos';

const coleccion = z.custom<Coleccion>((c) => typeof c === 'string' && esColeccion(c), { message: 'Colección desconocida' });

const docPull = z.object({ coleccion, doc: z.record(z.string(), z.unknown()) });
const eliminadoPull = z.object({ coleccion, id: z.string() });

export const respuestaSyncPull = z.object({
  documentos: z.array(docPull),
  eliminados: z.array(eliminadoPull),
  checkpoint: z.number().int().min(0),
  cursor: z.string().nullable(),
  hayMas: z.boolean(),
  resincronizar: z.boolean(),
}) satisfies z.ZodType<RespuestaSyncPull>;

export const respuestaSyncDocumentos = z.object({
  documentos: z.array(docPull),
  eliminados: z.array(eliminadoPull),
}) satisfies z.ZodType<RespuestaSyncDocumentos>;

export const respuestaTokenRefrescar = z.object({ token: z.string().min(1), expira: z.string().optional() }) satisfies z.ZodType<RespuestaTokenRefrescar>;
