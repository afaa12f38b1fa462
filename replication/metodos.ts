/**
 * Métodos RPC que no son mutaciones (lectura, sesión, sincronización): sus nombres y los esquemas zod de
 * sus parámetros y respuestas. Cada método se declara una vez en metodos-en-linea.ts con estos esquemas;
 * el cliente (rpc.leer) y el servidor (server/rpc/implementar.ts) se tipan y validan con la declaración.
 * Las mutaciones están en mutadores/.
 */
import { z } from './zod';
import { esColeccion, type Coleccion } from '../schemas';
import { zInstante } from './fechas-validas';

export const METODOS = {
  parametroSelect: 'parametro.select',
  tokenRefrescar: 'token.refrescar',
  syncPull: 'sync.pull',
  syncEstado: 'sync.estado',
  syncDocumentos: 'sync.documentos',
  syncHistorial: 'sync.historial',
  syncDesalojar: 'sync.desalojar',
  sesionCerrar: 'sesion.cerrar',
  tokenRevocar: 'token.revocar',
  cambiarContrasena: 'usuario.cambiarContrasena',
  ficheroContenido: 'fichero.contenido',
  partesDisponibles: 'parteTrabajo.disponibles',
} as const;

export const paramsParametroSelect = z.object({ claves: z.array(z.string().max(60)).max(500).optional() }).optional();
export const respuestaParametroSelect = z.array(z.object({ clave: z.string(), valor: z.string() }));
export type RespuestaParametroSelect = z.infer<typeof respuestaParametroSelect>;

/**
 * Documentos por página de sync.pull como mucho. El motor pide siempre páginas de este tamaño: a escala
 * 100 (133.000 documentos de un técnico, 794.000 del supervisor) las páginas de 1.000 ponían el coste fijo
 * de cada una (ida y vuelta, validación, cerrojo, checkpoint) por encima del de escribir los documentos.
 */
export const LIMITE_PULL_MAXIMO = 5000;

/** Un mes de historia, 'AAAA-MM' (issue 32: el conjunto de trabajo por tiempo, server/sync/ambito.ts). */
export const zMes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'El mes debe tener la forma AAAA-MM');

/** Meses de historia que un dispositivo puede tener pedidos a la vez, además de los de su ventana. */
export const MAX_MESES_HISTORIAL = 36;

/** Colecciones que un dispositivo puede tener suscritas a la vez (sync.pull `suscripciones`). */
export const MAX_SUSCRIPCIONES = 200;

/** Registros de una colección de los que un dispositivo puede tener suscrito lo suyo a la vez (sync.pull `padres`, decisión 90). */
export const MAX_PADRES = 500;

/** Lo suscrito por registro padre, agrupado por la colección que baja de él ('materialsistema' → ids de sistemas). */
export const zPadres = z.array(z.object({ coleccion: z.string().max(40), ids: z.array(z.string().min(1).max(36)).max(MAX_PADRES) }).strict()).max(20);

export const paramsSyncPull = z.object({
  /** Último número de secuencia recibido (0 = primera descarga). */
  checkpoint: z.number().int().min(0),
  /**
   * Cursor opaco de la primera descarga (foto de las tablas por páginas); el cliente devuelve tal cual
   * el que recibió, o null. Cuando la foto termina llega null y a partir de ahí se sigue el registro de
   * cambios desde `checkpoint`.
   */
  cursor: z.string().max(500).nullable().optional(),
  /** Máximo de cambios por página (sin él, 1.000; el motor pide LIMITE_PULL_MAXIMO). */
  limite: z.number().int().min(1).max(LIMITE_PULL_MAXIMO).optional(),
  /** Meses de historia anteriores a la ventana que el dispositivo tiene pedidos (sync.historial): también bajan. */
  historial: z.array(zMes).max(MAX_MESES_HISTORIAL).optional(),
  /**
   * Colecciones de historia bajo demanda (`bajoDemanda` de la respuesta) que una pantalla del dispositivo
   * tiene suscritas: de ellas también baja la ventana. Las que no son bajo demanda para el usuario no cambian nada.
   */
  suscripciones: z.array(z.string().max(40)).max(MAX_SUSCRIPCIONES).optional(),
  /**
   * De las colecciones bajo demanda por registro (`porPadre` de la respuesta, decisión 90), los registros
   * padre que una pantalla del dispositivo tiene suscritos: de esas colecciones baja solo lo suyo.
   */
  padres: zPadres.optional(),
});
export type ParamsSyncPull = z.infer<typeof paramsSyncPull>;

