/**
 * Descargar partes a mano (/offline/descargar): busca en el servidor los partes pendientes de la
 * delegación que no están en el dispositivo (parteTrabajo.disponibles) y 'Descargar' encola
 * parteTrabajo.descargarSync y sincroniza: el parte llega con todo lo suyo, con una barra de progreso
 * mientras tanto. Los descargados a mano se pueden quitar del dispositivo (con Confirmación). Buscar,
 * descargar, quitar y la sincronización que sigue son acciones (useAccion): ocupado, error a la vista.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { crearClienteRpc } from '../../../replication/cliente';
import { MENSAJES } from '../../../replication/errores';
import type { PartesDisponibles } from '../../../replication/metodos';
import { METODOS_EN_LINEA } from '../../../replication/metodos-en-linea';
import { useEstadoSync } from '../../app/useEstadoSync';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearFecha } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
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
  const [enDescarga, setEnDescarga] = useState<ReadonlySet<string>>(new Set());
  const idTexto = useId();
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 30_000 }), [token]);
  const { resultado: manuales } = useRxQuery(() => db.partedescargado.find({ selector: { estado: { $gt: 0 } } }), [db]);
  const idsManuales = useMemo(() => (manuales ?? []).map((m) => m.idparte_trabajo), [manuales]);
  const { resultado: partesManuales } = useRxQuery(() => db.partetrabajo.findByIds(idsManuales), [db, idsManuales]);

  const buscar = useAccion<string, PartesDisponibles>({
    ejecutar: async (t) => {
      if (!navigator.onLine) throw new Error(MENSAJES.sinInternet);
      return rpc.leer(METODOS_EN_LINEA.partesDisponibles, { texto: t });
    },
    alTerminar: (r) => setResultados(r),
  });

  // Tras descargar o quitar, sincroniza al momento: aparte y simultánea, para que el botón de cada parte
  // solo esté ocupado mientras se encola lo suyo (se pueden pedir varios mientras baja el primero).
  const sincronizar = useAccion({ ejecutar: () => motor.sincronizarAhora(), simultaneas: true });

  const descargar = useAccion<string, void>({
    ejecutar: async (idparte) => {
      await db.mutate('parteTrabajo.descargarSync', { idparte_descargado: crypto.randomUUID(), idparte_trabajo: idparte });
    },
    alTerminar: (_, idparte) => {
      setEnDescarga((s) => new Set([...s, idparte]));
      void sincronizar.ejecutar();
    },
  });

  const quitar = useAccion<{ id: string; numero: string }, boolean>({
    ejecutar: async ({ id }) => {
      const manual = (manuales ?? []).find((m) => m.idparte_trabajo === id);
      if (!manual) return false;
      await db.mutate('parteDescargado.deleteSync', { id: manual.idparte_descargado });
      return true;
    },
    confirmar: ({ numero }) => ({ texto: TEXTOS_DESCARGAR.confirmarQuitar(numero) }),
    exito: (quitado) => (quitado ? TEXTOS_DESCARGAR.quitado : null),
    alTerminar: (quitado) => {
      if (quitado) void sincronizar.ejecutar();
    },
  });

  const alBuscar = (ev: FormEvent) => {
    ev.preventDefault();
    buscar.pedir(texto);
  };

  return (
    <div className="pantalla pantalla-offline">
      <h1>{TEXTOS_DESCARGAR.titulo}</h1>
      <form className="formulario" onSubmit={alBuscar} role="search">
        <div className="campo">
          <label htmlFor={idTexto}>{TEXTOS_DESCARGAR.texto}</label>
          <input id={idTexto} type="search" value={texto} maxLength={100} onChange={(ev) => setTexto(ev.target.value)} />
        </div>
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={buscar.ocupado} aria-busy={buscar.ocupado}>
            {TEXTOS_DESCARGAR.buscar}
          </button>
        </div>
      </form>
      {buscar.aviso}
      {descargar.aviso}
      {sincronizar.aviso}
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
                  <button className="boton" {...descargar.boton(p.idparte_trabajo)}>
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
                  <button className="boton" {...quitar.boton({ id: m.idparte_trabajo, numero })}>
                    {TEXTOS_DESCARGAR.quitar}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {quitar.aviso}
      {quitar.dialogo}
    </div>
  );
}
