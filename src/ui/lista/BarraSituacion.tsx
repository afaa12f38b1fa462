/**
 * La barra de filtro por situación de una lista (Todas / Abiertas / Cerradas; Pendientes / Aceptados /
 * Rechazados): un enlace por situación, cada una con su ruta, y la actual marcada con aria-current. La
 * lista de cada situación es su propia ruta, así que se puede enlazar y volver a ella.
 */
import { Link, type LinkProps } from '@tanstack/react-router';

export interface OpcionSituacion<S extends string> {
  situacion: S;
  texto: string;
  /** La ruta de la lista en esa situación. */
  to: LinkProps['to'];
}

export interface BarraSituacionProps<S extends string> {
  /** El nombre de la barra para los lectores ('Situación'). */
  etiqueta: string;
  opciones: readonly OpcionSituacion<S>[];
  /** La situación de la lista que se ve. */
  actual: S;
}

export function BarraSituacion<S extends string>({ etiqueta, opciones, actual }: BarraSituacionProps<S>) {
  return (
    <nav className="botonera" aria-label={etiqueta}>
      {opciones.map(({ situacion, texto, to }) => (
        <Link key={situacion} to={to} className="boton" aria-current={situacion === actual ? 'page' : undefined}>
          {texto}
        </Link>
      ))}
    </nav>
  );
}
