/**
 * Sincronización: conexión, cambios por subir, fallidos, la entrada más antigua, la última descarga,
 * el error transitorio si lo hay y el progreso de la descarga. 'Sincronizar ahora' (useAccion) sube y
 * baja al momento (si esta pestaña no es la que sincroniza, se lo pide a la que lo es); está ocupado
 * (aria-busy) también mientras el motor sube o baja por su cuenta. 'Trabajar sin conexión' dice si el
 * dispositivo está listo y qué falta (preparacion/).
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { estimarAlmacenamiento } from '../../../replication/cliente';
import { useEstadoSync } from '../../app/useEstadoSync';
import { useVigia } from '../../app/VigiaProvider';
import { formatearBytes, formatearEntero, formatearFechaHora } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { SeccionPreparacion } from './preparacion/SeccionPreparacion';

interface Almacenamiento {
  usado: number | null;
  disponible: number | null;
  persistente: boolean | null;
}

const useAlmacenamiento = (): Almacenamiento | null => {
  const [datos, setDatos] = useState<Almacenamiento | null>(null);
  useEffect(() => {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage?.estimate) return;
    let vigente = true;
    void Promise.all([estimarAlmacenamiento(), storage.persisted ? storage.persisted() : Promise.resolve(null)]).then(
      ([estimacion, persistente]) => {
        if (vigente) setDatos({ ...estimacion, persistente });
      },
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, []);
  return datos;
};

export function SincronizacionScreen() {
  const { motor } = useVigia();
  const estado = useEstadoSync();
  const almacenamiento = useAlmacenamiento();
  const sincronizar = useAccion({ ejecutar: () => motor.sincronizarAhora() });
  const ocupado = sincronizar.ocupado || estado.subiendo || estado.bajando;

  return (
    <div className="pantalla">
      <h1>Sincronización</h1>

      <section className="tarjeta" aria-labelledby="sync-estado">
        <h2 id="sync-estado" className="solo-lectores">
          Estado
        </h2>
        <p className={`estado-conexion ${estado.online ? 'estado-conexion-si' : 'estado-conexion-no'}`}>
          <span className="punto" aria-hidden="true" />
          {estado.online ? 'Con conexión' : 'Sin conexión'}
        </p>
        {/* El error de 'Sincronizar ahora' va junto al botón; el del motor, aquí (si no hay aquel). */}
        {sincronizar.error === null && estado.error && (
          <div role="alert" className="alerta alerta-error">
            {estado.error}
          </div>
        )}
        {estado.errorCola && (
          <div role="alert" className="alerta alerta-error" data-testid="sync-error-cola">
            {estado.errorCola}
          </div>
        )}
        {estado.progresoDescarga && (
          <div className="descarga">
            <progress aria-label="Descarga en curso" />
            <p role="status">Descargando datos… {formatearEntero(estado.progresoDescarga.recibidos)} documentos recibidos</p>
          </div>
        )}
        <dl className="detalle detalle-cifras">
          <div>
            <dt>Cambios por subir</dt>
            <dd data-testid="sync-pendientes">{estado.pendientes}</dd>
          </div>
          <div>
            <dt>Fallidos</dt>
            <dd data-testid="sync-fallidos" className={estado.fallidos > 0 ? 'texto-error' : undefined}>
              {estado.fallidos}
            </dd>
          </div>
          <div>
            <dt>Cambio más antiguo sin subir</dt>
            <dd data-testid="sync-mas-antiguo">{estado.masAntiguo ? formatearFechaHora(estado.masAntiguo) : '—'}</dd>
          </div>
          <div>
            <dt>Última descarga</dt>
            <dd data-testid="sync-ultimo-pull">{estado.ultimoPull ? formatearFechaHora(estado.ultimoPull) : 'Nunca'}</dd>
          </div>
          <div>
            <dt>Última subida</dt>
            <dd>{estado.ultimaSubida ? formatearFechaHora(estado.ultimaSubida) : 'Nunca'}</dd>
          </div>
          <div>
            <dt>Avisos en vivo</dt>
            <dd data-testid="sync-en-vivo">{estado.enVivo ? 'Conectados' : 'Sin conectar: se reintenta'}</dd>
          </div>
          <div>
            <dt>Pestaña que sincroniza</dt>
            <dd>{estado.lider ? 'Esta pestaña' : 'Otra pestaña'}</dd>
          </div>
        </dl>
        <div className="botonera">
          <button className="boton boton-primario" {...sincronizar.boton()} aria-busy={ocupado}>
            Sincronizar ahora
          </button>
          <Link to="/sincronizacion/sync-uploads" className="boton">
            Cola de subida
          </Link>
        </div>
        {sincronizar.aviso}
        {ocupado && (
          <p className="nota" role="status">
            {estado.subiendo ? 'Subiendo cambios…' : estado.bajando ? 'Bajando cambios…' : 'Sincronizando…'}
          </p>
        )}
      </section>

      <SeccionPreparacion />

      {almacenamiento && (
        <section className="tarjeta" aria-labelledby="sync-almacenamiento">
          <h2 id="sync-almacenamiento">Almacenamiento del dispositivo</h2>
          <dl className="detalle">
            <div>
              <dt>Espacio usado</dt>
              <dd>
                {almacenamiento.usado === null ? '—' : formatearBytes(almacenamiento.usado)}
                {almacenamiento.disponible !== null && ` de ${formatearBytes(almacenamiento.disponible)}`}
              </dd>
            </div>
            <div>
              <dt>Almacenamiento persistente</dt>
              <dd>{almacenamiento.persistente === null ? '—' : almacenamiento.persistente ? 'Sí' : 'No: el navegador podría borrar los datos si le falta espacio'}</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
