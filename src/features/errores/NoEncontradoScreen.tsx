/** Página 404: la dirección no corresponde a ninguna pantalla. */
import { Link, useLocation } from '@tanstack/react-router';
import { useTituloFijo } from '../../app/titulo';

export function NoEncontradoScreen() {
  const { pathname } = useLocation();
  useTituloFijo('Página no encontrada');
  return (
    <main className="pantalla-centrada" id="contenido">
      <div className="tarjeta no-encontrado">
        <p className="no-encontrado-codigo" aria-hidden="true">
          404
        </p>
        <h1>Página no encontrada</h1>
        <p>
          La dirección <code>{pathname}</code> no corresponde a ninguna pantalla de Vigía.
        </p>
        <p>
          <Link to="/index" className="boton boton-primario">
            Ir al menú principal
          </Link>
        </p>
      </div>
    </main>
  );
}
