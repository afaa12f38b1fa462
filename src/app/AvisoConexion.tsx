/**
 * Franja de estado bajo la cabecera cuando el motor informa de que no hay red ('No tienes conexión a
 * internet.') o de que el servidor no contesta ('No hay conexión con el servidor'). El trabajo sigue:
 * los cambios se guardan en el dispositivo y se suben al volver la conexión.
 */
import { MENSAJES } from '../../replication/errores';
import { useEstadoSync } from './useEstadoSync';

export function AvisoConexion() {
  const { online, servidorAlcanzable } = useEstadoSync();
  const mensaje = !online ? MENSAJES.sinInternet : !servidorAlcanzable ? MENSAJES.sinServidor : null;
  return (
    <div role="status" aria-live="polite" className={mensaje ? 'aviso-conexion' : undefined}>
      {mensaje && (
        <>
          <strong>{mensaje}</strong> <span>Los cambios se guardan en este dispositivo y se subirán al volver la conexión.</span>
        </>
      )}
    </div>
  );
}
