/** ¿Hay red? `navigator.onLine`, en vivo con los eventos 'online' y 'offline' de la ventana. */
import { useSyncExternalStore } from 'react';

const suscribir = (avisar: () => void): (() => void) => {
  window.addEventListener('online', avisar);
  window.addEventListener('offline', avisar);
  return () => {
    window.removeEventListener('online', avisar);
    window.removeEventListener('offline', avisar);
  };
};

export const useEnLinea = (): boolean => useSyncExternalStore(suscribir, () => navigator.onLine, () => true);
