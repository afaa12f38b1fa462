/**
 * Service worker en modo 'prompt': cuando hay una versión nueva de la app se ofrece con el aviso
 * 'Hay una nueva versión disponible' y el botón 'Actualizar ahora' (no se recarga sola: un técnico
 * puede estar a mitad de un formulario). Si al pulsarlo hay un formulario con cambios sin guardar
 * (formularios-sucios.ts), se pide 'Confirmación' antes de recargar. Activar y recargar: activar-version.ts.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { DialogoConfirmacionDiferido } from '../ui/DialogoConfirmacionDiferido';
import { useSnackbar } from '../ui/Snackbar';
import { activarVersionNueva } from './activar-version';
import { hayFormulariosSucios } from './formularios-sucios';

/** Cada cuánto se comprueba si hay versión nueva con la app abierta. */
const COMPROBAR_CADA_MS = 60 * 60 * 1000;

export const MENSAJE_VERSION_NUEVA = 'Hay una nueva versión disponible';
export const ACCION_ACTUALIZAR = 'Actualizar ahora';

export function ActualizacionPwa() {
  const { mostrar } = useSnackbar();
  const [confirmando, setConfirmando] = useState(false);
  const [actualizando, setActualizando] = useState(false);
  const {
    needRefresh: [hayVersionNueva],
    updateServiceWorker,
  } = useRegisterSW({
    // Se registra ya al abrir la app (también en la entrada), sin esperar al evento 'load': así termina de
    // guardar el armazón y todos los chunks cuanto antes, idealmente antes de que acabe la primera descarga.
    immediate: true,
    onRegisteredSW(_url, registro) {
      if (!registro) return;
      window.setInterval(() => {
        if (navigator.onLine) void registro.update().catch(() => undefined);
      }, COMPROBAR_CADA_MS);
    },
  });

  const actualizar = useCallback(() => {
    setActualizando(true);
    activarVersionNueva({ contenedor: navigator.serviceWorker, recargar: () => window.location.reload(), pedir: () => updateServiceWorker(true) });
  }, [updateServiceWorker]);

  const ofrecer = useCallback(() => {
    mostrar({
      mensaje: MENSAJE_VERSION_NUEVA,
      accion: { etiqueta: ACCION_ACTUALIZAR, alPulsar: () => (hayFormulariosSucios() ? setConfirmando(true) : actualizar()) },
    });
  }, [mostrar, actualizar]);

  useEffect(() => {
    if (hayVersionNueva) ofrecer();
  }, [hayVersionNueva, ofrecer]);

  // Sin versión nueva no hay nada que confirmar: el diálogo (y los modales de react-aria) no se pide, y la
  // pantalla de entrada no lo descarga. Con sesión, la cabecera ya lo ha cargado.
  if (!hayVersionNueva) return null;
  return (
    <DialogoConfirmacionDiferido
      abierto={confirmando}
      ocupado={actualizando}
      alAceptar={actualizar}
      alCancelar={() => {
        setConfirmando(false);
        ofrecer();
      }}
    >
      <p>Hay un formulario con cambios sin guardar. Si actualizas ahora, esos cambios se perderán.</p>
      <p>¿Quieres actualizar de todos modos?</p>
    </DialogoConfirmacionDiferido>
  );
}
