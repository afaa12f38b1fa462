/** Estado de la sincronización (conexión, pendientes, fallidos, último pull…), al día con motor.estado$. */
import { useCallback, useSyncExternalStore } from 'react';
import type { EstadoSync, MotorSync } from '../../replication/cliente';
import { useVigia, useVigiaAbierta } from './VigiaProvider';

/**
 * `elegir(motor.estado)` al día con motor.estado$ (motor.estado es su último valor: el mismo objeto hasta que
 * emite otro); sin motor (la base aún se abre), lo que dé `sinMotor`.
 */
const useDelMotor = <V,>(motor: MotorSync | null, elegir: (e: EstadoSync) => V, sinMotor: () => V): V => {
  const suscribir = useCallback(
    (avisar: () => void) => {
      if (!motor) return () => undefined;
      const suscripcion = motor.estado$.subscribe(() => avisar());
      return () => suscripcion.unsubscribe();
    },
    [motor],
  );
  return useSyncExternalStore(suscribir, () => (motor ? elegir(motor.estado) : sinMotor()));
};

const entero = (e: EstadoSync): EstadoSync => e;
const nada = (): null => null;

/** El estado de la sincronización de la sesión abierta. */
export const useEstadoSync = (): EstadoSync => {
  const { motor } = useVigia();
  return useDelMotor(motor, entero, () => motor.estado);
};

/**
 * Un dato del estado de la sincronización (un valor simple: booleano, número, texto o null): la pantalla
 * solo se vuelve a pintar cuando ese dato cambia, no con cada aviso del motor (que llegan a menudo
 * mientras sube o baja).
 */
export const useDatoSync = <V extends string | number | boolean | null>(elegir: (e: EstadoSync) => V): V => {
  const { motor } = useVigia();
  return useDelMotor(motor, elegir, () => elegir(motor.estado));
};

/** Como `useDatoSync`, pero null mientras se abre la base (la cabecera, que no la espera). */
export const useDatoSyncSiAbierta = <V extends string | number | boolean | null>(elegir: (e: EstadoSync) => V): V | null =>
  useDelMotor<V | null>(useVigiaAbierta()?.motor ?? null, elegir, nada);
