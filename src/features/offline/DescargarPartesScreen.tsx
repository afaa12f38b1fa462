/**
 * Descargar partes a mano (/offline/descargar): busca en el servidor los partes pendientes de la
 * delegación que no están en el dispositivo (parteTrabajo.disponibles) y 'Descargar' encola
 * parteTrabajo.descargarSync y sincroniza: el parte llega con todo lo suyo, con una barra de progreso
 * mientras tanto. Los descargados a mano se pueden quitar del dispositivo (con Confirmación).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { crearClienteRpc, ErrorRpc } from '../../../replication/cliente/rpc';
import { MENSAJES } from '../../../replication/errores';
import { METODOS, partesDisponibles, type PartesDisponibles } from '../../../replication/metodos';
import { avisar } from '../../app/avisos';
import { useEstadoSync } from '../../app/useEstadoSync';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearFecha } from '../../lib/formato';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import './offline.css';

export const TEXTOS_DESCARGAR = {
  titulo: 'Descargar partes',
  buscar: 'Buscar',
  texto: 'Número, descripción o cliente',
  sinResultados: 'No hay partes de tu delegación para descargar',
  descargar: 'Descargar',
  descargando: 'Descargando parte…',
  descargado: 'Parte descargado',
  descargados: 'Descargados a mano',
  quitar: 'Quitar del dispositivo',
  confirmarQuitar: (numero: string) => `¿Quitar el parte ${numero} de este dispositivo? Si tiene cambios sin subir, se conservan hasta que suban.`,
  quitado: 'El parte se quitará del dispositivo al sincronizar',
} as const;

/** Un parte en descarga: aparece en el dispositivo cuando llega con el pull. */
function EnDescarga({ idparte }: { idparte: string }) {
  const { db } = useVigia();
  const estado = useEstadoSync();
  const { resultado: parte } = useRxQuery(() => db.partetrabajo.findOne(idparte), [db, idparte]);
  if (parte) {
    return (
      <p role="status">
        {`${TEXTOS_DESCARGAR.descargado}: `}
        <Link to="/offline/partes/$idparte_trabajo" params={{ idparte_trabajo: idparte }}>{`Parte ${parte.numero}`}</Link>
      </p>
    );
  }
  const recibidos = estado.progresoDescarga?.recibidos ?? 0;
  return (
    <div role="status">
      <progress aria-label={TEXTOS_DESCARGAR.descargando} />
      <span>{` ${TEXTOS_DESCARGAR.descargando} ${formatearEntero(recibidos)} documentos recibidos`}</span>
    </div>
  );
}

export function DescargarPartesScreen() {
  const { db, motor, sesion } = useVigia();
  const [texto, setTexto] = useState('');
  const [resultados, setResultados] = useState<PartesDisponibles | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [enDescarga, setEnDescarga] = useState<ReadonlySet<string>>(new Set());
  const [quitar, setQuitar] = useState<{ id: string; numero: string } | null>(null);
  const idTexto = useId();
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 30_000 }), [token]);
  const { resultado: manuales } = useRxQuery(() => db.partedescargado.find({ selector: { estado: { $gt: 0 } } }), [db]);
  const idsManuales = useMemo(() => (manuales ?? []).map((m) => m.idparte_trabajo), [manuales]);
  const { resultado: partesManuales } = useRxQuery(() => db.partetrabajo.findByIds(idsManuales), [db, idsManuales]);

  const buscar = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    if (!navigator.onLine) {
      setError(MENSAJES.sinInternet);
      return;
    }
    setBuscando(true);
    try {
      setResultados(partesDisponibles.parse(await rpc.llamar(METODOS.partesDisponibles, { texto })));
    } catch (e) {
      setError(e instanceof ErrorRpc ? e.message : e instanceof Error ? e.message : String(e));
    } finally {
      setBuscando(false);
    }
  };

  const descargar = async (idparte: string) => {
    try {
      await db.mutate('parteTrabajo.descargarSync', { idparte_descargado: crypto.randomUUID(), idparte_trabajo: idparte });
      setEnDescarga((s) => new Set([...s, idparte]));
      await motor.sincronizarAhora();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const confirmarQuitar = async () => {
    if (!quitar) return;
    const manual = (manuales ?? []).find((m) => m.idparte_trabajo === quitar.id);
    setQuitar(null);
    if (!manual) return;
    await db.mutate('parteDescargado.deleteSync', { id: manual.idparte_descargado });
    avisar(TEXTOS_DESCARGAR.quitado);
    await motor.sincronizarAhora();
  };

  return (
    <div className="pantalla pantalla-offline">
      <h1>{TEXTOS_DESCARGAR.titulo}</h1>
      <form className="formulario" onSubmit={(ev) => void buscar(ev)} role="search">
        <div className="campo">
          <label htmlFor={idTexto}>{TEXTOS_DESCARGAR.texto}</label>
          <input id={idTexto} type="search" value={texto} maxLength={100} onChange={(ev) => setTexto(ev.target.value)} />
        </div>
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={buscando} aria-busy={buscando}>
            {TEXTOS_DESCARGAR.buscar}
          </button>
        </div>
      </form>
      {error && <p className="alerta-error" role="alert">{error}</p>}
      {resultados && resultados.length === 0 && <p className="vacio">{TEXTOS_DESCARGAR.sinResultados}</p>}
      {resultados && resultados.length > 0 && (
        <ul className="lista-simple" aria-label="Partes para descargar">
          {resultados.map((p) => (
            <li key={p.idparte_trabajo} className="tarjeta">
              <strong>{`Parte ${p.numero}`}</strong>
              <span>{` · ${formatearFecha(p.fecha)} · ${p.cliente ?? ''} · ${p.descripcion}`}</span>
              {enDescarga.has(p.idparte_trabajo) ? (
                <EnDescarga idparte={p.idparte_trabajo} />
              ) : (
                <div className="botonera">
                  <button type="button" className="boton" onClick={() => void descargar(p.idparte_trabajo)}>
                    {`${TEXTOS_DESCARGAR.descargar} parte ${p.numero}`}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>{TEXTOS_DESCARGAR.descargados}</h2>
      {(manuales ?? []).length === 0 ? (
        <p className="vacio">Ninguno</p>
      ) : (
        <ul className="lista-simple" aria-label={TEXTOS_DESCARGAR.descargados}>
          {(manuales ?? []).map((m) => {
            const parte = partesManuales?.get(m.idparte_trabajo);
            const numero = parte?.numero ?? m.idparte_trabajo;
            return (
              <li key={m.idparte_descargado} className="tarjeta">
                {parte ? (
                  <Link to="/offline/partes/$idparte_trabajo" params={{ idparte_trabajo: m.idparte_trabajo }}>{`Parte ${numero}`}</Link>
                ) : (
                  <EnDescarga idparte={m.idparte_trabajo} />
                )}
                <div className="botonera">
                  <button type="button" className="boton" onClick={() => setQuitar({ id: m.idparte_trabajo, numero })}>
                    {TEXTOS_DESCARGAR.quitar}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DialogoConfirmacion abierto={quitar !== null} alAceptar={() => void confirmarQuitar()} alCancelar={() => setQuitar(null)}>
        {quitar ? TEXTOS_DESCARGAR.confirmarQuitar(quitar.numero) : null}
      </DialogoConfirmacion>
    </div>
  );
}
