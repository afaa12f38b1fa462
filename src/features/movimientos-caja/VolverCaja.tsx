/** El enlace de vuelta a la lista de una caja (la del movimiento, si se sabe) desde sus subpantallas. */
import { Link } from '@tanstack/react-router';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';

export function VolverCaja({ idcaja }: { idcaja?: string }) {
  return (
    <Link to="/movimientos-caja/" search={idcaja === undefined ? {} : { idcaja }}>
      {T.volverLista}
    </Link>
  );
}