const coleccion = z.custom<Coleccion>((c) => typeof c === 'string' && esColeccion(c), { message: 'Colección desconocida' });

export const docPull = z.object({ coleccion, doc: z.record(z.string(), z.unknown()) });
export type DocPull = z.infer<typeof docPull>;
export const eliminadoPull = z.object({ coleccion, id: z.string() });
export type EliminadoPull = z.infer<typeof eliminadoPull>;

export const respuestaSyncPull = z.object({
  /** Documentos nuevos o cambiados dentro del ámbito del usuario. */
  documentos: z.array(docPull),
  /** Documentos borrados o que han salido del ámbito del usuario. */
  eliminados: z.array(eliminadoPull),
  checkpoint: z.number().int().min(0),
  cursor: z.string().nullable(),
  hayMas: z.boolean(),
  /** El checkpoint es más viejo que el registro de cambios conservado: hay que vaciar y volver a bajar todo. */
  resincronizar: z.boolean(),
  /** Los meses de historia de la ventana del usuario hoy (del más antiguo al actual): lo que el dispositivo guarda sin pedirlo. */
  ventana: z.array(zMes).optional(),
  /** Las colecciones cuya historia de la ventana baja solo suscrita (decisión 78): la oficina, las rondas. */
  bajoDemanda: z.array(z.string()).optional(),
  /**
   * Las colecciones que bajan solo por registro padre suscrito (decisión 90: el material de cada sistema para
   * la oficina), con el campo que las une a su padre.
   */
  porPadre: z.array(z.object({ coleccion: z.string(), campo: z.string(), padre: z.string() })).optional(),
});
export type RespuestaSyncPull = z.infer<typeof respuestaSyncPull>;

/** Estado del dispositivo que el cliente declara al servidor (pendientes, más antiguo) para el planificador. */
export const paramsSyncEstado = z.object({
  pendientes: z.number().int().min(0),
  masAntiguo: zInstante.nullable(),
});
export type ParamsSyncEstado = z.infer<typeof paramsSyncEstado>;
export const respuestaSyncEstado = z.object({
  /** Instante (ISO) en que el servidor anotó el contacto. */
  registrado: z.string(),
});
export type RespuestaSyncEstado = z.infer<typeof respuestaSyncEstado>;

/** token.refrescar y sesion.cerrar no llevan parámetros. */
export const sinParametros = z.object({}).optional();

export const respuestaTokenRefrescar = z.object({
  token: z.string().min(1),
  /** Hasta cuándo vale el token (ISO); los servidores anteriores no lo mandan. */
  expira: z.string().optional(),
});
export type RespuestaTokenRefrescar = z.infer<typeof respuestaTokenRefrescar>;

/** sesion.cerrar: si el token de la petición seguía vivo y se ha revocado. */
export const respuestaSesionCerrar = z.object({ cerrada: z.boolean() });

/** token.revocar: todos los tokens de un usuario (permiso usuario.editar). */
export const paramsTokenRevocar = z.object({ idusuario: z.string().min(1).max(36) });
export const respuestaTokenRevocar = z.object({ revocados: z.number().int().min(0) });

/** usuario.cambiarContrasena: el usuario de la sesión cambia la suya (server/auth/contrasena.ts). */
export const paramsCambiarContrasena = z.object({
  actual: z.string().min(1).max(200),
  nueva: z.string().max(200),
});
export const respuestaCambiarContrasena = z.object({
  cambiada: z.literal(true),
  /** Tokens de otras sesiones del usuario que se han revocado. */
  revocados: z.number().int().min(0),
});
export type RespuestaCambiarContrasena = z.infer<typeof respuestaCambiarContrasena>;

/**
 * sync.documentos: el estado actual en el servidor de unos documentos concretos ('coleccion:id'), dentro
 * del ámbito del usuario. El cliente lo usa al descartar una entrada de la cola: vuelve a la versión
 * del servidor y reaplica encima lo que siga pendiente.
 */
