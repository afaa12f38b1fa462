/**
 * `useEnviarCorreo`: llama a `correo.enviar` por JSON-RPC con el token de la sesión y devuelve el mensaje
 * de la respuesta. Necesita conexión: sin red responde 'No tienes conexión a internet.' sin intentarlo.
 */
import { useCallback } from 'react';
import { z } from '../../../replication/zod';
import { crearClienteRpc } from '../../../replication/cliente';
import { MENSAJES } from '../../../replication/errores';
import { useVigia } from '../../app/VigiaProvider';
import type { MensajeCorreo } from './correo';

const respuestaCorreo = z.object({ modo: z.enum(['smtp', 'bandeja']), mensaje: z.string() });

/** Envía un correo por el servidor y devuelve el mensaje de la respuesta para mostrarlo. */
export const useEnviarCorreo = (): ((m: MensajeCorreo) => Promise<string>) => {
  const { sesion } = useVigia();
  const token = sesion.token;
  return useCallback(
    async (m: MensajeCorreo) => {
      if (!navigator.onLine) throw new Error(MENSAJES.sinInternet);
      const rpc = crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 60_000 });
      const r = respuestaCorreo.parse(await rpc.llamar('correo.enviar', m));
      return r.mensaje;
    },
    [token],
  );
};
