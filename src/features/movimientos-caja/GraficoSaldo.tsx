/**
 * Gráfico del saldo de la caja en el periodo: SVG sencillo (sin bibliotecas), una línea escalonada con
 * el saldo al acabar cada día con movimientos (serieSaldo + trazarSaldo, movimientos-caja.ts), la línea
 * del 0 si el saldo cruza de positivo a negativo, y al pie las fechas y el mínimo y el máximo. Para los
 * lectores de pantalla, la imagen lleva el resumen en palabras.
 */
import { useMemo } from 'react';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { fechaLocal } from '../tiempos/tiempos';
import { trazarSaldo, type SerieSaldo } from './movimientos-caja';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';

const ANCHO = 320;
const ALTO = 96;

const dia = (ms: number): string => formatearFecha(fechaLocal(new Date(ms)));

export function GraficoSaldo({ serie }: { serie: SerieSaldo }) {
  const trazado = useMemo(() => trazarSaldo(serie, ANCHO, ALTO), [serie]);
  const desde = dia(serie.desde);
  const hasta = dia(serie.hasta);
  const minimo = formatearMoneda(serie.minimo);
  const maximo = formatearMoneda(serie.maximo);
  const descripcion = T.descripcionGrafico(desde, hasta, formatearMoneda(serie.inicial), formatearMoneda(serie.final), minimo, maximo);
  return (
    <figure className="grafico-saldo" data-testid="grafico-saldo">
      <svg viewBox={`0 0 ${ANCHO} ${ALTO}`} preserveAspectRatio="none" role="img" aria-label={descripcion}>
        <title>{T.grafico}</title>
        <path className="grafico-saldo-area" d={trazado.area} />
        {trazado.ceroY !== null && <line className="grafico-saldo-cero" x1={0} x2={ANCHO} y1={trazado.ceroY} y2={trazado.ceroY} />}
        <path className="grafico-saldo-linea" d={trazado.linea} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption>{serie.movimientos === 0 ? T.graficoVacio : T.pieGrafico(desde, hasta, minimo, maximo)}</figcaption>
    </figure>
  );
}
