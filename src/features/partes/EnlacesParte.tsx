/** Enlaces de la ficha de un parte a su orden y a sus subpantallas (las que el usuario puede ver). */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { DocDe } from '../../../schemas';
import '../ordenes/ordenes.css';
import { puede, tieneAccesoApp } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { TITULO_MATERIAL_AFECTADO, TITULO_NOTAS, TITULO_TECNICOS } from './partes.labels';

export interface EnlacesParteProps {
  parte: Pick<DocDe<'partetrabajo'>, 'idparte_trabajo' | 'idorden_trabajo'>;
}

export function EnlacesParte({ parte }: EnlacesParteProps) {
  const { sesion } = useVigia();
  const id = useId();
  const params = { idparte_trabajo: parte.idparte_trabajo };
  return (
    <nav className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Más del parte</h2>
      <ul className="enlaces-orden">
        <li>
          <Link to="/ordenes/$idorden_trabajo" params={{ idorden_trabajo: parte.idorden_trabajo }} className="boton">
            Orden del parte
          </Link>
        </li>
        {puede(sesion.usuario, 'material_sistema', 'visualizar') && (
          <li>
            <Link to="/partes/$idparte_trabajo/material-afectado" params={params} className="boton">
              {TITULO_MATERIAL_AFECTADO}
            </Link>
          </li>
        )}
        {puede(sesion.usuario, 'parte_trabajo_tecnico', 'visualizar') && (
          <li>
            <Link to="/partes/$idparte_trabajo/tecnicos" params={params} className="boton">
              {TITULO_TECNICOS}
            </Link>
          </li>
        )}
        {puede(sesion.usuario, 'nota', 'visualizar') && (
          <li>
            <Link to="/partes/$idparte_trabajo/notas" params={params} className="boton">
              {TITULO_NOTAS}
            </Link>
          </li>
        )}
        {tieneAccesoApp(sesion.usuario, 'tecnicos') && puede(sesion.usuario, 'operacioncrm', 'insertar') && (
          <li>
            <Link to="/partes/$idparte_trabajo/simple-add" params={params} className="boton">
              Anotar una venta
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
