/**
 * Agenda de citas (/citas/agenda): la semana (lunes a domingo) del comercial de la sesión, cada día con
 * sus citas en orden de hora (hora, asunto, tipo y titular, con enlace a la ficha). Semana anterior,
 * esta semana y siguiente. Todo sale del dispositivo: funciona sin conexión.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearHora } from '../../lib/formato';
import { NavegacionSemana } from '../../ui/semana/NavegacionSemana';
import { useSemana } from '../../ui/semana/useSemana';
import { useNombresTitulares } from '../operaciones/titulares';
import { lunesDe, sumarDias } from '../planificacion/planificacion';
import { desplazarSemana, fechaLocal } from '../tiempos/tiempos';
import { etiquetasDiaSemana } from '../tiempos/tiempos.labels';
import '../tiempos/tiempos.css';
import type { DiaCitas } from './citas';
import { ETIQUETAS_TIPO_CITA, TEXTOS_CITAS as T } from './citas.labels';
import { useCitasDias } from './useCitasSemana';

export function AgendaCitasScreen() {
  const { sesion } = useVigia();
  const { idcomercial } = sesion.usuario;
  const semana = useSemana(() => lunesDe(fechaLocal(new Date())), desplazarSemana);
  const { lunes } = semana;
  const dias = useMemo(() => Array.from({ length: 7 }, (_, i) => sumarDias(lunes, i)), [lunes]);
  const citas = useCitasDias(idcomercial, dias);
  const total = (citas ?? []).reduce((s, d) => s + d.citas.length, 0);
  const nombreTitular = useNombresTitulares((citas ?? []).flatMap((d) => d.citas));

  return (
    <div className="pantalla">
      <h1>{T.agenda}</h1>
      <p aria-live="polite">{T.semana(formatearFecha(dias[0]), formatearFecha(dias[6]), total)}</p>
      <NavegacionSemana semana={semana}>
        <Link to="/citas/" className="boton">
          {T.titulo}
        </Link>
      </NavegacionSemana>
      {idcomercial === null ? (
        <p className="vacio">{T.sinComercial}</p>
      ) : citas === undefined ? (
        <p role="status">Cargando…</p>
      ) : (
        <ul className="agenda-semana">
          {citas.map((d) => (
            <li key={d.fecha}>
              <DiaCitasTarjeta dia={d} nombreTitular={nombreTitular} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DiaCitasTarjeta({ dia, nombreTitular }: { dia: DiaCitas; nombreTitular: (c: DiaCitas['citas'][number]) => string }) {
  const id = useId();
  return (
    <section className="tarjeta agenda-dia" aria-labelledby={id} data-dia={dia.fecha}>
      <h2 id={id}>
        <span>
          {etiquetasDiaSemana[dia.dia]} {formatearFecha(dia.fecha)}
        </span>
      </h2>
      {dia.citas.length === 0 ? (
        <p className="vacio">{T.sinCitas}</p>
      ) : (
        <ul>
          {dia.citas.map((c) => (
            <li key={c.idcita}>
              {`${formatearHora(c.inicio)}–${formatearHora(c.fin)} · `}
              <Link to="/citas/$idcita" params={{ idcita: c.idcita }}>
                {c.asunto}
              </Link>
              {` · ${ETIQUETAS_TIPO_CITA[c.tipo]} · ${nombreTitular(c)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
