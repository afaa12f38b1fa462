/**
 * Agenda de técnicos (/planificacion/agenda): el día o la semana de un técnico con sus partes y citas
 * (una cita es un parte con fecha fijada con el cliente y cae en esa fecha) y los tiempos trabajados de
 * cada día en hora de 24 h. El supervisor elige entre los técnicos cuyos partes tiene en el dispositivo;
 * un técnico se ve a sí mismo. Día/semana, anterior/siguiente y hoy. Todo sale del dispositivo: funciona
 * sin conexión. Si el usuario es además comercial, cada día enseña también sus citas comerciales (colección
 * cita, por el índice de inicio).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { diaDelParte, esCita } from '../../../replication/mutadores/planificacion';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearHora } from '../../lib/formato';
import { etiquetaClasificacionParte, etiquetaEstadoParte } from '../partes/partes.labels';
import { fechaLocal, formatearDuracion, minutosDe, type Tiempo } from '../tiempos/tiempos';
import { etiquetasDiaSemana } from '../tiempos/tiempos.labels';
import type { Cita } from '../citas/citas';
import { ETIQUETAS_TIPO_CITA } from '../citas/citas.labels';
import { useCitasDias } from '../citas/useCitasSemana';
import { agendaTecnico, desplazar, diasDeVista, diaSemana, tecnicosDeLaAgenda, type DiaAgendaTecnico, type Parte, type Tecnico } from './planificacion';
import { etiquetasVistaAgenda, TEXTOS_PLANIFICACION as T, type VistaAgenda } from './planificacion.labels';
import './planificacion.css';

const VISTAS: readonly VistaAgenda[] = ['dia', 'semana'];

export function AgendaScreen() {
  const { db, sesion } = useVigia();
  const { idtecnico: propio, idcomercial } = sesion.usuario;
  const [elegido, setElegido] = useState<string | null>(null);
  const [vista, setVista] = useState<VistaAgenda>('semana');
  const [fecha, setFecha] = useState(() => fechaLocal(new Date()));
  const dias = useMemo(() => diasDeVista(vista, fecha), [vista, fecha]);
  const idSelector = useId();

  const { resultado: partesDocs } = useRxQuery(() => db.partetrabajo.find({ selector: { estado: { $gt: 0 } } }), [db]);
  const { resultado: tecnicosDocs } = useRxQuery(() => db.tecnico.find(), [db]);
  const partes = useMemo(() => (partesDocs ?? []).map((d) => d.toJSON() as Parte), [partesDocs]);
  const tecnicos = useMemo(() => tecnicosDeLaAgenda((tecnicosDocs ?? []).map((d) => d.toJSON() as Tecnico), partes, propio), [tecnicosDocs, partes, propio]);
  const idtecnico = elegido ?? tecnicos[0]?.idtecnico ?? null;

  const { resultado: tiemposDocs } = useRxQuery(() => (idtecnico === null ? null : db.tiempotrabajado.find({ selector: { idtecnico } })), [db, idtecnico]);
  const { resultado: inicio } = useRxQuery(() => db.parametro.findOne({ selector: { clave: 'horario_inicio' } }), [db]);
  const { resultado: fin } = useRxQuery(() => db.parametro.findOne({ selector: { clave: 'horario_fin' } }), [db]);

  const agenda = useMemo(() => (idtecnico === null ? dias.map((f) => ({ fecha: f, partes: [] })) : agendaTecnico(partes, idtecnico, dias)), [partes, idtecnico, dias]);
  const citas = useCitasDias(idcomercial, dias);
  const tiempos = useMemo(() => (tiemposDocs ?? []).map((d) => d.toJSON() as Tiempo).filter((t) => t.estado > 0), [tiemposDocs]);
  const numero = (idparte: string): string => partes.find((p) => p.idparte_trabajo === idparte)?.numero ?? idparte;
  const resumen = vista === 'dia' ? `${etiquetasDiaSemana[diaSemana(fecha)]} ${formatearFecha(fecha)}` : `Semana del ${formatearFecha(dias[0])} al ${formatearFecha(dias[6])}`;

  return (
    <div className="pantalla pantalla-planificacion">
      <h1>{T.agenda}</h1>
      <div className="agenda-controles">
        {tecnicos.length > 0 && (
          <div className="campo">
            <label htmlFor={idSelector}>{T.tecnico}</label>
            <select id={idSelector} value={idtecnico ?? ''} onChange={(e) => setElegido(e.target.value)}>
              {tecnicos.map((t) => (
                <option key={t.idtecnico} value={t.idtecnico}>
                  {t.nombre}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="botonera" role="group" aria-label={T.vista}>
          {VISTAS.map((v) => (
            <button key={v} type="button" className={`boton${vista === v ? ' boton-primario' : ''}`} aria-pressed={vista === v} onClick={() => setVista(v)}>
              {etiquetasVistaAgenda[v]}
            </button>
          ))}
        </div>
      </div>
      <div className="botonera">
        <button type="button" className="boton" onClick={() => setFecha((f) => desplazar(vista, f, -1))}>
          {T.anterior(vista)}
        </button>
        <button type="button" className="boton" onClick={() => setFecha(fechaLocal(new Date()))}>
          {T.hoy}
        </button>
        <button type="button" className="boton" onClick={() => setFecha((f) => desplazar(vista, f, 1))}>
          {T.siguiente(vista)}
        </button>
        {puede(sesion.usuario, 'parte_trabajo', 'editar') && (
          <Link to="/planificacion/planificador-tecnicos" className="boton">
            {T.planificador}
          </Link>
        )}
      </div>
      <p aria-live="polite">
        {resumen}
        {inicio?.valor && fin?.valor ? `. ${T.jornada(inicio.valor, fin.valor)}` : ''}
      </p>
      {partesDocs === undefined ? (
        <p role="status">Cargando…</p>
      ) : idtecnico === null && idcomercial === null ? (
        <p className="vacio">{T.sinTecnicos}</p>
      ) : (
        <ul className="agenda-tecnico">
          {agenda.map((d) => (
            <li key={d.fecha}>
              <DiaAgenda dia={d} tiempos={tiempos.filter((t) => fechaLocal(t.inicio) === d.fecha)} numero={numero} citas={citas?.find((c) => c.fecha === d.fecha)?.citas ?? []} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface DiaAgendaProps {
  dia: DiaAgendaTecnico;
  tiempos: readonly Tiempo[];
  numero: (idparte: string) => string;
  /** Citas comerciales del usuario ese día (si es comercial). */
  citas: readonly Cita[];
}

