/**
 * Lo que la lista y la ficha de un llavero pintan igual: la situación como etiqueta ('Dentro' / 'Fuera') y
 * la devolución prevista con la etiqueta 'Vencido' si está fuera y ya ha pasado (estaVencido, con la hora
 * del dispositivo al pintar).
 */
import { estaVencido } from '../../../replication/llaves';
import { formatearFechaHora } from '../../lib/formato';
import { TEXTOS_LLAVES as T } from './custodia-llaves.labels';
import { nombreSituacion, type Llavero } from './llaveros';

/** La devolución prevista con la etiqueta 'Vencido' si ya ha pasado (la misma en la lista y en la ficha). */
export function Devolucion({ llavero }: { llavero: Llavero }) {
  if (!llavero.fprevista_devolucion) return null;
  return (
    <>
      {formatearFechaHora(llavero.fprevista_devolucion)}
      {estaVencido(llavero, new Date().toISOString()) && (
        <>
          {' '}
          <span className="etiqueta etiqueta-cola-fallido" data-testid="vencido">
            {T.vencido}
          </span>
        </>
      )}
    </>
  );
}

/** 'Dentro' o 'Fuera' como etiqueta. */
export function Situacion({ llavero }: { llavero: Llavero }) {
  return (
    <span className={`etiqueta ${llavero.situacion === 'fuera' ? 'etiqueta-aviso' : 'etiqueta-neutra'}`} data-testid="situacion">
      {nombreSituacion(llavero.situacion)}
    </span>
  );
}
