/**
 * Detalle de una entrada de la cola de subida: qué se cambió y sobre qué registro (por su referencia:
 * 'Parte PT-000200'), sus datos como lista 'Campo: valor', cuántas veces se intentó y, si falló, el
 * motivo del servidor. El método y los documentos quedan plegados en 'Datos técnicos' para soporte.
 * 'Reintentar' la vuelve a poner en la cola; 'Descartar' la quita (el dispositivo vuelve a la versión del
 * servidor de esos documentos). Un id que no está en la cola dice que no está en este dispositivo, salvo
 * que la entrada se viera aquí y se fuera sin descartarla: entonces se subió.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useReferencias } from '../../app/useReferencias';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearFechaHora } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { clavePedido } from '../../lib/referencias';
import { describirCambio, parametrosLegibles, valorDeReferencia } from './metodos';
import { etiquetasEstadoSyncUpload, TEXTOS_COLA } from './sincronizacion.labels';

export interface SyncUploadScreenProps {
  idsync_upload: string;
}

export function SyncUploadScreen({ idsync_upload }: SyncUploadScreenProps) {
  const { db, motor } = useVigia();
  const navigate = useNavigate();
  const { resultado: entrada, cargando } = useRxQuery(() => db.syncupload.findOne(idsync_upload), [db, idsync_upload]);
  // Mientras se descarta, la entrada desaparece de la base de datos antes de volver a la lista.
  const [descartando, setDescartando] = useState(false);
  // Si la entrada estuvo aquí y se va sin descartarla, el servidor la aceptó; si nunca estuvo, no existe.
  const [vista, setVista] = useState(false);
  if (entrada && !vista) setVista(true);
  const descripcion = useMemo(() => (entrada ? describirCambio(entrada.metodo, entrada.params) : null), [entrada]);
  const campos = useMemo(() => (entrada ? parametrosLegibles(entrada.metodo, entrada.params) : []), [entrada]);
  const pedidos = useMemo(
    () => [...(descripcion?.registro ? [descripcion.registro] : []), ...campos.flatMap((c) => ('registro' in c ? [c.registro] : []))],
    [descripcion, campos],
  );
  const referencias = useReferencias(pedidos);
  const reintentar = useAccion({
    ejecutar: () => motor.reintentar(idsync_upload),
    exito: 'El cambio vuelve a estar en la cola de subida',
  });
  const descartar = useAccion({
    ejecutar: async () => {
      setDescartando(true);
      try {
        await motor.descartar(idsync_upload);
      } catch (err) {
        setDescartando(false);
        throw err;
      }
    },
    confirmar: { texto: <p>¿Descartar este cambio? Se perderá y no se subirá al servidor.</p> },
    exito: 'Cambio descartado',
    alTerminar: () => navigate({ to: '/sincronizacion/sync-uploads' }),
  });
  const ocupado = reintentar.ocupado || descartar.ocupado;

  if (cargando && entrada === undefined) {
    return (
      <div className="pantalla">
        <p className="cargando" role="status">
          Cargando el cambio…
        </p>
      </div>
    );
  }

  if (!entrada || !descripcion) {
    return (
      <div className="pantalla">
        <h1>Cambio pendiente</h1>
        <p className="vacio">{descartando ? TEXTOS_COLA.descartado : vista ? TEXTOS_COLA.subido : TEXTOS_COLA.noExiste}</p>
        <p>
          <Link to="/sincronizacion/sync-uploads">Volver a la cola de subida</Link>
        </p>
      </div>
    );
  }

  const registro = descripcion.registro ? referencias?.get(clavePedido(descripcion.registro)) : null;

  return (
    <div className="pantalla">
      <p className="migas">
        <Link to="/sincronizacion/">Sincronización</Link>
        <span aria-hidden="true"> › </span>
        <Link to="/sincronizacion/sync-uploads">Cola de subida</Link>
      </p>
      <h1>Cambio pendiente</h1>
      {reintentar.aviso}
      {descartar.aviso}
      <section className="tarjeta" aria-label="Datos del cambio">
        <dl className="detalle">
          <div className="detalle-ancho">
            <dt>{TEXTOS_COLA.cambio}</dt>
            <dd>{descripcion.accion}</dd>
          </div>
          {registro && (
            <div className="detalle-ancho">
              <dt>{TEXTOS_COLA.registro}</dt>
              <dd>{registro}</dd>
            </div>
          )}
          <div>
            <dt>Estado</dt>
            <dd>
              <span className={`etiqueta etiqueta-cola-${entrada.estado}`}>{etiquetasEstadoSyncUpload[entrada.estado]}</span>
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
            <dt>{TEXTOS_COLA.datos}</dt>
            <dd>
              {campos.length === 0 ? (
                TEXTOS_COLA.sinDatos
              ) : (
                <ul className="lista-simple">
                  {campos.map((c, i) => (
                    <li key={`${i}-${c.etiqueta}`}>
                      <strong>{c.etiqueta}:</strong>{' '}
                      {'registro' in c ? valorDeReferencia(c.etiqueta, referencias?.get(clavePedido(c.registro))) : c.valor}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div className="detalle-ancho">
            <dt>Error</dt>
            <dd className={entrada.error ? 'texto-error' : undefined}>{entrada.error ?? '—'}</dd>
          </div>
        </dl>
      </section>
      <details className="tarjeta">
        <summary>{TEXTOS_COLA.tecnico}</summary>
        <dl className="detalle">
          <div className="detalle-ancho">
            <dt>{TEXTOS_COLA.metodo}</dt>
            <dd>
              <code className="metodo">{entrada.metodo}</code>
            </dd>
          </div>
          <div className="detalle-ancho">
            <dt>{TEXTOS_COLA.identificador}</dt>
            <dd>
              <code>{entrada.idsync_upload}</code>
            </dd>
          </div>
          <div className="detalle-ancho">
            <dt>{TEXTOS_COLA.documentos}</dt>
            <dd>
              {entrada.documentos.length === 0 ? (
                '—'
              ) : (
                <ul className="lista-simple">
                  {entrada.documentos.map((ref) => (
                    <li key={ref}>
                      <code>{ref}</code>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </details>
      <div className="botonera">
        {entrada.estado === 'fallido' && (
          <button className="boton boton-primario" {...reintentar.boton(undefined, ocupado)}>
            Reintentar
          </button>
        )}
        <button className="boton boton-peligro" {...descartar.boton(undefined, ocupado)}>
          Descartar
        </button>
      </div>
      {descartar.dialogo}
    </div>
  );
}
