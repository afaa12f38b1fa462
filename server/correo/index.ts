/** Métodos RPC del correo saliente, configurados desde el entorno (config.ts). */
import type { MetodoRpc } from '../rpc/tipos';
import { leerConfigCorreo } from './config';
import { crearEnviador } from './enviador';
import { metodoCorreoEnviar } from './metodo';

export const metodosCorreo = (entorno: Record<string, string | undefined> = process.env): MetodoRpc[] => [
  metodoCorreoEnviar(crearEnviador(leerConfigCorreo(entorno))),
];