function DiaAgenda({ dia, tiempos, numero, citas }: DiaAgendaProps) {
  const id = useId();
  const ordenados = [...tiempos].sort((a, b) => a.inicio.localeCompare(b.inicio));
  return (
    <section className="tarjeta" aria-labelledby={id} data-dia={dia.fecha}>
      <h2 id={id}>
        {etiquetasDiaSemana[diaSemana(dia.fecha)]} {formatearFecha(dia.fecha)}
      </h2>
      {dia.partes.length === 0 && citas.length === 0 && <p className="vacio">{T.sinPartes}</p>}
      {dia.partes.length > 0 && (
        <ul>
          {dia.partes.map((p) => (
            <li key={p.idparte_trabajo}>
              {esCita(p) && <span className="etiqueta-cita">{`${T.cita} ${formatearFecha(diaDelParte(p))}`}</span>}{' '}
              <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo: p.idparte_trabajo }}>
                {`${T.parte} ${p.numero}`}
              </Link>
              {` · ${etiquetaClasificacionParte(p.clasificacion)} · ${etiquetaEstadoParte(p.estado)} · ${p.descripcion}`}
            </li>
          ))}
        </ul>
      )}
      {citas.length > 0 && (
        <>
          <h3>{T.citasComerciales}</h3>
          <ul>
            {citas.map((c) => (
              <li key={c.idcita} data-testid="cita-comercial">
                {`${formatearHora(c.inicio)}–${formatearHora(c.fin)} · `}
                <Link to="/citas/$idcita" params={{ idcita: c.idcita }}>
                  {c.asunto}
                </Link>
                {` · ${ETIQUETAS_TIPO_CITA[c.tipo]}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {ordenados.length > 0 && (
        <>
          <h3>{T.tiempoTrabajado}</h3>
          <ul>
            {ordenados.map((t) => (
              <li key={t.idtiempo_trabajado}>
                {`${formatearHora(t.inicio)}–${t.fin ? formatearHora(t.fin) : 'en marcha'} · Parte ${numero(t.idparte_trabajo)} · ${formatearDuracion(minutosDe(t))}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
