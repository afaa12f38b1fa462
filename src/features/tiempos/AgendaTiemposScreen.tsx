/**
 * Agenda de tiempos (/tiempos/agenda): la semana (lunes a domingo) con los tiempos de cada día, su parte,
 * horas y duración, y el total del día y de la semana. Semana anterior / siguiente / actual.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { formatearFecha, formatearHora } from '../../lib/formato';
import { useTiemposTecnico } from './cronometro';
import { agendaSemana, desplazarSemana, diasSemana, fechaLocal, formatearDuracion, type DiaAgenda } from './tiempos';
import { etiquetasDiaSemana, TITULOS_TIEMPOS } from './tiempos.labels';
import './tiempos.css';

export function AgendaTiemposScreen() {
  const { tiempos } = useTiemposTecnico();
  const [lunes, setLunes] = useState(() => diasSemana(new Date())[0] ?? fechaLocal(new Date()));
  const dias = useMemo(() => {
    const [a, m, d] = lunes.split('-').map(Number);
    return diasSemana(new Date(a ?? 1970, (m ?? 1) - 1, d ?? 1));
  }, [lunes]);
  const agenda = useMemo(() => agendaSemana(tiempos ?? [], dias), [tiempos, dias]);
  const partes = usePorIds('partetrabajo', agenda.flatMap((d) => d.tiempos.map((t) => t.idparte_trabajo)));
  const numero = (id: string): string => partes?.get(id)?.numero ?? id;
  const totalSemana = agenda.reduce((s, d) => s + d.minutos, 0);

  return (
    <div className="pantalla">
      <h1>{TITULOS_TIEMPOS.agenda}</h1>
      <p aria-live="polite">
        Semana del {formatearFecha(dias[0])} al {formatearFecha(dias[6])}. Total: {formatearDuracion(totalSemana)}
      </p>
      <div className="botonera">
        <button type="button" className="boton" onClick={() => setLunes((l) => desplazarSemana(l, -1))}>
          Semana anterior
        </button>
        <button type="button" className="boton" onClick={() => setLunes(diasSemana(new Date())[0] ?? lunes)}>
          Esta semana
        </button>
        <button type="button" className="boton" onClick={() => setLunes((l) => desplazarSemana(l, 1))}>
          Semana siguiente
        </button>
        <Link to="/tiempos/" className="boton">
          {TITULOS_TIEMPOS.lista}
        </Link>
      </div>
      {tiempos === undefined ? (
        <p role="status">Cargando…</p>
      ) : (
        <ul className="agenda-semana">
          {agenda.map((d) => (
            <li key={d.fecha}>
              <DiaAgendaTarjeta dia={d} numero={numero} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DiaAgendaTarjeta({ dia, numero }: { dia: DiaAgenda; numero: (idparte: string) => string }) {
  const id = useId();
  return (
    <section className="tarjeta agenda-dia" aria-labelledby={id}>
      <h2 id={id}>
        <span>
          {etiquetasDiaSemana[dia.dia]} {formatearFecha(dia.fecha)}
        </span>
        <span>{formatearDuracion(dia.minutos)}</span>
      </h2>
      {dia.tiempos.length === 0 ? (
        <p className="vacio">Sin tiempos</p>
      ) : (
        <ul>
          {dia.tiempos.map((t) => (
            <li key={t.idtiempo_trabajado}>
              {formatearHora(t.inicio)}–{t.fin ? formatearHora(t.fin) : 'en marcha'} · Parte {numero(t.idparte_trabajo)}
              {t.minutos !== null && t.minutos !== undefined ? ` · ${formatearDuracion(t.minutos)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
