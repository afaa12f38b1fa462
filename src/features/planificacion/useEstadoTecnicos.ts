/**
 * La conexión de los técnicos vista desde el servidor (planificacion.estadoTecnicos), pedida al abrir,
 * cada REFRESCO_ESTADO_MS mientras la pestaña se ve, al volver la conexión y al volver a ella. Sin conexión
 * se conserva la última respuesta y se dice por qué no se refresca.
 */
import { useEffect, useMemo, useState } from 'react';
import { crearClienteRpc, ErrorRpc, ErrorTransporte } from '../../../replication/cliente';
import { MENSAJES } from '../../../replication/errores';
import { METODOS_EN_LINEA } from '../../../replication/metodos-en-linea';
import type { RespuestaEstadoTecnicos } from '../../../replication/planificacion';
import { useVigia } from '../../app/VigiaProvider';
import { REFRESCO_ESTADO_MS } from './planificacion';
import { TEXTOS_PLANIFICACION } from './planificacion.labels';

export interface EstadoTecnicosVista {
  datos: RespuestaEstadoTecnicos | null;
  error: string | null;
}

export function useEstadoTecnicos(): EstadoTecnicosVista {
  const { sesion } = useVigia();
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 15_000 }), [token]);
  const [estado, setEstado] = useState<EstadoTecnicosVista>({ datos: null, error: null });

  useEffect(() => {
    let vigente = true;
    const pedir = async (): Promise<void> => {
      // Con la pestaña oculta no se pregunta: se pregunta al volver a ella.
      if (document.visibilityState === 'hidden') return;
      if (!navigator.onLine) {
        setEstado((e) => ({ ...e, error: MENSAJES.sinInternet }));
        return;
      }
      try {
        const datos = await rpc.leer(METODOS_EN_LINEA.estadoTecnicos, {});
        if (vigente) setEstado({ datos, error: null });
      } catch (e) {
        if (!vigente) return;
        const mensaje = e instanceof ErrorRpc || e instanceof ErrorTransporte ? e.message : TEXTOS_PLANIFICACION.sinDatosServidor;
        setEstado((anterior) => ({ ...anterior, error: mensaje }));
      }
    };
    void pedir();
    const intervalo = setInterval(() => void pedir(), REFRESCO_ESTADO_MS);
    const alVolver = (): void => void pedir();
    window.addEventListener('online', alVolver);
    document.addEventListener('visibilitychange', alVolver);
    return () => {
      vigente = false;
      clearInterval(intervalo);
      window.removeEventListener('online', alVolver);
      document.removeEventListener('visibilitychange', alVolver);
    };
  }, [rpc]);

  return estado;
}
