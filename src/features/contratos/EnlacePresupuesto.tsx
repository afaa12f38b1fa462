/** 'Abrir el presupuesto': el enlace a la ficha del presupuesto (/presupuestos/{id}). */
import { Link } from '@tanstack/react-router';
import { TEXTOS_PRESUPUESTO as T } from './contratos.labels';

export function EnlacePresupuesto({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <p>
      <Link to="/presupuestos/$idpresupuestocli" params={{ idpresupuestocli }} className="boton">
        {T.abrir}
      </Link>
    </p>
  );
}
