/** Miga de pan de las subpantallas de Configuración (vuelta a la portada). */
import { Link } from '@tanstack/react-router';
import { titulosConfiguracion } from './configuracion.labels';

export function MigasConfiguracion() {
  return (
    <nav className="migas" aria-label="Ruta de navegación">
      <Link to="/configuracion/">{titulosConfiguracion.inicio}</Link>
    </nav>
  );
}
