/**
 * Base de datos del dispositivo: documentos por colección, espacio usado y cuota
 * (navigator.storage.estimate), si el almacenamiento es persistente (con botón para pedirlo), 'Exportar
 * cola' (la cola pendiente como fichero) y 'Restablecer base de datos', que se niega mientras quede algo
 * sin subir y si no, tras 'Confirmación', borra la base local y recarga para descargarla de nuevo.
 */
import { useState } from 'react';
import { entradasEnOrden } from '../../../replication/cliente';
import { borrarBaseDatosLocal } from '../../app/apertura';
import { pedirAlmacenamientoPersistente } from '../../../replication/cliente';
import { useEstadoSync } from '../../app/useEstadoSync';
import { useVigia } from '../../app/VigiaProvider';
import { descargarBlob } from '../../lib/descarga';
import { nombresColeccion } from '../../lib/entidades.labels';
import { formatearBytes, formatearEntero, selloFichero } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { MENSAJES_CONFIGURACION, mensajeNoRestablecer, titulosConfiguracion } from './configuracion.labels';
import { useAlmacenamiento, useRecuentos, type RecuentoColeccion } from './consultas';
import { MigasConfiguracion } from './Migas';

const COLUMNAS_COLECCIONES: readonly ColumnaTablaHija<RecuentoColeccion>[] = [
  { id: 'coleccion', cabecera: 'Colección', tipo: 'texto', valor: (r) => nombresColeccion[r.coleccion], cabeceraFila: true },
  { id: 'documentos', cabecera: 'Documentos', tipo: 'numero', valor: (r) => r.documentos, celda: (r) => formatearEntero(r.documentos) },
];

export function AdminBdScreen() {
  const { db, motor, sesion } = useVigia();
  const estado = useEstadoSync();
  const recuentos = useRecuentos(db);
  const { almacenamiento, releer } = useAlmacenamiento();
  // El aviso de que queda algo sin subir, antes de preguntar (los errores de cada acción van aparte).
  const [error, setError] = useState<string | null>(null);

  const persistente = useAccion({
    ejecutar: () => pedirAlmacenamientoPersistente(),
    exito: (concedido) => (concedido ? MENSAJES_CONFIGURACION.persistenteConcedido : MENSAJES_CONFIGURACION.persistenteDenegado),
    alTerminar: () => releer(),
  });

  const exportar = useAccion({
    ejecutar: async () => {
      setError(null);
      const blob = await motor.exportarCola();
      descargarBlob(blob, `vigia-cola-${sesion.usuario.login.replace(/[^a-z0-9_-]/gi, '_')}-${selloFichero(new Date())}.json`);
    },
  });

  /** Entradas de la cola que aún no han llegado al servidor (pendientes o fallidas; no las retiradas). */
  const sinSubir = async (): Promise<number> => (await entradasEnOrden(db)).length;

  const restablecer = useAccion({
    ejecutar: async () => {
      // Se vuelve a mirar al aceptar: pudo encolarse algo mientras el diálogo estaba abierto.
      const n = await sinSubir();
      if (n > 0) throw new Error(mensajeNoRestablecer(n));
      await borrarBaseDatosLocal();
      window.location.reload();
    },
    confirmar: {
      texto: (
        <>
          <p>Se borrarán todos los datos de este dispositivo y se volverán a descargar del servidor.</p>
          <p>¿Quieres restablecer la base de datos?</p>
        </>
      ),
    },
  });

  const pedirRestablecer = async () => {
    setError(null);
    restablecer.limpiarError();
    const n = await sinSubir();
    if (n > 0) setError(mensajeNoRestablecer(n));
    else restablecer.pedir();
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
      {restablecer.aviso}
      {exportar.aviso}
      {persistente.aviso}

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
          <button className="boton" {...persistente.boton(undefined, almacenamiento?.persistente === true)}>
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
          <button className="boton" {...exportar.boton()}>
            Exportar cola
          </button>
          <button type="button" className="boton boton-peligro" onClick={() => void pedirRestablecer()} disabled={restablecer.ocupado} aria-busy={restablecer.ocupado}>
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
          <TablaHija
            etiquetadaPor="bd-colecciones"
            columnas={COLUMNAS_COLECCIONES}
            filas={recuentos}
            claveFila={(r) => r.coleccion}
            atributosFila={(r) => ({ 'data-coleccion': r.coleccion })}
          />
        )}
      </section>

      {restablecer.dialogo}
    </div>
  );
}