export const paramsSyncDocumentos = z.object({ refs: z.array(z.string().min(3).max(80)).max(1000) });
export type ParamsSyncDocumentos = z.infer<typeof paramsSyncDocumentos>;
export const respuestaSyncDocumentos = z.object({
  documentos: z.array(docPull),
  /** Los que no existen en el servidor o no están en el ámbito del usuario. */
  eliminados: z.array(eliminadoPull),
});
export type RespuestaSyncDocumentos = z.infer<typeof respuestaSyncDocumentos>;

/**
 * sync.historial: la historia de un mes anterior a la ventana (lo cerrado de ese mes en el ámbito del
 * usuario), por páginas con un cursor como la primera descarga. El dispositivo la guarda con caducidad y la
 * pide después en cada sync.pull (`historial`) para que siga viva.
 */
export const paramsSyncHistorial = z.object({
  /** El mes; sin él, `padre` (lo que cuelga de un registro, decisión 90). */
  mes: zMes.optional(),
  /**
   * Solo esta colección de historia bajo demanda y sus herederas (la suscripción de una pantalla de la
   * oficina, decisión 78); sin ella, toda la historia de ese mes.
   */
  coleccion: z.string().max(40).optional(),
  /**
   * Sin mes: lo que de una colección bajo demanda por registro (`coleccion`) cuelga de este registro padre
   * (el material de un sistema; decisión 90), todo lo que el usuario baja de él, sin ventana.
   */
  padre: z.string().min(1).max(36).optional(),
  cursor: z.string().max(500).nullable().optional(),
  limite: z.number().int().min(1).max(LIMITE_PULL_MAXIMO).optional(),
});
export type ParamsSyncHistorial = z.infer<typeof paramsSyncHistorial>;
export const respuestaSyncHistorial = z.object({
  documentos: z.array(docPull),
  /** null: no hay más páginas de ese mes. */
  cursor: z.string().nullable(),
});
export type RespuestaSyncHistorial = z.infer<typeof respuestaSyncHistorial>;

/**
 * sync.desalojar: qué documentos tiene que quitar el dispositivo al dejar unos meses de historia (han
 * salido de su ventana o ha caducado lo que pidió): los de esos meses que no siguen en su conjunto (la
 * ventana de hoy y los meses de `historial` que conserva). Por páginas con un cursor.
 */
export const paramsSyncDesalojar = z.object({
  meses: z.array(zMes).min(1).max(MAX_MESES_HISTORIAL + 12),
  historial: z.array(zMes).max(MAX_MESES_HISTORIAL),
  /** Las colecciones bajo demanda que el dispositivo sigue teniendo suscritas (conservan la ventana). */
  suscripciones: z.array(z.string().max(40)).max(MAX_SUSCRIPCIONES).optional(),
  cursor: z.string().max(200).nullable().optional(),
});
export type ParamsSyncDesalojar = z.infer<typeof paramsSyncDesalojar>;
export const respuestaSyncDesalojar = z.object({
  eliminados: z.array(eliminadoPull),
  cursor: z.string().nullable(),
});
export type RespuestaSyncDesalojar = z.infer<typeof respuestaSyncDesalojar>;

/**
 * fichero.contenido: el contenido (base64) de un fichero que el usuario puede ver. El dispositivo lo pide
 * cuando abre un adjunto que no tiene; sin conexión, la pantalla dice 'El fichero no está disponible'.
 */
export const paramsFicheroContenido = z.object({ idfichero: z.string().min(1).max(36) });
export const respuestaFicheroContenido = z.object({ idfichero: z.string(), tipo: z.string(), contenido: z.string() });
export type RespuestaFicheroContenido = z.infer<typeof respuestaFicheroContenido>;

/**
 * parteTrabajo.disponibles: partes pendientes de la delegación del técnico que no están en su dispositivo
 * (para 'Descargar'), los 50 más próximos, filtrados por número, descripción o cliente.
 */
export const paramsPartesDisponibles = z.object({ texto: z.string().max(100).optional() });
export const partesDisponibles = z.array(z.object({
  idparte_trabajo: z.string(), numero: z.string(), fecha: z.string(), descripcion: z.string(), cliente: z.string().nullable(),
}));
export type PartesDisponibles = z.infer<typeof partesDisponibles>;
