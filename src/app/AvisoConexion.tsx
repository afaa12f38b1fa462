/**
 * Franja de estado bajo la cabecera cuando el motor informa de que no hay red ('No tienes conexión a
 * internet.') o de que el servidor no contesta ('No hay conexión con el servidor'). El trabajo sigue:
 * los cambios se guardan en el dispositivo y se suben al volver la conexión. Si el dispositivo no estaba
 * listo para trabajar sin conexión, dice qué falta (preparacion.tsx).
 */
import { MENSAJES } from '../../replication/errores';
import { usePreparacion } from './preparacion';
import { useEstadoSync } from './useEstadoSync';

export function AvisoConexion() {
  const { online, servidorAlcanzable } = useEstadoSync();
  const preparacion = usePreparacion();
  const mensaje = !online ? MENSAJES.sinInternet : !servidorAlcanzable ? MENSAJES.sinServidor : null;
  // Sin red y sin estar listo: qué falta, con su detalle (no un aviso genérico).
  const faltan = mensaje && preparacion && !preparacion.listo ? preparacion.elementos.filter((e) => e.estado === 'falta') : [];
  return (
    <div role="status" aria-live="polite" className={mensaje ? 'aviso-conexion' : undefined}>
      {mensaje && (
        <>
          <strong>{mensaje}</strong> <span>Los cambios se guardan en este dispositivo y se subirán al volver la conexión.</span>
        </>
      )}
      {faltan.length > 0 && (
        <div className="aviso-no-listo" data-testid="aviso-no-listo">
          <strong>El dispositivo no estaba listo para trabajar sin conexión. Falta:</strong>
          <ul>
            {faltan.map((e) => (
              <li key={e.id}>
                {e.etiqueta}: {e.detalle}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
