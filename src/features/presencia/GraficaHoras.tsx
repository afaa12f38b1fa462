/**
 * Gráfica de horas de una semana en SVG, sin bibliotecas: una figura por persona con una barra por día (de
 * lunes a domingo) y sus horas encima, todas a la misma escala (al menos 8 h, o el día más largo) para que
 * se comparen entre personas. Cada figura es una imagen con su nombre accesible (persona y total) y cada
 * barra lleva su título con el día y las horas; la tabla de cifras que la acompaña dice lo mismo en texto.
 */
import { formatearMinutos } from '../../../replication/presencia';
import { horasMinutos } from './informe';
import { fechaCorta } from './presencia';
import { DIAS_SEMANA, DIAS_SEMANA_LARGOS, TEXTOS_PRESENCIA as T } from './presencia.labels';

export interface FilaGrafica {
  idempleado: string;
  nombre: string;
  /** Minutos de lunes a domingo. */
  minutos: readonly number[];
  total: number;
}

const ANCHO_BARRA = 24;
const PASO = 36;
const ALTO_BARRAS = 80;
const BASE = 96;
const ANCHO = 7 * PASO + 8;
const ALTO = BASE + 16;

/** La escala: al menos 8 horas, o el día más largo, en horas enteras. */
export const escalaMinutos = (filas: readonly FilaGrafica[]): number => {
  const mayor = Math.max(8 * 60, ...filas.flatMap((f) => f.minutos));
  return Math.ceil(mayor / 60) * 60;
};

export function GraficaHoras({ filas, dias }: { filas: readonly FilaGrafica[]; dias: readonly string[] }) {
  const escala = escalaMinutos(filas);
  return (
    <div className="grafica-horas">
      {filas.map((f) => (
        <figure key={f.idempleado} className="grafica-persona">
          <figcaption>
            <strong>{f.nombre}</strong> · {formatearMinutos(f.total)}
          </figcaption>
          <svg viewBox={`0 0 ${ANCHO} ${ALTO}`} role="img" aria-label={T.grafica(f.nombre, formatearMinutos(f.total))} className="grafica-svg">
            <line x1={4} x2={ANCHO - 4} y1={BASE} y2={BASE} className="grafica-eje" />
            {f.minutos.map((m, i) => {
              const alto = escala === 0 ? 0 : Math.round((m / escala) * ALTO_BARRAS);
              const x = 8 + i * PASO;
              const dia = dias[i] ?? '';
              return (
                <g key={dia || i}>
                  <rect x={x} y={BASE - alto} width={ANCHO_BARRA} height={alto} className="grafica-barra">
                    <title>{T.barra(`${DIAS_SEMANA_LARGOS[i] ?? ''} ${dia ? fechaCorta(dia) : ''}`.trim(), formatearMinutos(m))}</title>
                  </rect>
                  {m > 0 && (
                    <text x={x + ANCHO_BARRA / 2} y={BASE - alto - 3} className="grafica-valor" textAnchor="middle">
                      {horasMinutos(m)}
                    </text>
                  )}
                  <text x={x + ANCHO_BARRA / 2} y={BASE + 12} className="grafica-dia" textAnchor="middle">
                    {DIAS_SEMANA[i]}
                  </text>
                </g>
              );
            })}
          </svg>
        </figure>
      ))}
    </div>
  );
}
