/**
 * Detalle de un parte: datos de solo lectura y formulario de observaciones y estado. Guardar manda
 * `parteTrabajo.updateSync` con solo los campos cambiados; el cambio se aplica en el dispositivo al
 * instante y se sube cuando hay conexión.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { refDoc } from '../../../replication/tx';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearFechaHora } from '../../lib/formato';
import { useSnackbar } from '../../ui/Snackbar';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import {
  calcularCambios,
  esValido,
  hayCambios,
  leerEstado,
  MAX_OBSERVACIONES,
  soltarGuardados,
  validarParte,
  valoresVisibles,
  type BorradorParte,
  type CambiosParte,
} from './parte-formulario';
import { etiquetaClasificacionParte, etiquetaEstadoParte, etiquetasEstadoParte, opcionesEstadoParte } from './partes.labels';

export interface ParteScreenProps {
  idparte_trabajo: string;
}

const etiquetasTipoSistema: Record<'intrusion' | 'cctv' | 'incendio' | 'control_accesos', string> = {
  intrusion: 'Intrusión',
  cctv: 'CCTV',
  incendio: 'Incendio',
  control_accesos: 'Control de accesos',
};

export function ParteScreen({ idparte_trabajo }: ParteScreenProps) {
  const { db, motor } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();

  const { resultado: parte, cargando } = useRxQuery(() => db.partetrabajo.findOne(idparte_trabajo), [db, idparte_trabajo]);
  const idorden = parte?.idorden_trabajo ?? null;
  const idcliente = parte?.idcliente ?? null;
  const idsistema = parte?.idsistema ?? null;
  const { resultado: orden } = useRxQuery(() => (idorden ? db.ordentrabajo.findOne(idorden) : null), [db, idorden]);
  const { resultado: cliente } = useRxQuery(() => (idcliente ? db.cliente.findOne(idcliente) : null), [db, idcliente]);
  const { resultado: sistema } = useRxQuery(() => (idsistema ? db.sistema.findOne(idsistema) : null), [db, idsistema]);
  const pendiente = useDocumentosPendientes().has(refDoc('partetrabajo', idparte_trabajo));

  const [borrador, setBorrador] = useState<BorradorParte>({});
  const [guardados, setGuardados] = useState<CambiosParte | null>(null);
  const [intentoGuardar, setIntentoGuardar] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const refObservaciones = useRef<HTMLTextAreaElement>(null);

  const docValores = parte ? { observaciones: parte.observaciones ?? null, estado: parte.estado } : null;

  // Lo guardado deja de ser borrador en cuanto el documento lo refleja.
  useEffect(() => {
    if (!guardados || !parte) return;
    const valores = { observaciones: parte.observaciones ?? null, estado: parte.estado };
    setBorrador((b) => soltarGuardados(valores, b, guardados));
    setGuardados(null);
  }, [parte, guardados]);

  if (cargando && parte === undefined) {
    return (
      <div className="pantalla">
        <p className="cargando" role="status">
          Cargando parte…
        </p>
      </div>
    );
  }

  if (!parte || !docValores) {
    return (
      <div className="pantalla">
        <h1>Parte no disponible</h1>
        <p className="vacio">El parte no está en este dispositivo</p>
        <p>
          <Link to="/partes/asignados">Volver a Partes asignados</Link>
        </p>
      </div>
    );
  }

  const visibles = valoresVisibles(docValores, borrador);
  const cambios = calcularCambios(docValores, borrador);
  const errores = validarParte(visibles);
  const mostrarErrorObs = errores.observaciones !== null;
  const modificado = hayCambios(cambios);

  const guardar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntentoGuardar(true);
    if (!esValido(errores)) {
      refObservaciones.current?.focus();
      return;
    }
    if (!modificado) return;
    setGuardando(true);
    setErrorGuardar(null);
    try {
      await motor.mutate('parteTrabajo.updateSync', { id: idparte_trabajo, cambios });
      setGuardados(cambios);
      setIntentoGuardar(false);
      mostrar({ mensaje: 'Cambios guardados' });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <div className="pantalla">
      <div className="titulo-con-etiquetas">
        <h1>Parte {parte.numero}</h1>
        {pendiente && <span className="etiqueta etiqueta-aviso">Pendiente de subir</span>}
      </div>

      <section className="tarjeta" aria-labelledby={`${id}-datos`}>
        <h2 id={`${id}-datos`}>Datos del parte</h2>
        <dl className="detalle">
          <div>
            <dt>Orden</dt>
            <dd>{orden ? `${orden.numero} · ${orden.descripcion}` : '—'}</dd>
          </div>
          <div>
            <dt>Cliente</dt>
            <dd>{cliente ? `${cliente.nombre} (${cliente.codigo})` : '—'}</dd>
          </div>
          <div>
            <dt>Sistema</dt>
            <dd>{sistema ? `${sistema.numero} · ${etiquetasTipoSistema[sistema.tipo]} · ${sistema.descripcion}` : '—'}</dd>
          </div>
          <div>
            <dt>Fecha</dt>
            <dd>{formatearFecha(parte.fecha)}</dd>
          </div>
          {parte.ffijada && (
            <div>
              <dt>Fecha fijada</dt>
              <dd>{formatearFecha(parte.ffijada)}</dd>
            </div>
          )}
          <div>
            <dt>Clasificación</dt>
            <dd>{etiquetaClasificacionParte(parte.clasificacion)}</dd>
          </div>
          <div className="detalle-ancho">
            <dt>Descripción</dt>
            <dd className="texto-largo">{parte.descripcion}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>{etiquetaEstadoParte(parte.estado)}</dd>
          </div>
          <div>
            <dt>Última modificación</dt>
            <dd>{formatearFechaHora(parte.actualizado)}</dd>
          </div>
        </dl>
      </section>

      <section className="tarjeta" aria-labelledby={`${id}-editar`}>
        <h2 id={`${id}-editar`}>Editar</h2>
        <form onSubmit={(e) => void guardar(e)} noValidate>
          <div className="campo">
            <label htmlFor={`${id}-obs`}>Observaciones</label>
            <textarea
              ref={refObservaciones}
              id={`${id}-obs`}
              rows={6}
              value={visibles.observaciones}
              aria-invalid={mostrarErrorObs || undefined}
              aria-describedby={`${id}-obs-cuenta${mostrarErrorObs ? ` ${id}-obs-error` : ''}`}
              onChange={(e) => {
                const observaciones = e.target.value;
                setBorrador((b) => ({ ...b, observaciones }));
              }}
            />
            <div className="campo-ayuda">
              {mostrarErrorObs && (
                <p className="campo-error" id={`${id}-obs-error`}>
                  {errores.observaciones}
                </p>
              )}
              <span className="campo-cuenta" id={`${id}-obs-cuenta`}>
                {[...visibles.observaciones].length}/{MAX_OBSERVACIONES}
              </span>
            </div>
          </div>
          <div className="campo">
            <label htmlFor={`${id}-estado`}>Estado</label>
            <select
              id={`${id}-estado`}
              value={String(visibles.estado)}
              onChange={(e) => {
                const estado = leerEstado(e.target.value);
                if (estado !== null) setBorrador((b) => ({ ...b, estado }));
              }}
            >
              {opcionesEstadoParte.map((estado) => (
                <option key={estado} value={String(estado)}>
                  {etiquetasEstadoParte[estado]}
                </option>
              ))}
            </select>
          </div>
          {errorGuardar && (
            <div role="alert" className="alerta alerta-error">
              {errorGuardar}
            </div>
          )}
          {intentoGuardar && !esValido(errores) && (
            <div role="alert" className="alerta alerta-error">
              Revisa los campos marcados antes de guardar.
            </div>
          )}
          <div className="botonera">
            <button type="submit" className="boton boton-primario" disabled={!modificado || guardando} aria-busy={guardando}>
              Guardar
            </button>
            {modificado && (
              <button type="button" className="boton" onClick={() => setBorrador({})} disabled={guardando}>
                Deshacer cambios
              </button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
