/**
 * `useEnviarCorreo(origen)`: deja el correo en la bandeja de salida (`correo.enviarSync`, por la cola:
 * sin conexión también) colgado del registro del que habla, y devuelve su estado en vivo para el diálogo.
 * Lo envía el servidor cuando la subida llega (server/correo/cartero.ts).
 */
import { createElement, useCallback, type ReactNode } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import type { MensajeCorreo } from './correo';
import { EstadoCorreo } from './EstadoCorreo';

export interface OrigenCorreo {
  idtabla: number;
  id: string;
}

export const useEnviarCorreo = ({ idtabla, id }: OrigenCorreo): ((m: MensajeCorreo) => Promise<ReactNode>) => {
  const { motor } = useVigia();
  return useCallback(
    async (m: MensajeCorreo) => {
      const idcorreo = crypto.randomUUID();
      await motor.mutate('correo.enviarSync', { idcorreo, idtabla, id, para: m.para, asunto: m.asunto, cuerpo: m.cuerpo });
      return createElement(EstadoCorreo, { idcorreo });
    },
    [motor, idtabla, id],
  );
};
