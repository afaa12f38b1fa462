/**
 * Cola de subida: una fila por entrada, en el orden en que se subirán, con lo que se hizo ('Nota
 * añadida'), sobre qué registro ('Parte PT-000200', leído de la base local), su estado y, si el servidor
 * la rechazó, su motivo. 'Exportar cola' (useAccion) guarda la cola como fichero JSON (copia de seguridad).
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { sinRetiradas } from '../../../replication/cliente';
import { useReferencias } from '../../app/useReferencias';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { descargarBlob } from '../../lib/descarga';
import { formatearFechaHora, selloFichero } from '../../lib/formato';
import { clavePedido } from '../../lib/referencias';
import { useAccion } from '../../ui/accion/useAccion';
import { describirCambio } from './metodos';
import { etiquetasEstadoSyncUpload } from './sincronizacion.labels';

export function SyncUploadsScreen() {
  const { db, motor, sesion } = useVigia();
  const { resultado: todas, cargando, error } = useRxQuery(() => db.syncupload.find({ sort: [{ orden: 'asc' }] }), [db]);
  // Sin las retiradas que aún no se han podido borrar (cuota llena): ya no son de la cola.
  const entradas = useMemo(() => (todas ? sinRetiradas(db, todas) : todas), [db, todas]);
  const descripciones = useMemo(
    () => new Map((entradas ?? []).map((e) => [e.idsync_upload, describirCambio(e.metodo, e.params)])),
    [entradas],
  );
  const registros = useMemo(() => [...descripciones.values()].flatMap((d) => (d.registro ? [d.registro] : [])), [descripciones]);
  const referencias = useReferencias(registros);
  const exportar = useAccion({
    ejecutar: async () => {
      const blob = await motor.exportarCola();
      descargarBlob(blob, `vigia-cola-${sesion.usuario.login.replace(/[^a-z0-9_-]/gi, '_')}-${selloFichero(new Date())}.json`);
    },
  });

  return (
    <div className="pantalla">
      <p className="migas">
        <Link to="/sincronizacion/">Sincronización</Link>
      </p>
      <h1>Cola de subida</h1>
      <div className="botonera">
        <button className="boton" {...exportar.boton()}>
          Exportar cola
        </button>
      </div>
      {exportar.aviso}
      {error && (
        <div role="alert" className="alerta alerta-error">
          {`No se ha podido leer la cola: ${error.message}`}
        </div>
      )}
      {entradas === undefined && cargando ? (
        <p className="cargando" role="status">
          Cargando la cola…
        </p>
      ) : !entradas || entradas.length === 0 ? (
        <p className="vacio">No hay cambios pendientes de subir</p>
      ) : (
        <ol className="lista" aria-label="Cambios en la cola de subida">
          {entradas.map((e) => {
            const descripcion = descripciones.get(e.idsync_upload);
            const registro = descripcion?.registro ? referencias?.get(clavePedido(descripcion.registro)) : null;
            return (
              <li key={e.idsync_upload}>
                <Link
                  to="/sincronizacion/sync-uploads/$idsync_upload"
                  params={{ idsync_upload: e.idsync_upload }}
                  className={`fila${e.estado === 'fallido' ? ' fila-fallida' : ''}`}
                >
                  <span className="fila-cabeza">
                    <span className="fila-titulo">{descripcion?.accion}</span>
                    <span className={`etiqueta etiqueta-cola-${e.estado}`}>{etiquetasEstadoSyncUpload[e.estado]}</span>
                  </span>
                  {registro && <span className="fila-linea">{registro}</span>}
                  <span className="fila-linea">Creado el {formatearFechaHora(e.creado)}</span>
                  {e.estado === 'fallido' && e.error && <span className="fila-error">{e.error}</span>}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
