/**
 * Añadir un tiempo trabajado a mano (/tiempos/add y /offline/partes/{idparte_trabajo}/tiempos/add): parte
 * (fijo en la ruta offline), fecha, hora de inicio y de fin con el selector de 24 horas y observaciones.
 * El fin tiene que ser posterior al inicio; los minutos se calculan. Guarda con tiempoTrabajado.insertSync
 * (en el dispositivo al instante, al servidor cuando haya conexión).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { fechaValida, maximoDe, requerido, requeridoValor } from '../../lib/validacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoFecha, CampoSeleccion } from '../../ui/formulario/campos';
import { useFormulario, type Validadores } from '../../ui/formulario/useFormulario';
import { SelectorHora } from '../../ui/dialogos/SelectorHora';
import { useSnackbar } from '../../ui/Snackbar';
import { useOpcionesPartePendiente } from './CronometroScreens';
import { fechaLocal, formatearDuracion, validarTiempo } from './tiempos';
import { MAX_OBSERVACIONES_TIEMPO } from '../../../replication/validacion-campos';
import { MENSAJES_TIEMPOS, TITULOS_TIEMPOS } from './tiempos.labels';
import './tiempos.css';

export interface TiempoAddScreenProps {
  /** El parte de la ruta offline (/offline/partes/{idparte_trabajo}/tiempos/add); sin él, en /tiempos/add, se elige. */
  idparte_trabajo?: string;
}

interface ValoresTiempo {
  idparte: string;
  fecha: string | null;
  horaInicio: string | null;
  horaFin: string | null;
  observaciones: string;
}

const MAX_OBSERVACIONES = MAX_OBSERVACIONES_TIEMPO;

const validadores: Validadores<ValoresTiempo> = {
  idparte: [requerido],
  fecha: [requeridoValor, fechaValida],
  horaInicio: [requeridoValor],
  horaFin: [requeridoValor],
  observaciones: [maximoDe(MAX_OBSERVACIONES)],
};

export function TiempoAddScreen({ idparte_trabajo }: TiempoAddScreenProps) {
  const idparteFijo = idparte_trabajo ?? null;
  const { db, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const opciones = useOpcionesPartePendiente(idparteFijo);
  const { resultado: parteFijo } = useRxQuery(() => (idparteFijo ? db.partetrabajo.findOne(idparteFijo) : null), [db, idparteFijo]);
  const valores = useMemo<ValoresTiempo>(() => ({ idparte: idparteFijo ?? '', fecha: fechaLocal(new Date()), horaInicio: null, horaFin: null, observaciones: '' }), [idparteFijo]);
  const f = useFormulario<ValoresTiempo>({ valores, validadores });
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(false);
  const v = f.visibles;
  const calculo = validarTiempo({ fecha: v.fecha, horaInicio: v.horaInicio, horaFin: v.horaFin });
  const errorHoras = v.horaInicio && v.horaFin && !calculo.ok && calculo.error === MENSAJES_TIEMPOS.finAntesDeInicio ? calculo.error : null;

  const guardar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const valido = f.intentar();
    if (!valido || !calculo.ok) {
      setIntentoFallido(true);
      return;
    }
    setIntentoFallido(false);
    if (!idtecnico) {
      setErrorGuardar('Tu usuario no es un técnico');
      return;
    }
    setGuardando(true);
    setErrorGuardar(null);
    try {
      const obs = v.observaciones.trim();
      await db.mutate('tiempoTrabajado.insertSync', {
        doc: {
          idtiempo_trabajado: crypto.randomUUID(), idparte_trabajo: v.idparte, idtecnico, inicio: calculo.inicio, fin: calculo.fin,
          minutos: calculo.minutos, observaciones: obs === '' ? null : obs, estado: 1,
        },
      });
      f.guardado(f.cambios);
      mostrar({ mensaje: `${MENSAJES_TIEMPOS.guardado}: ${formatearDuracion(calculo.minutos)}` });
      if (idparteFijo) await navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params: { idparte_trabajo: idparteFijo } });
      else await navegar({ to: '/tiempos/' });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      setGuardando(false);
    }
  };

  return (
    <div className="pantalla">
      <h1>{TITULOS_TIEMPOS.add}</h1>
      {idparteFijo && parteFijo && (
        <p>
          Parte {parteFijo.numero} · {parteFijo.descripcion}
        </p>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>Tiempo trabajado</h2>
        <form onSubmit={(e) => void guardar(e)} noValidate>
          {!idparteFijo && <CampoSeleccion etiqueta="Parte" requerido valor={v.idparte} alCambiar={(x) => f.cambiar('idparte', x)} opciones={opciones} error={f.error('idparte')} />}
          <CampoFecha etiqueta="Fecha" requerido valor={v.fecha} alCambiar={(x) => f.cambiar('fecha', x)} error={f.error('fecha')} />
          <SelectorHora etiqueta="Hora de inicio" valor={v.horaInicio} alCambiar={(x) => f.cambiar('horaInicio', x)} />
          {f.error('horaInicio') && <p className="campo-error">{f.error('horaInicio')}</p>}
          <SelectorHora etiqueta="Hora de fin" valor={v.horaFin} alCambiar={(x) => f.cambiar('horaFin', x)} />
          {f.error('horaFin') && <p className="campo-error">{f.error('horaFin')}</p>}
          {errorHoras && (
            <p role="alert" className="campo-error">
              {errorHoras}
            </p>
          )}
          {calculo.ok && (
            <p aria-live="polite" data-testid="duracion">
              Duración: {formatearDuracion(calculo.minutos)}
            </p>
          )}
          <CampoAreaTexto etiqueta="Observaciones" maximo={MAX_OBSERVACIONES} valor={v.observaciones} alCambiar={(x) => f.cambiar('observaciones', x)} error={f.error('observaciones')} />
          <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentoFallido && (!f.valido || !calculo.ok)} />
          <div className="botonera">
            <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
              Guardar
            </button>
            {idparteFijo ? (
              <Link to="/offline/partes/$idparte_trabajo/resumen" params={{ idparte_trabajo: idparteFijo }} className="boton">
                Volver al resumen
              </Link>
            ) : (
              <Link to="/tiempos/" className="boton">
                Cancelar
              </Link>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
