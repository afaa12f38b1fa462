/**
 * El correo saliente del servidor: el enviador (SMTP o la carpeta de la bandeja, config.ts) y el cartero
 * que vacía la bandeja de salida de la app (cartero.ts). Los correos los encola la app con
 * `correo.enviarSync` (replication/mutadores/correo.ts); no hay otro camino para mandarlos.
 */
import type { Db } from '../db/tipos';
import { crearCartero, type Cartero, type OpcionesCartero } from './cartero';
import { leerConfigCorreo } from './config';
import { crearEnviador } from './enviador';

export { crearCartero, MAX_INTENTOS, MENSAJE_RECHAZADO, type Cartero, type OpcionesCartero } from './cartero';
export { crearEnviador, type Enviador } from './enviador';

/** El cartero con el enviador que dice el entorno (SMTP_HOST…, OUTBOX_DIR). */
export const carteroDelEntorno = (db: Db, entorno: Record<string, string | undefined> = process.env, opciones: OpcionesCartero = {}): Cartero =>
  crearCartero(db, crearEnviador(leerConfigCorreo(entorno)), opciones);
