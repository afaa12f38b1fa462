/**
 * Service worker en modo 'prompt': cuando hay una versión nueva de la app se ofrece con el aviso
 * 'Hay una nueva versión disponible' y el botón 'Actualizar ahora' (no se recarga sola: un técnico
 * puede estar a mitad de un formulario).
 */
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useSnackbar } from '../ui/Snackbar';

/** Cada cuánto se comprueba si hay versión nueva con la app abierta. */
const COMPROBAR_CADA_MS = 60 * 60 * 1000;

export function ActualizacionPwa() {
  const { mostrar } = useSnackbar();
  const {
    needRefresh: [hayVersionNueva],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registro) {
      if (!registro) return;
      window.setInterval(() => {
        if (navigator.onLine) void registro.update().catch(() => undefined);
      }, COMPROBAR_CADA_MS);
    },
  });

  useEffect(() => {
    if (!hayVersionNueva) return;
    mostrar({
      mensaje: 'Hay una nueva versión disponible',
      accion: { etiqueta: 'Actualizar ahora', alPulsar: () => void updateServiceWorker(true) },
    });
  }, [hayVersionNueva, mostrar, updateServiceWorker]);

  return null;
}
