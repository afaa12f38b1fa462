/**
 * 'Quién está dentro ahora' (supervisión): los empleados cuyo último fichaje vigente es una entrada, con
 * desde cuándo, el que entró antes primero. Lee solo los fichajes de las últimas 48 horas (por el índice de
 * hora: no crece con los años de registro) y los nombres por id; un turno de noche de ayer sigue dentro.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useFichajesEntre } from './consultas';
import { dentroAhora, nombreEmpleado, textoDentroDesde } from './presencia';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';

export const VENTANA_DENTRO_H = 48;

export function QuienDentro() {
  const id = useId();
  // La ventana se fija al abrir (hasta mañana: un reloj de dispositivo adelantado también cuenta).
  const [ventana] = useState(() => {
    const ahora = Date.now();
    return { desde: new Date(ahora - VENTANA_DENTRO_H * 3_600_000).toISOString(), hasta: new Date(ahora + 86_400_000).toISOString() };
  });
  const fichajes = useFichajesEntre(ventana.desde, ventana.hasta);
  const dentro = fichajes === undefined ? undefined : dentroAhora(fichajes);
  const empleados = usePorIds('empleado', (dentro ?? []).map((d) => d.idempleado));
  const ahora = new Date().toISOString();

  return (
    <section className="tarjeta presencia-dentro" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.dentroAhora}</h2>
      <p className="nota">{T.dentroAhoraNota(VENTANA_DENTRO_H)}</p>
      {dentro === undefined ? (
        <p role="status">{T.cargando}</p>
      ) : dentro.length === 0 ? (
        <p className="vacio">{T.nadieDentro}</p>
      ) : (
        <ul className="presencia-dentro-lista" aria-labelledby={`${id}-titulo`} data-testid="dentro-ahora">
          {dentro.map((d) => {
            const e = empleados?.get(d.idempleado);
            return (
              <li key={d.idempleado}>
                <Link to="/presencia/$idpresencia" params={{ idpresencia: d.idpresencia }}>
                  {e ? nombreEmpleado(e) : empleados === undefined ? T.cargando : T.noEsta}
                </Link>{' '}
                <span className="presencia-desde">{textoDentroDesde(d.desde, ahora)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
