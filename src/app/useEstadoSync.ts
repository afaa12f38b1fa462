/** Estado de la sincronización (conexión, pendientes, fallidos, último pull…), al día con motor.estado$. */
import { useEffect, useState } from 'react';
import type { EstadoSync, MotorSync } from './cliente';
import { useVigia } from './VigiaProvider';

const useEstadoSyncDe = (motor: MotorSync): EstadoSync => {
  const [estado, setEstado] = useState<EstadoSync>(() => motor.estado);
  useEffect(() => {
    setEstado(motor.estado);
    const suscripcion = motor.estado$.subscribe(setEstado);
    return () => suscripcion.unsubscribe();
  }, [motor]);
  return estado;
};

/** El estado de la sincronización de la sesión abierta. */
export const useEstadoSync = (): EstadoSync => useEstadoSyncDe(useVigia().motor);
