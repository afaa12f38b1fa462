/**
 * Cómo va un correo de la bandeja de salida, en vivo: pendiente (sin red: se enviará al volver),
 * enviado, en la bandeja del servidor o fallido con el motivo. El documento lo actualiza el servidor y
 * llega por el motor de sincronización.
 */
import type { DocDe } from '../../../schemas';
import { textoEnvio } from '../../../replication/correo';
import { useEnLinea } from '../../app/useEnLinea';
import { usePorIds } from '../../app/usePorIds';

const CLASE = { pendiente: 'alerta alerta-aviso', enviado: 'alerta alerta-exito', bandeja: 'alerta alerta-exito', fallido: 'alerta alerta-error' } as const;

/** El estado de un correo ya leído. */
export function EtiquetaEnvio({ correo }: { correo: Pick<DocDe<'correo'>, 'envio' | 'error' | 'intentos'> }) {
  const enLinea = useEnLinea();
  return <span className={CLASE[correo.envio]}>{textoEnvio(correo, enLinea)}</span>;
}

/** El estado de un correo por su id (el que se acaba de dejar en la bandeja de salida). */
export function EstadoCorreo({ idcorreo }: { idcorreo: string }) {
  const correo = usePorIds('correo', [idcorreo])?.get(idcorreo);
  return correo ? <EtiquetaEnvio correo={correo} /> : null;
}
