/**
 * Tarjeta de las asignaciones de vigilantes a puestos (puestovigilante), la misma en la ficha del puesto
 * (sus vigilantes) y en la del vigilante (sus puestos): cada fila con su nombre o su enlace y la vigencia;
 * «Cargando…» mientras no hay resultado y el texto de vacío si no hay ninguna.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { formatearFecha } from '../../lib/formato';
import { TEXTOS_PUESTOS as T } from './puestos.labels';

export interface FilaAsignacion {
  clave: string;
  /** Por lo que se ordena la lista. */
  orden: string;
  /** El nombre, o su enlace si quien mira puede abrir la ficha. */
  contenido: ReactNode;
  desde: string;
  hasta: string | null;
}

export function TarjetaAsignaciones({ titulo, vacio, filas, testId }: { titulo: string; vacio: string; filas: FilaAsignacion[] | undefined; testId: string }) {
  const id = useId();
  const ordenadas = useMemo(() => (filas === undefined ? undefined : [...filas].sort((a, b) => a.orden.localeCompare(b.orden))), [filas]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {ordenadas === undefined ? (
        <p role="status">{T.cargando}</p>
      ) : ordenadas.length === 0 ? (
        <p className="vacio">{vacio}</p>
      ) : (
        <ul data-testid={testId}>
          {ordenadas.map((f) => (
            <li key={f.clave}>
              {f.contenido}
              {` · ${T.desde(formatearFecha(f.desde))}${f.hasta ? ` ${T.hasta(formatearFecha(f.hasta))}` : ''}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
