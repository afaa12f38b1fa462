/** Estado de la sincronización (conexión, pendientes, fallidos, último pull…), al día con motor.estado$. */
import { useCallback, useSyncExternalStore } from 'react';
import type { EstadoSync, MotorSync } from '../../replication/cliente';
import { useVigia, useVigiaAbierta } from './VigiaProvider';

const useEstadoSyncDe = (motor: MotorSync): EstadoSync => {
  // motor.estado es el último valor de motor.estado$ (el mismo objeto hasta que emite otro).
  const suscribir = useCallback(
    (avisar: () => void) => {
      const suscripcion = motor.estado$.subscribe(() => avisar());
      return () => suscripcion.unsubscribe();
    },
    [motor],
  );
  return useSyncExternalStore(suscribir, () => motor.estado);
};

/** El estado de la sincronización de la sesión abierta. */
export const useEstadoSync = (): EstadoSync => useEstadoSyncDe(useVigia().motor);

/**
 * Un dato del estado de la sincronización (un valor simple: booleano, número, texto o null): la pantalla
 * solo se vuelve a pintar cuando ese dato cambia, no con cada aviso del motor (que llegan a menudo
 * mientras sube o baja).
 */
export const useDatoSync = <V extends string | number | boolean | null>(elegir: (e: EstadoSync) => V): V => {
  const { motor } = useVigia();
  const suscribir = useCallback(
    (avisar: () => void) => {
      const suscripcion = motor.estado$.subscribe(() => avisar());
      return () => suscripcion.unsubscribe();
    },
    [motor],
  );
  return useSyncExternalStore(suscribir, () => elegir(motor.estado));
};

const sinMotor = (): (() => void) => () => undefined;

/** Como `useDatoSync`, pero null mientras se abre la base (la cabecera, que no la espera). */
export const useDatoSyncSiAbierta = <V extends string | number | boolean | null>(elegir: (e: EstadoSync) => V): V | null => {
  const motor = useVigiaAbierta()?.motor ?? null;
  const suscribir = useCallback(
    (avisar: () => void) => {
      if (!motor) return sinMotor();
      const suscripcion = motor.estado$.subscribe(() => avisar());
      return () => suscripcion.unsubscribe();
    },
    [motor],
  );
  return useSyncExternalStore(suscribir, () => (motor ? elegir(motor.estado) : null));
};
