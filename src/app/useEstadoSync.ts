/** Estado de la sincronización (conexión, pendientes, fallidos, último pull…), al día con motor.estado$. */
import { useCallback, useSyncExternalStore } from 'react';
import type { EstadoSync, MotorSync } from './cliente';
import { useVigia } from './VigiaProvider';

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
