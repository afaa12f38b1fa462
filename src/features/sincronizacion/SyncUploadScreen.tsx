/**
 * Detalle de una entrada de la cola de subida: qué se cambió, cuántas veces se intentó y, si falló, el
 * motivo del servidor. 'Reintentar' la vuelve a poner en la cola; 'Descartar' la quita (el dispositivo
 * vuelve a la versión del servidor de esos documentos).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearFechaHora } from '../../lib/formato';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { useSnackbar } from '../../ui/Snackbar';
import { describirDocumento, describirMetodo } from './metodos';
import { etiquetasEstadoSyncUpload } from './sincronizacion.labels';

export interface SyncUploadScreenProps {
  idsync_upload: string;
}

export function SyncUploadScreen({ idsync_upload }: SyncUploadScreenProps) {
  const { db, motor } = useVigia();
  const navigate = useNavigate();
  const { mostrar } = useSnackbar();
  const { resultado: entrada, cargando } = useRxQuery(() => db.syncupload.findOne(idsync_upload), [db, idsync_upload]);
  const [confirmando, setConfirmando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Mientras se descarta, la entrada desaparece de la base de datos antes de volver a la lista.
  const [descartando, setDescartando] = useState(false);

  if (cargando && entrada === undefined) {
    return (
      <div className="pantalla">
        <p className="cargando" role="status">
          Cargando el cambio…
        </p>
      </div>
    );
  }

  if (!entrada) {
    return (
      <div className="pantalla">
        <h1>Cambio pendiente</h1>
        <p className="vacio">{descartando ? 'Este cambio se ha descartado' : 'Este cambio ya se ha subido'}</p>
        <p>
          <Link to="/sincronizacion/sync-uploads">Volver a la cola de subida</Link>
        </p>
      </div>
    );
  }

  const reintentar = async () => {
    setOcupado(true);
    setError(null);
    try {
      await motor.reintentar(idsync_upload);
      mostrar({ mensaje: 'El cambio vuelve a estar en la cola de subida' });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setOcupado(false);
    }
  };

  const descartar = async () => {
    setOcupado(true);
    setDescartando(true);
    setError(null);
    try {
      await motor.descartar(idsync_upload);
      setConfirmando(false);
      mostrar({ mensaje: 'Cambio descartado' });
      await navigate({ to: '/sincronizacion/sync-uploads' });
    } catch (err) {
      setDescartando(false);
      setConfirmando(false);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div className="pantalla">
      <p className="migas">
        <Link to="/sincronizacion/">Sincronización</Link>
        <span aria-hidden="true"> › </span>
        <Link to="/sincronizacion/sync-uploads">Cola de subida</Link>
      </p>
      <h1>Cambio pendiente</h1>
      {error && (
        <div role="alert" className="alerta alerta-error">
          {error}
        </div>
      )}
      <section className="tarjeta" aria-label="Datos del cambio">
        <dl className="detalle">
          <div>
            <dt>Estado</dt>
            <dd>
              <span className={`etiqueta etiqueta-cola-${entrada.estado}`}>{etiquetasEstadoSyncUpload[entrada.estado]}</span>
            </dd>
          </div>
          <div>
            <dt>Método</dt>
            <dd>
              {describirMetodo(entrada.metodo)} <code className="metodo">{entrada.metodo}</code>
            </dd>
          </div>
          <div>
            <dt>Creado</dt>
            <dd>{formatearFechaHora(entrada.creado)}</dd>
          </div>
          <div>
            <dt>Intentos</dt>
            <dd>{formatearEntero(entrada.intentos)}</dd>
          </div>
          <div className="detalle-ancho">
            <dt>Documentos</dt>
            <dd>
              {entrada.documentos.length === 0 ? (
                '—'
              ) : (
                <ul className="lista-simple">
                  {entrada.documentos.map((ref) => (
                    <li key={ref}>{describirDocumento(ref)}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div className="detalle-ancho">
            <dt>Parámetros</dt>
            <dd>
              <pre className="json">{JSON.stringify(entrada.params, null, 2)}</pre>
            </dd>
          </div>
          <div className="detalle-ancho">
            <dt>Error</dt>
            <dd className={entrada.error ? 'texto-error' : undefined}>{entrada.error ?? '—'}</dd>
          </div>
        </dl>
      </section>
      <div className="botonera">
        {entrada.estado === 'fallido' && (
          <button type="button" className="boton boton-primario" onClick={() => void reintentar()} disabled={ocupado}>
            Reintentar
          </button>
        )}
        <button type="button" className="boton boton-peligro" onClick={() => setConfirmando(true)} disabled={ocupado}>
          Descartar
        </button>
      </div>
      <DialogoConfirmacion abierto={confirmando} ocupado={ocupado} alAceptar={() => void descartar()} alCancelar={() => setConfirmando(false)}>
        <p>¿Descartar este cambio? Se perderá y no se subirá al servidor.</p>
      </DialogoConfirmacion>
    </div>
  );
}
