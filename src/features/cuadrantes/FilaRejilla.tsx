/**
 * Las piezas de la rejilla del cuadrante: una fila (el vigilante, un <select> por día con su nombre
 * accesible 'Ana Pérez, 3 de diciembre', aria-invalid y la marca si está en conflicto, y el total de horas),
 * la lista de conflictos (role="alert") y la leyenda de los códigos. La fila solo se repinta si cambian sus
 * valores (llegan unidos en un texto): una rejilla de 10 vigilantes × 31 días responde al momento.
 */
import { memo, type ChangeEvent } from 'react';
import { HORAS_MES_MAXIMO, type Conflicto } from '../../../replication/cuadrantes';
import { TEXTOS_CUADRANTES as T } from './cuadrantes.labels';
import { claveCelda, type DiaRejilla, type TurnoDePuesto } from './rejilla';

export function ListaConflictos({ id, conflictos }: { id: string; conflictos: readonly Conflicto[] }) {
  if (conflictos.length === 0) return null;
  return (
    <div role="alert" className="alerta alerta-error" id={id} data-testid="conflictos-cuadrante">
      <p>
        <strong>{T.tituloConflictos}</strong>
      </p>
      <ul>
        {conflictos.map((c) => (
          <li key={`${c.tipo}|${c.ids.join(',')}`}>{c.mensaje}</li>
        ))}
      </ul>
      <p>{T.explicacionConflictos}</p>
    </div>
  );
}

export function Leyenda({ turnos }: { turnos: readonly TurnoDePuesto[] }) {
  if (turnos.length === 0) return null;
  return (
    <ul className="rejilla-leyenda" aria-label={T.leyenda}>
      {turnos.map((t) => (
        <li key={t.idturno_puesto}>{T.leyendaTurno(t.codigo, t.descripcion, t.hora_inicio, t.hora_fin)}</li>
      ))}
    </ul>
  );
}

export interface FilaRejillaProps {
  idvigilante: string;
  nombre: string;
  dias: readonly DiaRejilla[];
  mes: number;
  /** Los turnos de la fila, unidos con '|' (así la fila solo se repinta si cambian). */
  valores: string;
  /** Por día: 'c' en conflicto, 'm' cambiada; unidos con '|'. */
  estados: string;
  opciones: readonly { valor: string; codigo: string }[];
  horas: number;
  idLista: string;
  alCambiar: (clave: string, idturno: string) => void;
}

export const FilaRejilla = memo(function FilaRejilla({ idvigilante, nombre, dias, mes, valores, estados, opciones, horas, idLista, alCambiar }: FilaRejillaProps) {
  const vs = valores.split('|');
  const es = estados.split('|');
  return (
    <tr data-testid="fila-cuadrante">
      <th scope="row">{nombre}</th>
      {dias.map((d, i) => {
        const clave = claveCelda(idvigilante, d.fecha);
        const estado = es[i] ?? '';
        const conflicto = estado.includes('c');
        const clases = ['rejilla-celda', d.finDeSemana ? 'rejilla-finde' : '', conflicto ? 'rejilla-conflicto' : '', estado.includes('m') ? 'rejilla-cambiada' : ''];
        return (
          <td key={d.fecha} className={clases.filter(Boolean).join(' ')}>
            <select
              aria-label={T.celda(nombre, d.dia, mes)}
              aria-invalid={conflicto ? true : undefined}
              aria-describedby={conflicto ? idLista : undefined}
              value={vs[i] ?? ''}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => alCambiar(clave, e.target.value)}
            >
              <option value="">{T.sinTurno}</option>
              {opciones.map((o) => (
                <option key={o.valor} value={o.valor}>
                  {o.codigo}
                </option>
              ))}
            </select>
            {conflicto && (
              <span className="rejilla-marca" aria-hidden="true">
                {T.marcaConflicto}
              </span>
            )}
          </td>
        );
      })}
      <td className={horas > HORAS_MES_MAXIMO ? 'rejilla-total rejilla-exceso' : 'rejilla-total'} data-testid="horas-vigilante">
        {T.horas(horas)}
      </td>
    </tr>
  );
});
