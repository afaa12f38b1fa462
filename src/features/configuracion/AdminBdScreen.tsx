/**
 * Base de datos del dispositivo: documentos por colección, espacio usado y cuota
 * (navigator.storage.estimate), si el almacenamiento es persistente (con botón para pedirlo), 'Exportar
 * cola' (la cola pendiente como fichero) y 'Restablecer base de datos', que se niega mientras quede algo
 * sin subir y si no, tras 'Confirmación', borra la base local y recarga para descargarla de nuevo.
 */
import { useState } from 'react';
import { entradasEnOrden } from '../../../replication/cliente/cola';
import { borrarBaseDatosLocal } from '../../app/apertura';
import { pedirAlmacenamientoPersistente } from '../../app/cliente';
import { useEstadoSync } from '../../app/useEstadoSync';
import { useVigia } from '../../app/VigiaProvider';
import { descargarBlob } from '../../lib/descarga';
import { nombresColeccion } from '../../lib/entidades.labels';
import { formatearBytes, formatearEntero, selloFichero } from '../../lib/formato';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { useSnackbar } from '../../ui/Snackbar';
import { MENSAJES_CONFIGURACION, mensajeNoRestablecer, titulosConfiguracion } from './configuracion.labels';
import { useAlmacenamiento, useRecuentos } from './consultas';
import { MigasConfiguracion } from './Migas';

export function AdminBdScreen() {
  const { db, motor, sesion } = useVigia();
  const estado = useEstadoSync();
  const { mostrar } = useSnackbar();
  const recuentos = useRecuentos(db);
  const { almacenamiento, releer } = useAlmacenamiento();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [confirmando, setConfirmando] = useState(false);

  const pedirPersistente = async () => {
    const concedido = await pedirAlmacenamientoPersistente();
    mostrar({ mensaje: concedido ? MENSAJES_CONFIGURACION.persistenteConcedido : MENSAJES_CONFIGURACION.persistenteDenegado });
    releer();
  };

  const exportar = async () => {
    setError(null);
    try {
      const blob = await motor.exportarCola();
      descargarBlob(blob, `vigia-cola-${sesion.usuario.login.replace(/[^a-z0-9_-]/gi, '_')}-${selloFichero(new Date())}.json`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  /** Entradas de la cola que aún no han llegado al servidor (pendientes o fallidas; no las retiradas). */
  const sinSubir = async (): Promise<number> => (await entradasEnOrden(db)).length;

  const pedirRestablecer = async () => {
    setError(null);
    const n = await sinSubir();
    if (n > 0) setError(mensajeNoRestablecer(n));
    else setConfirmando(true);
  };

  const restablecer = async () => {
    setOcupado(true);
    try {
      const n = await sinSubir();
      if (n > 0) {
        setConfirmando(false);
        setError(mensajeNoRestablecer(n));
        return;
      }
      await borrarBaseDatosLocal();
      window.location.reload();
    } catch (err) {
      setConfirmando(false);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div className="pantalla">
      <MigasConfiguracion />
      <h1>{titulosConfiguracion.adminBd}</h1>
      {error && (
        <div role="alert" className="alerta alerta-error">
          {error}
        </div>
      )}

      <section className="tarjeta" aria-labelledby="bd-almacenamiento">
        <h2 id="bd-almacenamiento">Almacenamiento</h2>
        <dl className="detalle">
          <div>
            <dt>Espacio usado</dt>
            <dd data-testid="bd-usado">{almacenamiento?.usado == null ? '—' : formatearBytes(almacenamiento.usado)}</dd>
          </div>
          <div>
            <dt>Cuota del navegador</dt>
            <dd data-testid="bd-cuota">{almacenamiento?.disponible == null ? '—' : formatearBytes(almacenamiento.disponible)}</dd>
          </div>
          <div>
            <dt>Almacenamiento persistente</dt>
            <dd data-testid="bd-persistente">
              {almacenamiento?.persistente == null ? '—' : almacenamiento.persistente ? 'Sí' : 'No: el navegador podría borrar los datos si le falta espacio'}
            </dd>
          </div>
        </dl>
        <div className="botonera">
          <button type="button" className="boton" onClick={() => void pedirPersistente()} disabled={almacenamiento?.persistente === true}>
            Pedir almacenamiento persistente
          </button>
        </div>
      </section>

      <section className="tarjeta" aria-labelledby="bd-cola">
        <h2 id="bd-cola">Cola de subida</h2>
        <p>
          Cambios por subir: <strong data-testid="bd-pendientes">{formatearEntero(estado.pendientes + estado.fallidos)}</strong>
        </p>
        <div className="botonera">
          <button type="button" className="boton" onClick={() => void exportar()}>
            Exportar cola
          </button>
          <button type="button" className="boton boton-peligro" onClick={() => void pedirRestablecer()} disabled={ocupado}>
            Restablecer base de datos
          </button>
        </div>
      </section>

      <section className="tarjeta" aria-labelledby="bd-colecciones">
        <h2 id="bd-colecciones">Colecciones</h2>
        {recuentos === null ? (
          <p className="cargando" role="status">
            Contando documentos…
          </p>
        ) : (
          <table className="tabla-colecciones">
            <thead>
              <tr>
                <th scope="col">Colección</th>
                <th scope="col">Documentos</th>
              </tr>
            </thead>
            <tbody>
              {recuentos.map((r) => (
                <tr key={r.coleccion} data-coleccion={r.coleccion}>
                  <th scope="row">{nombresColeccion[r.coleccion]}</th>
                  <td>{formatearEntero(r.documentos)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <DialogoConfirmacion abierto={confirmando} ocupado={ocupado} alAceptar={() => void restablecer()} alCancelar={() => setConfirmando(false)}>
        <p>Se borrarán todos los datos de este dispositivo y se volverán a descargar del servidor.</p>
        <p>¿Quieres restablecer la base de datos?</p>
      </DialogoConfirmacion>
    </div>
  );
}
