/**
 * Los turnos de un vigilante de uno o varios meses seguidos, leídos del dispositivo: cada mes con su total
 * de horas y sus días con turno (hora de entrada y salida, código, horas, puesto y servicio). La usan la
 * agenda (/cuadrantes/agenda) y la ficha del vigilante. Con permiso de editar el cuadrante, el servicio
 * lleva a la rejilla de ese mes.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { agruparAgenda, horaDe, type MesAgenda } from './agenda';
import { useTurnosVigilantes, type Turno } from './consultas';
import { TEXTOS_CUADRANTES as T } from './cuadrantes.labels';
import { desplazarMes, diaSemana, limitesMes, mesDe, paramsCuadrante, type Mes } from './rejilla';
import './cuadrantes.css';

export interface AgendaVigilanteProps {
  idvigilante: string;
  /** El primer mes que se enseña. */
  desde: Mes;
  /** Cuántos meses seguidos. */
  meses: number;
}

export function AgendaVigilante({ idvigilante, desde, meses }: AgendaVigilanteProps) {
  const lista = useMemo(() => Array.from({ length: meses }, (_, i) => desplazarMes(desde, i)), [desde, meses]);
  const inicio = limitesMes(lista[0] ?? desde).desde;
  const fin = limitesMes(lista.at(-1) ?? desde).hasta;
  const ids = useMemo(() => [idvigilante], [idvigilante]);
  const turnos = useTurnosVigilantes(ids, inicio, fin);
  const puestos = usePorIds('puestoservicio', (turnos ?? []).map((t) => t.idpuesto_servicio));
  const servicios = usePorIds('puestoservicioservicio', (turnos ?? []).map((t) => t.idpuesto_servicio_servicio));
  const agrupado = useMemo(() => agruparAgenda(turnos ?? [], lista), [turnos, lista]);
  if (turnos === undefined) return <p role="status">{T.cargando}</p>;
  return (
    <ul className="agenda-meses">
      {agrupado.map((m) => (
        <li key={`${m.mes.anio}-${m.mes.mes}`}>
          <MesTarjeta
            mes={m}
            puesto={(id) => puestos?.get(id)?.nombre ?? (puestos === undefined ? T.cargando : T.puestoNoEsta)}
            servicio={(id) => servicios?.get(id)?.descripcion ?? (servicios === undefined ? T.cargando : T.servicioNoEsta)}
          />
        </li>
      ))}
    </ul>
  );
}

function MesTarjeta({ mes, puesto, servicio }: { mes: MesAgenda<Turno>; puesto: (id: string) => string; servicio: (id: string) => string }) {
  const id = useId();
  const { sesion } = useVigia();
  const verPuesto = puede(sesion.usuario, 'puesto_servicio', 'visualizar');
  const editar = puede(sesion.usuario, 'cuadrante', 'editar');
  return (
    <section className="tarjeta" aria-labelledby={id} data-testid="mes-agenda">
      <h2 id={id}>{T.totalMes(mes.mes, mes.horas)}</h2>
      {mes.dias.length === 0 ? (
        <p className="vacio">{T.sinTurnos}</p>
      ) : (
        <ul className="agenda-dias">
          {mes.dias.map((d) => (
            <li key={d.fecha} data-fecha={d.fecha}>
              <strong>{T.dia(diaSemana(d.fecha), d.fecha)}</strong>
              <ul>
                {d.turnos.map((t) => (
                  <li key={t.idcuadrante} data-testid="turno-agenda">
                    {`${T.turno(horaDe(t.inicio), horaDe(t.fin), t.codigo, t.horas)} · `}
                    {verPuesto ? (
                      <Link to="/puestos-servicio/$idpuesto_servicio" params={{ idpuesto_servicio: t.idpuesto_servicio }}>
                        {puesto(t.idpuesto_servicio)}
                      </Link>
                    ) : (
                      puesto(t.idpuesto_servicio)
                    )}
                    {' · '}
                    {editar ? (
                      <Link
                        to="/cuadrantes/$idpuesto_servicio/$idpuesto_servicio_servicio/$year/$month/edit"
                        params={paramsCuadrante(t.idpuesto_servicio, t.idpuesto_servicio_servicio, mesDe(t.fecha))}
                        aria-label={`${T.verCuadrante}: ${servicio(t.idpuesto_servicio_servicio)}`}
                      >
                        {servicio(t.idpuesto_servicio_servicio)}
                      </Link>
                    ) : (
                      servicio(t.idpuesto_servicio_servicio)
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
